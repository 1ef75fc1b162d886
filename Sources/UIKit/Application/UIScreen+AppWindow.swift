import Foundation

extension UIScreen {
  /// The app's window takes `arrangement`'s share of an iPad's screen, as a person drags
  /// Split View's divider, pulls the app into Slide Over or resizes a Stage Manager
  /// window. In iOS's order, as for a rotation: the root controllers get
  /// `viewWillTransition(to:with:)` with the new size; inside one animation block the
  /// window takes its new frame and the safe-area bands under it, its traits change when
  /// its width crosses a size class (`traitCollectionDidChange(_:)`), and the
  /// coordinator's alongside animations run; its completions run when the block ends. The
  /// keyboard stays the screen's. Returns false on a phone, whose window is its screen
  /// (only `.fullScreen` is taken there).
  @discardableResult
  public func arrangeAppWindow(_ arrangement: AppWindowArrangement) -> Bool {
    guard arrangement != appWindowArrangement else { return true }
    guard device.isPad || arrangement == .fullScreen else { return false }
    let windows = observingObjects.compactMap { $0 as? UIWindow }
    let oldFrame = appWindowFrame
    let size = arrangement.frame(onScreenOf: bounds.size).size
    let moving = windows.filter { $0.frame == oldFrame }
    let coordinator = RotationTransitionCoordinator(duration: Self.rotationDuration)
    for window in moving { window.rootViewController?.viewWillTransition(to: size, with: coordinator) }
    let runtime = moving.last?.runtime ?? UIKitRuntime.current
    runtime.activate {
      UIView.animate(
        withDuration: Self.rotationDuration,
        animations: {
          self.appWindowArrangement = arrangement
          for window in moving {
            window.appWindowArrangementChanged(from: oldFrame)
            window.layoutIfNeeded()
          }
          coordinator.runAnimations()
        },
        completion: { _ in coordinator.finish() })
    }
    return true
  }
}
