import Foundation

/// The parameters of the animation block that is running (`UIView.animate`,
/// `UIView.transition`, or the keyboard's own slide): changes made inside it animate
/// with these. Nested blocks inherit duration and curve, as UIKit documents, unless
/// they pass `.overrideInheritedDuration` / `.overrideInheritedCurve`.
@MainActor
final class AnimationContext {
  let startTime: TimeInterval
  let delay: TimeInterval
  let duration: TimeInterval
  let curve: TimingCurve
  let options: UIViewAnimationOptions
  let group: AnimationGroup

  init(
    startTime: TimeInterval, delay: TimeInterval, duration: TimeInterval, curve: TimingCurve,
    options: UIViewAnimationOptions, group: AnimationGroup
  ) {
    self.startTime = startTime
    self.delay = delay
    self.duration = duration
    self.curve = curve
    self.options = options
    self.group = group
  }

  /// A context for a new block at `now`, inheriting from `outer`, the block running.
  static func make(
    now: TimeInterval, duration: TimeInterval, delay: TimeInterval, options: UIViewAnimationOptions,
    group: AnimationGroup, outer: AnimationContext?, disabled: Bool
  ) -> AnimationContext {
    var start = now
    var duration = duration
    var delay = delay
    var curve = options.curve.timingCurve
    if disabled { duration = 0 }
    if let outer {
      if !options.contains(.overrideInheritedDuration) {
        // Same timeline as the outer block: what starts later runs only what is left.
        start = outer.startTime
        duration = outer.duration
        delay = outer.delay
      }
      if !options.contains(.overrideInheritedCurve) { curve = outer.curve }
    }
    return AnimationContext(
      startTime: start, delay: delay, duration: max(duration, 0), curve: curve, options: options, group: group)
  }
}

/// The animations one block started; its completion runs when the last one ends.
@MainActor
final class AnimationGroup {
  private unowned let animator: Animator
  private var running = 0
  private var allFinished = true
  private var completion: ((Bool) -> Void)?
  private(set) var isClosed = false

  init(animator: Animator, completion: ((Bool) -> Void)?) {
    self.animator = animator
    self.completion = completion
  }

  /// The block has returned and none of its animations runs any more.
  var isDone: Bool { isClosed && running == 0 }

  func animationStarted() { running += 1 }

  func animationEnded(finished: Bool, completeNow: Bool = true) {
    running -= 1
    if !finished { allFinished = false }
    if completeNow { finishIfDone() }
  }

  /// The block has returned: no more animations will join.
  func close() {
    isClosed = true
    if running == 0 {
      // UIKit calls the completion of a block that animated nothing on the next turn
      // of the run loop, not inside the call.
      animator.enqueueCompletion(self)
    }
  }

  func finishIfDone() {
    guard isClosed, running == 0, let completion else { return }
    self.completion = nil
    completion(allFinished)
  }
}
