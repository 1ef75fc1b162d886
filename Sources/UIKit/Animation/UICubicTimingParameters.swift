import Foundation

/// UIKit's `UICubicTimingParameters`: an animator's timing as one of UIKit's curves or a
/// cubic Bézier from (0, 0) to (1, 1) through two control points.
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
  /// The curve given to `init(animationCurve:)`; easeInOut for custom control points.
  public let animationCurve: UIViewAnimationCurve
  public let controlPoint1: CGPoint
  public let controlPoint2: CGPoint
  private let isBuiltin: Bool

  /// UIKit's default timing, easeInOut.
  public convenience init() {
    self.init(animationCurve: .easeInOut)
  }

  public init(animationCurve curve: UIViewAnimationCurve) {
    animationCurve = curve
    controlPoint1 = curve.timingCurve.controlPoint1
    controlPoint2 = curve.timingCurve.controlPoint2
    isBuiltin = true
  }

  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    isBuiltin = false
  }

  open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
  open var cubicTimingParameters: UICubicTimingParameters? { self }
  open var springTimingParameters: UISpringTimingParameters? { nil }

  var timingCurve: TimingCurve { TimingCurve(controlPoint1: controlPoint1, controlPoint2: controlPoint2) }
}
