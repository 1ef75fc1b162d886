import Foundation

/// UIKit's `UIViewImplicitlyAnimating`: an animator whose animations can be added to and
/// re-timed while it runs. Its methods are optional Objective-C requirements on iOS; Swift
/// without Objective-C has no optional requirements, so here they are requirements with
/// do-nothing defaults, and a custom animator that leaves some out still compiles.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  func addAnimations(_ animation: @escaping () -> Void)
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
  public func addAnimations(_ animation: @escaping () -> Void) {}
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
  public func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {}
}
