import Foundation
import UIKit

/// Reading what is on screen, through the window's `WindowReader`.
extension ScreenTester {
  /// The reader of this tester's window.
  public var reader: WindowReader { WindowReader(window) }

  /// The window's first responder.
  public var firstResponder: UIResponder? { reader.firstResponder }

  /// Whether the on-screen keyboard is up or on its way up.
  public var isKeyboardShown: Bool { reader.isKeyboardShown }

  /// Where the keyboard is drawn now, in window coordinates; nil while it is hidden.
  public var keyboardFrameOnScreen: CGRect? { reader.keyboardFrameOnScreen }

  /// The keyboard's top edge as drawn, in window coordinates; the window's bottom while
  /// nothing of it is on screen.
  public var keyboardTop: CGFloat { reader.keyboardTop }

  /// `view`'s frame in window coordinates from the model (`WindowReader.frame(of:)`).
  public func frame(of view: UIView) -> CGRect { reader.frame(of: view) }

  /// Where `view` is drawn now, in window coordinates (`WindowReader.presentedFrame(of:)`).
  public func presentedFrame(of view: UIView) -> CGRect { reader.presentedFrame(of: view) }

  /// Whether a person sees any of `view` (`WindowReader.isVisible(_:)`).
  public func isVisible(_ view: UIView) -> Bool { reader.isVisible(view) }

  /// Every view in the window of type `type`, back to front.
  public func views<T: UIView>(of type: T.Type) -> [T] { reader.views(of: type) }

  /// Every view in the window that shows `text`.
  public func views(showing text: String) -> [UIView] { reader.views(showing: text) }

  /// Every drawing call of the window drawn now, back to front.
  public func drawCommands() -> [DrawCommand] { reader.drawCommands() }

  /// The strings drawn now and where, back to front.
  public func drawnTexts() -> [DrawnText] { reader.drawnTexts() }

  /// Auto Layout's messages so far.
  public var layoutMessages: [String] { reader.layoutMessages }
}
