import Foundation

/// The root of what is on screen: hosts the root view controller's view, owns the
/// layout engine of its tree, and delivers touches to the hit-tested view.
@preconcurrency @MainActor
open class UIWindow: UIView {
  public private(set) var isKeyWindow = false
  /// See `keyboardController` (Keyboard/WindowKeyboard.swift).
  var keyboardControllerStorage: KeyboardController?

  /// The safe-area bands of the device (status bar / notch, home indicator).
  public var safeAreaInsetsOfDevice: UIEdgeInsets = UIScreen.main.device.safeAreaInsets {
    didSet { layoutEngineIfPresent?.safeAreaChanged() }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public convenience init() {
    self.init(frame: UIScreen.main.bounds)
  }

  open override var next: UIResponder? { UIApplication.shared }

  /// The controller whose view fills the window. Replacing it removes the old view
  /// (and releases the old controller unless something else holds it).
  public var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      // Appearance callbacks come when the window is on screen, as on iOS: now if it
      // is visible, else at makeKeyAndVisible().
      let onScreen = isOnScreen
      if let old = oldValue {
        if old.isVisible { old.beginAppearanceTransition(false) }
        old.view.removeFromSuperview()
        if old.isVisible { old.endAppearanceTransition(false) }
      }
      if let controller = rootViewController {
        let view = controller.view!
        view.frame = bounds
        if onScreen { controller.beginAppearanceTransition(true) }
        addSubview(view)
        if onScreen { controller.endAppearanceTransition(true) }
      }
      keyboardControllerStorage?.keepKeyboardOnTop()
    }
  }

  open override var frame: CGRect {
    didSet {
      rootViewController?.viewIfLoaded?.frame = bounds
      layoutEngineIfPresent?.safeAreaChanged()
    }
  }

  public func makeKeyAndVisible() {
    for window in UIApplication.shared.windows { window.isKeyWindow = false }
    isKeyWindow = true
    isHidden = false
    UIApplication.shared.register(self)
    _ = keyboardController
    if let controller = rootViewController, !controller.isVisible {
      controller.beginAppearanceTransition(true)
      controller.endAppearanceTransition(true)
    }
    layoutIfNeeded()
  }

  /// Whether the window is shown (made visible and not hidden since).
  var isOnScreen: Bool { !isHidden && UIApplication.shared.windows.contains { $0 === self } }

  public func makeKey() {
    for window in UIApplication.shared.windows { window.isKeyWindow = false }
    isKeyWindow = true
  }

  /// Takes the window off screen.
  public func resignKeyAndHide() {
    isKeyWindow = false
    isHidden = true
    UIApplication.shared.unregister(self)
    if let controller = rootViewController, controller.isVisible {
      controller.beginAppearanceTransition(false)
      controller.endAppearanceTransition(false)
    }
  }
}
