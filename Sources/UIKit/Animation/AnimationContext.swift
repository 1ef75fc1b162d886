import Foundation

/// The parameters of the animation block that is running (`UIView.animate`,
/// `UIView.transition`, a `UIViewPropertyAnimator`'s blocks, or the keyboard's own slide):
/// changes made inside it animate with these. Nested blocks inherit duration and curve, as
/// UIKit documents, unless they pass `.overrideInheritedDuration` / `.overrideInheritedCurve`.
///
/// A block is a scope of code, not of a runtime: code in a test's body or in a handler
/// may change views of any runtime. So a block attaches to a runtime (its `animator`)
/// with its first change, the runtime of the view changed, and its timeline starts on
/// that runtime's clock; a change to a view of another runtime from the same block is a
/// mistake that no frame could show rightly, and stops the program with a message that
/// says how to mend it (`bind(to:changing:)`). Blocks that UIKit opens for a runtime's
/// own work (a scroll, the indicators' fade, a property animator's) are attached from
/// the start.
@MainActor
final class AnimationContext {
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
  /// The block whose timeline this one joins (nil: a timeline of its own).
  private let joined: AnimationContext?
  /// The runtime current where the block was opened, and its time then: where the block
  /// starts if it attaches to that runtime, even when its change is applied later (a
  /// stack view's `isHidden` set in the block and laid out at the next frame).
  private let home: Animator
  private let openedAt: TimeInterval

  /// The animator of the runtime the block changes views of; nil until its first change.
  private(set) var animator: Animator?
  private var boundStart: TimeInterval = 0

  /// A block attached to `animator` from the start, its timeline starting at `startTime`.
  convenience init(
    animator: Animator, startTime: TimeInterval, delay: TimeInterval, duration: TimeInterval,
    curve: AnimationTiming, options: UIViewAnimationOptions, group: AnimationGroup,
    timeline: AnimationTimeline? = nil, segmentStart: Double = 0
  ) {
    self.init(
      delay: delay, duration: duration, curve: curve, options: options, group: group, timeline: timeline,
      segmentStart: segmentStart, joined: nil, home: animator, openedAt: startTime)
    self.animator = animator
    boundStart = startTime
    group.bind(to: animator)
  }

  private init(
    delay: TimeInterval, duration: TimeInterval, curve: AnimationTiming, options: UIViewAnimationOptions,
    group: AnimationGroup, timeline: AnimationTimeline?, segmentStart: Double, joined: AnimationContext?,
    home: Animator, openedAt: TimeInterval
  ) {
    self.home = home
    self.openedAt = openedAt
    self.delay = delay
    self.duration = duration
    self.curve = curve
    self.options = options
    self.group = group
    self.timeline = timeline
    self.segmentStart = segmentStart
    self.joined = joined
  }

  /// When the block's timeline starts, on its runtime's clock: the block it joined's
  /// start if that block runs on the same runtime, else when it was opened if it runs on
  /// the runtime it was opened in, else the time of the frame in which it was attached.
  /// Only asked once the block is attached.
  var startTime: TimeInterval { boundStart }

  /// A context for a new block, inheriting from `outer`, the block running. `timing`
  /// replaces the options' curve (a spring block).
  static func make(
    duration: TimeInterval, delay: TimeInterval, options: UIViewAnimationOptions, timing: AnimationTiming? = nil,
    group: AnimationGroup, outer: AnimationContext?, disabled: Bool, home: Animator
  ) -> AnimationContext {
    var duration = duration
    var delay = delay
    var curve = timing ?? .bezier(options.curve.timingCurve)
    var timeline: AnimationTimeline?
    var segmentStart = 0.0
    var joined: AnimationContext?
    if disabled { duration = 0 }
    if let outer {
      if !options.contains(.overrideInheritedDuration) {
        // Same timeline as the outer block: what starts later runs only what is left.
        joined = outer
        duration = outer.duration
        delay = outer.delay
        timeline = outer.timeline
        segmentStart = outer.segmentStart
      }
      if !options.contains(.overrideInheritedCurve) { curve = outer.curve }
    }
    return AnimationContext(
      delay: delay, duration: max(duration, 0), curve: curve, options: options, group: group, timeline: timeline,
      segmentStart: segmentStart, joined: joined, home: home, openedAt: home.now)
  }

  /// Attaches the block to `animator`, the runtime of a view it changes (`target`): the
  /// first change chooses; any later one must be of the same runtime.
  func bind(to animator: Animator, changing target: AnyObject) {
    if let bound = self.animator {
      guard bound !== animator else { return }
      fatalError(Self.twoRuntimes(target))
    }
    self.animator = animator
    if let joined, let joinedAnimator = joined.animator, joinedAnimator === animator {
      boundStart = joined.startTime
    } else {
      boundStart = home === animator ? openedAt : animator.now
    }
    group.bind(to: animator)
  }

  private static func twoRuntimes(_ target: AnyObject) -> String {
    """
    UIKit: one animation block changed views of two UIKit runtimes (the last: \(target)). \
    Each runtime, and so each ScreenTester, has a clock of its own, and a block runs on one. \
    Animate each screen's views in a block of their own, with its tester current \
    (`tester.run { UIView.animate(…) }`); a screen that reacts to another runtime's keyboard \
    inside that keyboard's block should observe with `object: view.window?.screen`.
    """
  }
}

/// The animations one block started; its completion runs when the last one ends.
@MainActor
final class AnimationGroup {
  /// Where a block that animated nothing completes: the runtime it was opened in, until
  /// a change attaches it to another.
  private unowned var animator: Animator
  private var running = 0
  private var allFinished = true
  private var completion: ((Bool) -> Void)?
  private(set) var isClosed = false

  init(animator: Animator, completion: ((Bool) -> Void)?) {
    self.animator = animator
    self.completion = completion
  }

  func bind(to animator: Animator) { self.animator = animator }

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
