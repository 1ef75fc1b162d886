import Foundation

extension UIWindow: KeyboardHostWindow {
  /// The window's on-screen keyboard. `makeKeyAndVisible()` creates it, so a text input
  /// that becomes first responder in a visible window brings the keyboard up.
  public var keyboardController: KeyboardController {
    if let controller = keyboardControllerStorage { return controller }
    let controller = KeyboardController(window: self)
    keyboardControllerStorage = controller
    // Stored before it looks at the first responder: observers of a will-show it posts
    // may ask the window for its controller.
    controller.firstResponderChanged()
    return controller
  }

  var rootViewIfLoaded: UIView? { rootViewController?.viewIfLoaded }
}
