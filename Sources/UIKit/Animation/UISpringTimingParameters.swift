import Foundation

/// UIKit's `UISpringTimingParameters`: an animator's timing as a damped spring, given by
/// its damping ratio (the animator's duration then sets its stiffness, as
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:…)` does) or physically, by
/// mass, stiffness and damping (it then runs until it settles).
///
/// The velocity is a vector on iOS, one component per axis of a point property; here every
/// animated property follows one progress value, so `dx` is the velocity used (for a
/// one-dimensional property that is what iOS uses too).
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
  public let initialVelocity: CGVector
  private let definition: Definition

  private enum Definition {
    case dampingRatio(Double)
    case physical(mass: Double, stiffness: Double, damping: Double)
  }

  /// Apple's documentation: "sets the initial velocity … to 0.0 and sets the damping
  /// ratio to 4.56" (a ratio above 1, which a duration-based spring takes as 1).
  public convenience init() {
    self.init(dampingRatio: 4.56, initialVelocity: .zero)
  }

  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    definition = .dampingRatio(Double(ratio))
    initialVelocity = velocity
  }

  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
    definition = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
    initialVelocity = velocity
  }

  open var timingCurveType: UITimingCurveType { .spring }
  open var cubicTimingParameters: UICubicTimingParameters? { nil }
  open var springTimingParameters: UISpringTimingParameters? { self }

  func springCurve(forDuration duration: TimeInterval) -> SpringCurve {
    let velocity = Double(initialVelocity.dx)
    switch definition {
    case .dampingRatio(let ratio):
      return SpringCurve(uikitDampingRatio: ratio, initialVelocity: velocity, duration: duration)
    case .physical(let mass, let stiffness, let damping):
      return SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }
  }
}
