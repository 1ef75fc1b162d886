import Foundation

/// UIKit's keyboard notification names and userInfo keys, nonisolated as iOS declares
/// them (`nonisolated class let keyboardWillShowNotification`), so code off the main
/// actor can name them.
extension UIResponder {
  nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The keyboard's frame before the change, an `NSValue` of a `CGRect` in screen coordinates.
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame after the change, an `NSValue` of a `CGRect` in screen coordinates.
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The animation's duration in seconds, an `NSNumber` of a `Double` (0.25).
  nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The animation's curve, an `NSNumber` of the raw `UIView.AnimationCurve` value (7).
  nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app, an `NSNumber` of a `Bool`.
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
