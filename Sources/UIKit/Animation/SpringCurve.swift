import Foundation

/// A damped spring of mass 1 as a timing function: the value starts at 0 with
/// `initialVelocity` (in target distances per second, UIKit's unit for
/// `initialSpringVelocity`) and is pulled to 1 by stiffness ω² against damping 2ζω.
/// Progress 0…1 spans `duration` seconds of the spring's motion.
///
/// UIKit's duration-based springs (`UIView.animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:…)`, `UIViewPropertyAnimator(duration:dampingRatio:)`) choose ω so
/// that the motion has died down to 0.001 of the distance at `duration`; see
/// `init(uikitDampingRatio:initialVelocity:duration:)`. An animation still lands exactly
/// on its target at `duration`: `value(at: 1)` is 1.
struct SpringCurve: Sendable, Equatable {
  /// ζ: 1 is critically damped (no overshoot), below 1 oscillates, above 1 creeps.
  let dampingRatio: Double
  /// ω, the undamped angular frequency, in radians per second.
  let angularFrequency: Double
  let initialVelocity: Double
  let duration: TimeInterval

  /// How close to rest UIKit's duration-based spring is at its duration: 0.001 of the
  /// distance, the threshold the analyses below measured.
  static let restThreshold = 0.001

  init(dampingRatio: Double, angularFrequency: Double, initialVelocity: Double, duration: TimeInterval) {
    self.dampingRatio = dampingRatio
    self.angularFrequency = angularFrequency
    self.initialVelocity = initialVelocity
    self.duration = duration
  }

  /// UIKit's spring for a damping ratio and a duration. Apple does not document the
  /// mapping; this follows the published analyses: Framer's `SpringCurveValueConverter`
  /// (reproduced in guillianbalisi/ios-spring-animations, `computeDerivedCurveOptions`)
  /// and Pan Yusheng's RevealSpringAnimation (`OmegaSolver`, whose tests compare ω with
  /// the CASpringAnimation UIKit itself creates, mass 1, stiffness ω², damping 2ζω, for
  /// ζ < 1 and v₀ ≤ 0; the critically damped rule is Framer's). ω is the one for which
  /// the motion's envelope is `restThreshold` at `duration`:
  /// - ζ < 1: x(t) = e^(−ζωt)(−cos bt + c sin bt), b = ω√(1−ζ²), c = (v₀ − ζω)/b, and
  ///   |c|·e^(−ζωD) = 0.001 (with v₀ = 0: ω = ln(ζ / (0.001·√(1−ζ²))) / (ζD));
  /// - ζ = 1: x(t) = (−1 + (v₀ − ω)t)e^(−ωt), and |1 + (ω − v₀)D|·e^(−ωD) = 0.001.
  /// Where several ω qualify (a large positive v₀), the largest is taken, as those solvers
  /// do. Ratios above 1 are taken as 1, as UIKit's duration-based springs never creep;
  /// ratios below 0.01 as 0.01, below which no positive ω satisfies the rule.
  init(uikitDampingRatio ratio: Double, initialVelocity: Double, duration: TimeInterval) {
    let zeta = min(max(ratio, 0.01), 1)
    let span = max(duration, 1e-3)
    let epsilon = Self.restThreshold
    let envelope: (Double) -> Double
    if zeta < 1 {
      let root = (1 - zeta * zeta).squareRoot()
      envelope = { omega in
        abs(initialVelocity - zeta * omega) / (omega * root) * exp(-zeta * omega * span)
      }
    } else {
      envelope = { omega in abs(1 + (omega - initialVelocity) * span) * exp(-omega * span) }
    }
    self.init(
      dampingRatio: zeta, angularFrequency: Self.largestRoot(of: envelope, equalTo: epsilon, scale: span),
      initialVelocity: initialVelocity, duration: duration)
  }

