import Foundation

/// `UIView.animate` and `UIView.transition`: run the block with an animation context,
/// so the changes it makes (constraint constants applied by `layoutIfNeeded()`, frames,
/// alpha, background colour) animate on the frame clock.
extension UIView {
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    runAnimationBlock(
      duration: duration, delay: delay, options: options, animations: animations, completion: completion)
  }

  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    runAnimationBlock(duration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    runAnimationBlock(duration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Animates on a damped spring: UIKit's, whose stiffness the duration sets (see
  /// `SpringCurve.init(uikitDampingRatio:initialVelocity:duration:)`), so the motion has
  /// settled at `duration`, where it lands exactly on the target. `velocity` is in
  /// distances per second (1: the whole distance in one second). The curve bits of
  /// `options` are ignored, as the spring is the curve.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let spring = SpringCurve(
      uikitDampingRatio: Double(dampingRatio), initialVelocity: Double(velocity), duration: duration)
    Animator.runBlock(
      duration: duration, delay: delay, options: options, timing: .spring(spring), home: Animator.current,
      animations: animations, completion: completion)
  }

  /// Animates the block's changes to `view` and its subtree. Transition styles (flips,
  /// curls) are not drawn; a cross-dissolve animates like a plain block.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    runAnimationBlock(
      duration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
  }

  /// Runs the block with no animation, even inside another animation block.
  public static func performWithoutAnimation(_ actions: () -> Void) {
    Animator.run(nil, actions)
  }

  /// Whether the code runs inside an animation block.
  public static var inheritedAnimationDuration: TimeInterval { AnimationContext.current?.duration ?? 0 }

  /// Runs a block whose changes animate on the clock of the runtime of the views they
  /// change (`AnimationContext`); one that changes nothing completes on the current
  /// runtime's next frame.
  static func runAnimationBlock(
    duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, animations: () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    Animator.runBlock(
      duration: duration, delay: delay, options: options, home: Animator.current, animations: animations,
      completion: completion)
  }
}
