import Foundation

/// A scroll view's keyboard dismissal reaches the window's keyboard through here.
extension UIWindow: KeyboardDismissing {
  var isKeyboardUp: Bool { keyboardControllerStorage?.isKeyboardVisible ?? false }
  var keyboardRestingTop: CGFloat? { keyboardControllerStorage?.restingTop }
  func dismissKeyboard() { keyboardControllerStorage?.dismissByDrag() }
  func dragKeyboard(toTop top: CGFloat) { keyboardControllerStorage?.drag(toTop: top) }
  func releaseKeyboard(dismiss: Bool) { keyboardControllerStorage?.releaseDrag(dismiss: dismiss) }
}
