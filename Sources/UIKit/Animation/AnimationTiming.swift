import Foundation

/// How an animation's progress (time as a fraction of its duration) maps to the fraction
/// of the way its value has moved: one of Core Animation's cubic Béziers, or a spring.
enum AnimationTiming: Sendable, Equatable {
  case bezier(TimingCurve)
  case spring(SpringCurve)

  /// Exactly 0 at 0 and 1 at 1; a spring may leave 0…1 in between.
  func value(at progress: Double) -> Double {
    switch self {
    case .bezier(let curve): curve.value(at: progress)
    case .spring(let spring): spring.value(at: progress)
    }
  }
}
