import Foundation

/// What the platform layer needs to drive the system's text input: SDL delivers text
/// events only between `SDL_StartTextInput` and `SDL_StopTextInput`, and places an input
/// method's candidate window from `SDL_SetTextInputRect`.
extension UIWindow {
  /// Whether the window's first responder takes text (start text input while true).
  public var isTextInputActive: Bool {
    firstResponder is UIKeyInput
  }

  /// Where the caret is, in window coordinates, for the input method's candidate window
  /// (whether or not the caret is in the visible half of its blink). Text inputs that
  /// do not report a caret give their bounds. Nil when no text input is active.
  public var textInputCaretRect: CGRect? {
    guard let view = firstResponder as? UIView, view is UIKeyInput, view.window === self else {
      return nil
    }
    let rect = (view as? CaretReporting)?.caretRectIgnoringBlink ?? view.bounds
    return view.convert(rect, to: nil)
  }
}

extension UIApplication {
  /// Whether the key window's first responder takes text.
  public var isTextInputActive: Bool { keyWindow?.isTextInputActive ?? false }

  /// The key window's caret rectangle (see `UIWindow.textInputCaretRect`).
  public var textInputCaretRect: CGRect? { keyWindow?.textInputCaretRect }
}

extension UITextField: CaretReporting {}
extension UITextView: CaretReporting {}
