import Foundation

/// A scroll view's offset correction in a layout pass the keyboard caused reaches the
/// keyboard's slide through here.
extension UIWindow: KeyboardSliding {
  func keyboardSlide() -> (context: AnimationContext, progress: Double)? { keyboardControllerStorage?.slide() }
}
