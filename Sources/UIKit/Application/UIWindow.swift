import Foundation

/// The root of what is on screen: hosts the root view controller's view, owns the
/// layout engine of its tree, and delivers touches to the hit-tested view.
@preconcurrency @MainActor
open class UIWindow: UIView {
  public private(set) var isKeyWindow = false

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
      if let old = oldValue {
        old.beginAppearanceTransition(false)
        old.view.removeFromSuperview()
        old.endAppearanceTransition(false)
      }
      if let controller = rootViewController {
        let view = controller.view!
        view.frame = bounds
        controller.beginAppearanceTransition(true)
        addSubview(view)
        controller.endAppearanceTransition(true)
      }
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
    layoutIfNeeded()
  }

  public func makeKey() {
    for window in UIApplication.shared.windows { window.isKeyWindow = false }
    isKeyWindow = true
  }

  /// Takes the window off screen.
  public func resignKeyAndHide() {
    isKeyWindow = false
    isHidden = true
    UIApplication.shared.unregister(self)
  }
}