  /// A spring given physically (`UISpringTimingParameters(mass:stiffness:damping:…)`):
  /// it runs until it is at rest, so its duration is its settling time.
  init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
    let mass = max(mass, 1e-6)
    let stiffness = max(stiffness, 1e-6)
    let omega = (stiffness / mass).squareRoot()
    let zeta = max(damping, 0) / (2 * (stiffness * mass).squareRoot())
    let shape = SpringCurve(
      dampingRatio: zeta, angularFrequency: omega, initialVelocity: initialVelocity, duration: 1)
    self.init(
      dampingRatio: zeta, angularFrequency: omega, initialVelocity: initialVelocity,
      duration: shape.settlingTime)
  }

  /// The value at `progress` (a fraction of `duration`): exactly 0 at 0 and 1 at 1; in
  /// between it may overshoot 1 or, with a negative velocity, dip below 0.
  func value(at progress: Double) -> Double {
    guard progress > 0 else { return 0 }
    guard progress < 1 else { return 1 }
    return 1 + displacement(at: progress * duration)
  }

  /// The distance from the target at `time` seconds, −1 at the start.
  func displacement(at time: Double) -> Double {
    let zeta = dampingRatio
    let omega = angularFrequency
    let v0 = initialVelocity
    if abs(zeta - 1) < 1e-9 {
      return (-1 + (v0 - omega) * time) * exp(-omega * time)
    }
    if zeta < 1 {
      let b = omega * (1 - zeta * zeta).squareRoot()
      let c = (v0 - zeta * omega) / b
      return exp(-zeta * omega * time) * (-cos(b * time) + c * sin(b * time))
    }
    let root = (zeta * zeta - 1).squareRoot()
    let s1 = -omega * (zeta - root)
    let s2 = -omega * (zeta + root)
    let c1 = (v0 + s2) / (s1 - s2)
    return c1 * exp(s1 * time) + (-1 - c1) * exp(s2 * time)
  }

  /// When the motion's envelope (a bound on |displacement| that only decreases once it
  /// starts to) falls below `restThreshold` for good.
  var settlingTime: TimeInterval {
    let zeta = dampingRatio
    let omega = angularFrequency
    let v0 = initialVelocity
    let bound: (Double) -> Double
    if abs(zeta - 1) < 1e-9 {
      bound = { t in (1 + abs(v0 - omega) * t) * exp(-omega * t) }
    } else if zeta < 1 {
      let b = omega * (1 - zeta * zeta).squareRoot()
      let c = (v0 - zeta * omega) / b
      let amplitude = (1 + c * c).squareRoot()
      return max(0, log(amplitude / Self.restThreshold) / (zeta * omega))
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let s1 = -omega * (zeta - root)
      let s2 = -omega * (zeta + root)
      let c1 = (v0 + s2) / (s1 - s2)
      bound = { t in abs(c1) * exp(s1 * t) + abs(1 + c1) * exp(s2 * t) }
    }
    var low = 0.0
    var high = 1 / omega
    while bound(high) >= Self.restThreshold && high < 3600 { (low, high) = (high, high * 2) }
    for _ in 0..<100 {
      let mid = (low + high) / 2
      if bound(mid) >= Self.restThreshold { low = mid } else { high = mid }
    }
    return high
  }

  /// The largest x > 0 with f(x) = target, for an f that tends to 0 for large x: walk
  /// down from far above in 2 % steps to the first x where f reaches the target, then
  /// bisect. Deterministic, and it never lands on a smaller root by chance.
  private static func largestRoot(
    of f: (Double) -> Double, equalTo target: Double, scale: Double
  ) -> Double {
    var high = 10_000 / scale
    var low = high
    while low > 1e-6 / scale {
      low = high / 1.02
      if f(low) >= target { break }
      high = low
    }
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if f(mid) >= target { low = mid } else { high = mid }
      if high - low <= 1e-13 * high { break }
    }
    return (low + high) / 2
  }
}
