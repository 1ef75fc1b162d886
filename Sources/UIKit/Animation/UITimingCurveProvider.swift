import Foundation

/// UIKit's `UITimingCurveProvider`: the timing of an animator, as a cubic Bézier, a spring
/// or both (`.composed`). iOS also requires NSCoding and NSCopying, which need the
/// Objective-C runtime; an adopter written for iOS still compiles with those methods.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
  var timingCurveType: UITimingCurveType { get }
  var cubicTimingParameters: UICubicTimingParameters? { get }
  var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
  /// The timing function for an animator of `duration`, and how long it runs: a spring
  /// given by mass, stiffness and damping runs until it settles, whatever the animator's
  /// duration. A composed provider runs its spring (the Bézier would only shape the
  /// spring's approach, which is not modelled).
  func animationTiming(forDuration duration: TimeInterval) -> (timing: AnimationTiming, duration: TimeInterval) {
    if timingCurveType != .cubic && timingCurveType != .builtin, let spring = springTimingParameters {
      let curve = spring.springCurve(forDuration: duration)
      return (.spring(curve), curve.duration)
    }
    if let cubic = cubicTimingParameters {
      return (.bezier(cubic.timingCurve), duration)
    }
    if let spring = springTimingParameters {
      let curve = spring.springCurve(forDuration: duration)
      return (.spring(curve), curve.duration)
    }
    return (.bezier(.easeInOut), duration)
  }
}
