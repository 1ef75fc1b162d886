import Foundation

extension UIScreen {
  /// How long the interface takes to turn: the coordinator's `transitionDuration` on an
  /// iPhone, 0.3 s (an estimate: Apple publishes no figure; the rotation animation is
  /// commonly measured at 0.3–0.4 s).
  public static let rotationDuration: TimeInterval = 0.3

  /// The device turns to `orientation`: the interface follows if the key window's root
  /// view controller supports it (`supportedInterfaceOrientations`), as iOS decides.
  /// Then, in iOS's order: every root controller on this screen gets
  /// `viewWillTransition(to:with:)` with the new size; inside one animation block the
  /// windows take the new size and safe area (the layout pass brings the safe-area
  /// callbacks) and the coordinator's alongside animations run; a keyboard that is up
  /// moves to the new orientation's frame, announced as a show; the coordinator's
  /// completions run when the block ends. Returns whether the interface turned.
  @discardableResult
  public func rotate(to orientation: UIInterfaceOrientation) -> Bool {
    guard orientation != .unknown, orientation != interfaceOrientation else { return false }
    let windows = observingObjects.compactMap { $0 as? UIWindow }
    let deciding = windows.last { $0.isKeyWindow } ?? windows.last
    guard deciding?.rootViewController?.supportedInterfaceOrientations.contains(orientation) ?? true else {
      return false
    }
    let size = device.oriented(orientation).size
    let coordinator = RotationTransitionCoordinator(duration: Self.rotationDuration)
    for window in windows { window.rootViewController?.viewWillTransition(to: size, with: coordinator) }
    let runtime = deciding?.runtime ?? UIKitRuntime.current
    runtime.activate {
      UIView.animate(
        withDuration: Self.rotationDuration,
        animations: {
          self.interfaceOrientation = orientation
          for window in windows { window.layoutIfNeeded() }
          coordinator.runAnimations()
        },
        completion: { _ in coordinator.finish() })
      for window in windows { window.keyboardControllerStorage?.interfaceDidRotate() }
    }
    return true
  }
}
