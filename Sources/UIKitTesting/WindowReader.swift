import Foundation
import UIKit

/// Reading what a window shows, and nothing else: where views are, in the model and as
/// drawn, what text is drawn, who has the keyboard, and what Auto Layout said. The lab's
/// inspector, timeline and compare phones read their windows through it; `ScreenTester`
/// drives a window and reads it through one, so a test and the lab read alike.
@preconcurrency @MainActor
public struct WindowReader {
  public let window: UIWindow

  public init(_ window: UIWindow) {
    self.window = window
  }

  private var keyboard: KeyboardController { window.keyboardController }

  /// The window's first responder.
  public var firstResponder: UIResponder? { window.firstResponder }

  /// Whether the on-screen keyboard is up or on its way up.
  public var isKeyboardShown: Bool { keyboard.isKeyboardVisible }

  /// Where the keyboard is drawn now, in window coordinates; nil while it is hidden.
  public var keyboardFrameOnScreen: CGRect? {
    keyboard.isOnScreen ? keyboard.keyboardPresentationFrame : nil
  }

  /// The keyboard's top edge as drawn, in window coordinates; the window's bottom while
  /// nothing of it is on screen.
  public var keyboardTop: CGFloat { keyboardFrameOnScreen?.minY ?? window.bounds.maxY }

  /// `view`'s frame in window coordinates from the model: where the current animations
  /// end, and what code reading `frame` sees.
  public func frame(of view: UIView) -> CGRect {
    view.convert(view.bounds, to: nil)
  }

  /// Where `view` is drawn now, in window coordinates: its and its ancestors'
  /// presentation frames, which animations move frame by frame.
  public func presentedFrame(of view: UIView) -> CGRect {
    var rect = view.presentationFrame
    var parent = view.superview
    while let ancestor = parent, ancestor.superview != nil {
      let frame = ancestor.presentationFrame
      rect.origin.x += frame.minX - ancestor.bounds.minX
      rect.origin.y += frame.minY - ancestor.bounds.minY
      parent = ancestor.superview
    }
    return rect
  }

  /// Whether any of `view` is drawn inside the window and not under the keyboard: what a
  /// person sees of it. A view hidden, fully transparent or outside the window is not.
  public func isVisible(_ view: UIView) -> Bool {
    guard view.window === window else { return false }
    var v: UIView? = view
    while let current = v {
      if current.isHidden || current.alpha <= 0.01 { return false }
      v = current.superview
    }
    var frame = presentedFrame(of: view).intersection(window.bounds)
    // The keyboard spans the window's width at its bottom: what is left is above it.
    if let keyboardFrame = keyboardFrameOnScreen, !view.isDescendant(of: keyboard.inputHostView) {
      let above = window.bounds
      frame = frame.intersection(
        CGRect(x: above.minX, y: above.minY, width: above.width, height: max(0, keyboardFrame.minY - above.minY)))
    }
    return !frame.isNull && frame.width > 0 && frame.height > 0
  }

  /// Every view in the window of type `type`, in drawing order (back to front).
  public func views<T: UIView>(of type: T.Type) -> [T] {
    var found: [T] = []
    func visit(_ view: UIView) {
      if let match = view as? T { found.append(match) }
      for subview in view.subviews { visit(subview) }
    }
    visit(window)
    return found
  }

  /// Every view in the window that shows `text`: a label's text, a button's title, a
  /// text field's text or (when empty) its placeholder, a text view's text.
  public func views(showing text: String) -> [UIView] {
    views(of: UIView.self).filter { Self.shownText(of: $0) == text }
  }

  /// The text `view` shows, for the kinds of views that show one.
  static func shownText(of view: UIView) -> String? {
    switch view {
    case let label as UILabel: return label.text
    case let button as UIButton: return button.currentTitle
    case let field as UITextField:
      let text = field.text ?? ""
      return text.isEmpty ? field.placeholder : text
    case let textView as UITextView: return textView.text
    default: return nil
    }
  }

  /// Draws the window as the platform would now and returns every drawing call, in
  /// window coordinates, back to front.
  public func drawCommands() -> [DrawCommand] {
    let canvas = RecordingCanvas(bounds: window.bounds)
    // A window draws itself at its frame on the screen, which is away from the screen's
    // corner for an iPad app's window in Slide Over or Stage Manager.
    let origin = window.presentationFrame.origin
    canvas.translate(by: CGPoint(x: -origin.x, y: -origin.y))
    window.runtime.activate { window.render(in: canvas) }
    return canvas.commands.filter { !$0.context.clipped }
  }

  /// The strings drawn now and where, back to front (the keyboard's key labels
  /// included while it is up).
  public func drawnTexts() -> [DrawnText] {
    drawCommands().compactMap { command in
      guard case .text(let string, let frame, _, let color, let context) = command, context.alpha > 0.01 else {
        return nil
      }
      return DrawnText(string: string, frame: frame, color: color)
    }
  }

  /// Auto Layout's messages so far (unsatisfiable constraints, and the constraint it
  /// broke), as UIKit prints them to the console.
  public var layoutMessages: [String] { window.runtime.layoutLog.messages }
}
