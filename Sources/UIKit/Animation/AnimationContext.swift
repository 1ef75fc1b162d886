import Foundation

/// The parameters of the animation block that is running (`UIView.animate`,
/// `UIView.transition`, a `UIViewPropertyAnimator`'s blocks, or the keyboard's own slide):
/// changes made inside it animate with these. Nested blocks inherit duration and curve, as
/// UIKit documents, unless they pass `.overrideInheritedDuration` / `.overrideInheritedCurve`.
@MainActor
final class AnimationContext {
  let startTime: TimeInterval
  let delay: TimeInterval
  let duration: TimeInterval
  let curve: AnimationTiming
  let options: UIViewAnimationOptions
  let group: AnimationGroup
  /// A property animator's clock: animations started in the block follow its fraction
  /// complete instead of the frame time.
  let timeline: AnimationTimeline?
  /// Where on the timeline the block's animations begin, as a fraction of it (a delay
  /// factor, or the part already run when the block was added).
  let segmentStart: Double

  init(
    startTime: TimeInterval, delay: TimeInterval, duration: TimeInterval, curve: AnimationTiming,
    options: UIViewAnimationOptions, group: AnimationGroup, timeline: AnimationTimeline? = nil,
    segmentStart: Double = 0
  ) {
    self.startTime = startTime
    self.delay = delay
    self.duration = duration
    self.curve = curve
    self.options = options
    self.group = group
    self.timeline = timeline
    self.segmentStart = segmentStart
  }

  /// A context for a new block at `now`, inheriting from `outer`, the block running.
  /// `timing` replaces the options' curve (a spring block).
  static func make(
    now: TimeInterval, duration: TimeInterval, delay: TimeInterval, options: UIViewAnimationOptions,
    timing: AnimationTiming? = nil, group: AnimationGroup, outer: AnimationContext?, disabled: Bool
  ) -> AnimationContext {
    var start = now
    var duration = duration
    var delay = delay
    var curve = timing ?? .bezier(options.curve.timingCurve)
    var timeline: AnimationTimeline?
    var segmentStart = 0.0
    if disabled { duration = 0 }
    if let outer {
      if !options.contains(.overrideInheritedDuration) {
        // Same timeline as the outer block: what starts later runs only what is left.
        start = outer.startTime
        duration = outer.duration
        delay = outer.delay
        timeline = outer.timeline
        segmentStart = outer.segmentStart
      }
      if !options.contains(.overrideInheritedCurve) { curve = outer.curve }
    }
    return AnimationContext(
      startTime: start, delay: delay, duration: max(duration, 0), curve: curve, options: options, group: group,
      timeline: timeline, segmentStart: segmentStart)
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
