import Foundation

/// What a scroll view's `keyboardDismissMode` needs of the keyboard of the window it is
/// in: the keyboard is above Controls, so the window (`UIWindow`) adopts this and hands
/// each call to its keyboard.
@MainActor
protocol KeyboardDismissing: AnyObject {
  /// Whether the keyboard is up or on its way up.
  var isKeyboardUp: Bool { get }
  /// The keyboard's top (window coordinates) when it is up and not sliding, where a
  /// drag can take hold of it; nil otherwise.
  var keyboardRestingTop: CGFloat? { get }
  /// Hides the keyboard as any other hide does: the text input resigns, the keyboard
  /// slides down, with the notifications.
  func dismissKeyboard()
  /// Puts the keyboard's top at `top` now (not above its resting top, not below the
  /// window), with no notification: a finger holds it.
  func dragKeyboard(toTop top: CGFloat)
  /// The finger is up: the keyboard hides (`dismiss`) or slides back up, from where it
  /// is, each with its notifications.
  func releaseKeyboard(dismiss: Bool)
}
