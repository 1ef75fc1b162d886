import Foundation

/// How an animation's progress maps to its value: a cubic Bézier from (0, 0) to (1, 1)
/// with two control points, as Core Animation's `CAMediaTimingFunction` and CSS's
/// `cubic-bezier()`.
public struct TimingCurve: Sendable, Equatable, CustomStringConvertible {
  public let x1: Double
  public let y1: Double
  public let x2: Double
  public let y2: Double

  /// The control points' x are clamped to 0...1: outside it the curve would not be a
  /// function of time. Their y may leave 0...1 (overshoot).
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = min(max(x1, 0), 1)
    self.y1 = y1
    self.x2 = min(max(x2, 0), 1)
    self.y2 = y2
  }

  /// The spelling of `UICubicTimingParameters(controlPoint1:controlPoint2:)`.
  public init(controlPoint1 p1: CGPoint, controlPoint2 p2: CGPoint) {
    self.init(Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y))
  }

  public var controlPoint1: CGPoint { CGPoint(x: x1, y: y1) }
  public var controlPoint2: CGPoint { CGPoint(x: x2, y: y2) }

  public static let linear = TimingCurve(0, 0, 1, 1)
  public static let easeIn = TimingCurve(0.42, 0, 1, 1)
  public static let easeOut = TimingCurve(0, 0, 0.58, 1)
  public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
  /// The keyboard's slide, iOS's private animation curve 7 (what `keyboardWillShow`
  /// reports in `UIKeyboardAnimationCurveUserInfoKey`). Apple does not document it; this
  /// is the cubic Bézier fitted to the iOS keyboard by reverse engineering and posted on
  /// Apple's Developer Forums ("iOS Keyboard show animation curve control points",
  /// thread 48088). A reply there reports that UIKit turns curve 7 into a
  /// `CASpringAnimation` (mass 3, stiffness 1000, damping 500); as quoted those numbers
  /// reach only 63 % of the way in 0.5 s, so they cannot be the slide as measured, and
  /// the Bézier stays the model.
  public static let keyboard = TimingCurve(0.380, 0.700, 0.125, 1.000)

  /// The eased value at `progress` (time as a fraction of the duration, clamped to
  /// 0...1). Exactly 0 at 0 and exactly 1 at 1, so animations land on their targets.
  public func value(at progress: Double) -> Double {
    guard progress > 0 else { return 0 }
    guard progress < 1 else { return 1 }
    if x1 == y1 && x2 == y2 { return progress }
    return Self.bezier(parameter(forX: progress), y1, y2)
  }

  public var description: String {
    "TimingCurve(\(x1), \(y1), \(x2), \(y2))"
  }

  /// The Bézier parameter t with x(t) == x. Newton's method converges in a few steps
  /// almost everywhere; where the slope is flat it can wander, so bisection (always
  /// correct, since x(t) is monotonic for control x in 0...1) finishes the job.
  private func parameter(forX x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = Self.bezier(t, x1, x2) - x
      if abs(error) < 1e-14 { return t }
      let slope = Self.bezierSlope(t, x1, x2)
      if abs(slope) < 1e-9 { break }
      t -= error / slope
      if t < 0 || t > 1 { break }
    }
    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<100 {
      let value = Self.bezier(t, x1, x2)
      if abs(value - x) < 1e-15 { return t }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
      if high - low < 1e-16 { break }
    }
    return t
  }

  /// One coordinate of the curve with end points 0 and 1, in Horner form.
  private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    // B(t) = 3(1-t)²t·p1 + 3(1-t)t²·p2 + t³
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return ((a * t + b) * t + c) * t
  }

  private static func bezierSlope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return (3 * a * t + 2 * b) * t + c
  }
}
