import Foundation

/// Runs every property animation on the frame clock: constraint constants (what
/// `layoutIfNeeded()` inside an animation block produces), frames of views placed by
/// hand, alpha and background colour.
///
/// Each animation interpolates from what was on screen when it started to its target;
/// starting another animation of the same property replaces it from the current
/// on-screen value, so an interrupted animation turns around without a jump.
///
/// An animation follows the frame time (a `UIView.animate` block) or a property
/// animator's timeline (`AnimationTimeline`), whose fraction complete can pause, scrub
/// and run backwards; both kinds are the same `Running` and are keyed alike, so either
/// replaces the other.
///
/// Each runtime has one, with the frame time, which the runtime pushes in with
/// `advance(to:)`. The stack of animation blocks running now is the process's
/// (`currentContext`): each block attaches to the runtime of the views it changes.
@preconcurrency @MainActor
public final class Animator {
  public init() {}

  enum Property: Hashable {
    case constant, frame, alpha, backgroundColor, custom(Int)
  }

  struct Key: Hashable {
    let target: ObjectIdentifier
    let property: Property
  }

  final class Running {
    let key: Key
    let start: TimeInterval
    let duration: TimeInterval
    /// The timing; a property animator's `continueAnimation` may replace it.
    var curve: AnimationTiming
    /// The eased progress at the start (non-zero when a block joins an outer
    /// block's timeline late): progress is rescaled so the value starts where it is.
    let baseProgress: Double
    let apply: (Double) -> Void
    /// Makes the model value the one at a progress value and drops the presentation
    /// value: how a property animator stops, or finishes at its start or where it is.
    /// Nil where the applied value is the model value (constraint constants, offsets).
    let settle: ((Double) -> Void)?
    let group: AnimationGroup
    /// Keeps the animated object alive as long as its animation, as Core Animation does.
    let target: AnyObject

    /// The property animator's timeline this animation follows, if any (it holds its
    /// animations; they only point back).
    weak var timeline: AnimationTimeline?
    /// Where on the timeline this animation begins (a delay factor), as a fraction.
    let segmentStart: Double
    /// The progress value last applied.
    var value = 0.0
    /// Where the timeline last changed course (resumed, reversed, re-timed, paused for
    /// scrubbing): this animation's own progress and value then. Values continue from
    /// there, so a change of course never jumps.
    var anchorProgress = 0.0
    var anchorValue = 0.0
    /// After `continueAnimation` with new timing, the new curve runs in full over what is
    /// left, "as if the animation was started from its current position".
    var restartsAtAnchor = false

    init(
      key: Key, start: TimeInterval, duration: TimeInterval, curve: AnimationTiming, baseProgress: Double,
      apply: @escaping (Double) -> Void, settle: ((Double) -> Void)?, group: AnimationGroup, target: AnyObject,
      timeline: AnimationTimeline? = nil, segmentStart: Double = 0
    ) {
      self.key = key
      self.start = start
      self.duration = duration
      self.curve = curve
      self.baseProgress = baseProgress
      self.apply = apply
      self.settle = settle
      self.group = group
      self.target = target
      self.timeline = timeline
      self.segmentStart = segmentStart
    }

    /// This animation's own progress at a timeline fraction: 0 before its segment, 1 at
    /// the timeline's end.
    func progress(atFraction fraction: Double) -> Double {
      guard segmentStart < 1 else { return fraction >= 1 ? 1 : 0 }
      return min(max((fraction - segmentStart) / (1 - segmentStart), 0), 1)
    }
  }

  private var running: [Running] = []
  private var byKey: [Key: Running] = [:]
  /// Property animators' timelines that are active (running or paused).
  private var timelines: [AnimationTimeline] = []

  private enum Completion {
    case group(AnimationGroup)
    case block(() -> Void)
  }
  /// What is due at the end of the frame, in the order it came due.
  private var completions: [Completion] = []

  /// Whether anything is animating (the app keeps drawing frames while it is). A paused
  /// property animator is not: nothing moves until code moves it.
  public var isAnimating: Bool {
    !running.isEmpty || !completions.isEmpty || timelines.contains { $0.isRunning }
  }

  /// How many property animations run now, paused property animators' included.
  public var runningCount: Int { running.count + timelines.reduce(0) { $0 + $1.tracks.count } }

  /// The time of the last frame, where animations started between frames begin.
  public private(set) var now: TimeInterval = 0

  // MARK: Blocks

  /// The blocks running now, innermost last; nil marks `performWithoutAnimation`.
  /// Process-wide, not one stack per runtime: a block is a scope of code, and the code in
  /// it may change views of any runtime (each block attaches to the runtime of the views
  /// it changes, `AnimationContext.bind(to:changing:)`). Read for every view change made
  /// inside a block and every layout pass; main-actor only and never overlapping, so the
  /// dynamic exclusivity check is off.
  @exclusivity(unchecked) private static var blocks: [AnimationContext?] = []

  /// The innermost block running now; nil outside blocks and inside
  /// `UIView.performWithoutAnimation`.
  static var currentContext: AnimationContext? { blocks.last ?? nil }

  /// Inside `UIView.performWithoutAnimation`: blocks started here do not animate.
  static var isDisabled: Bool { blocks.last.map { $0 == nil } ?? false }

  /// Runs `body` with `context` as the current block (nil: no animation).
  static func run(_ context: AnimationContext?, _ body: () -> Void) {
    blocks.append(context)
    defer { blocks.removeLast() }
    body()
  }

  /// Runs a block: its changes animate with the given timing, inherited from an
  /// enclosing block unless the options override it; `completion` runs when the last
  /// animation it started ends (with false if one was interrupted). `timing` replaces the
  /// options' curve (a spring). A block that changes nothing completes on `home`'s next
  /// frame: the runtime current where it was opened.
  static func runBlock(
    duration: TimeInterval, delay: TimeInterval, options: UIViewAnimationOptions, timing: AnimationTiming? = nil,
    home: Animator, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    let group = AnimationGroup(animator: home, completion: completion)
    let context = AnimationContext.make(
      duration: duration, delay: delay, options: options, timing: timing, group: group, outer: currentContext,
      disabled: isDisabled, home: home)
    run(context, animations)
    group.close()
  }

  /// Fifteen frames of 1/60 s add up to 0.24999999999999997 s: an animation counts as
  /// ended within a microsecond of its end, so a 0.25 s one ends on its 15th frame.
  static let timeTolerance: TimeInterval = 1e-6

  // MARK: Starting

  /// Starts `apply(fraction)` from fraction 0 to 1 on `context`'s timeline. `apply(1)`
  /// is called exactly once at the end, so the final value is the exact target; a spring
  /// passes values beyond 1 on the way, so only exactly 1 means the end. `settle` (see
  /// `Running.settle`) is what a property animator needs to finish elsewhere.
  func start(
    _ key: Key, target: AnyObject, context: AnimationContext, settle: ((Double) -> Void)? = nil,
    apply: @escaping (Double) -> Void
  ) {
    context.bind(to: self, changing: target)
    if let timeline = context.timeline {
      startOnTimeline(timeline, key, target: target, context: context, settle: settle, apply: apply)
      return
    }
    let begin = context.startTime + context.delay
    let t = now
    // Joining late: a spring may be past its target for a moment, so the time decides
    // whether the timeline is over; a value already at the target has nowhere to go.
    let progress = context.duration > 0 && t > begin ? min(1, (t - begin) / context.duration) : 0
    let base = progress > 0 ? context.curve.value(at: progress) : 0
    if let old = byKey[key] { end(old, finished: false) }
    if context.duration <= 0 || progress >= 1 || abs(1 - base) < 1e-9 {
      apply(1)
      context.group.animationStarted()
      context.group.animationEnded(finished: true)
      return
    }
    let animation = Running(
      key: key, start: begin, duration: context.duration, curve: context.curve, baseProgress: base, apply: apply,
      settle: settle, group: context.group, target: target)
    context.group.animationStarted()
    running.append(animation)
    byKey[key] = animation
    apply(0)
  }

  /// An animation on a property animator's timeline; one whose animator has already
  /// finished (a block kept and run later) applies its target at once.
  private func startOnTimeline(
    _ timeline: AnimationTimeline, _ key: Key, target: AnyObject, context: AnimationContext,
    settle: ((Double) -> Void)?, apply: @escaping (Double) -> Void
  ) {
    if let old = byKey[key] { end(old, finished: false) }
    context.group.animationStarted()
    guard timeline.isActive else {
      apply(1)
      context.group.animationEnded(finished: true)
      return
    }
    let animation = Running(
      key: key, start: 0, duration: 0, curve: context.curve, baseProgress: 0, apply: apply, settle: settle,
      group: context.group, target: target, timeline: timeline, segmentStart: context.segmentStart)
    byKey[key] = animation
    timeline.add(animation)
  }

  /// Whether an animation of `key` runs.
  func isRunning(_ key: Key) -> Bool { byKey[key] != nil }

  func cancel(_ key: Key) {
    if let old = byKey[key] { end(old, finished: false) }
  }

  /// An interrupted animation's block completes at once (with false), as the new block
  /// that replaced it starts; one that ran to its end completes after the frame is drawn.
  private func end(_ animation: Running, finished: Bool) {
    if byKey[animation.key] === animation { byKey[animation.key] = nil }
    if let timeline = animation.timeline {
      timeline.remove(animation)
    } else {
      running.removeAll { $0 === animation }
    }
    if finished {
      animation.group.animationEnded(finished: true, completeNow: false)
      if animation.group.isDone { enqueueCompletion(animation.group) }
    } else {
      animation.group.animationEnded(finished: false, completeNow: true)
    }
  }

  // MARK: Property animators

  func register(_ timeline: AnimationTimeline) {
    if !timelines.contains(where: { $0 === timeline }) { timelines.append(timeline) }
  }

  func unregister(_ timeline: AnimationTimeline) {
    timelines.removeAll { $0 === timeline }
  }

  /// Takes a timeline's animations off it and off the animator, for its property
  /// animator to settle (`settle(_:at:)`) and end (`endGroups(of:finished:)`).
  func detachAnimations(of timeline: AnimationTimeline) -> [Running] {
    let animations = timeline.removeAllAnimations()
    for animation in animations where byKey[animation.key] === animation { byKey[animation.key] = nil }
    return animations
  }

  /// Makes each property's model value the one at `position`: its target (`.end`), where
  /// it started (`.start`), or what is on screen (`.current`), with nothing drawn in its
  /// place any more.
  func settle(_ animations: [Running], at position: UIViewAnimatingPosition) {
    Self.run(nil) {
      for animation in animations {
        switch position {
        case .end:
          if let settle = animation.settle {
            settle(1)
          } else if animation.value != 1 {
            animation.apply(1)
          }
          animation.value = 1
        case .start:
          (animation.settle ?? animation.apply)(0)
          animation.value = 0
        default:
          animation.settle?(animation.value)
        }
      }
    }
  }

  /// Tells the blocks that started `animations` that they ended.
  func endGroups(of animations: [Running], finished: Bool) {
    for animation in animations { animation.group.animationEnded(finished: finished) }
  }

  // MARK: Advancing

  /// A new frame begins at `time` (never earlier than the last): animations started
  /// from now on, before `advance(to:)`, start at it.
  public func beginFrame(at time: TimeInterval) {
    now = max(now, time)
  }

  /// Moves every animation to `time`; those that reach their end apply their exact
  /// target, and their blocks' completions wait for `runCompletions()`.
  public func advance(to time: TimeInterval) {
    now = max(now, time)
    if !running.isEmpty {
      for animation in running {
        let raw = animation.duration > 0 ? (time - animation.start) / animation.duration : 1
        if raw >= 1 - Animator.timeTolerance {
          animation.apply(1)
          continue
        }
        let eased = animation.curve.value(at: max(0, raw))
        let fraction = (eased - animation.baseProgress) / (1 - animation.baseProgress)
        animation.apply(fraction)
      }
      for animation in running where time >= animation.start + animation.duration - Animator.timeTolerance {
        end(animation, finished: true)
      }
    }
    for timeline in timelines where timeline.isRunning { timeline.advance(to: time) }
  }

  func enqueueCompletion(_ group: AnimationGroup) {
    let queued = completions.contains {
      if case .group(let other) = $0 { return other === group }
      return false
    }
    if !queued { completions.append(.group(group)) }
  }

  /// `block` runs in this frame's completions phase (the next frame's, between frames).
  func enqueueCompletion(_ block: @escaping () -> Void) {
    completions.append(.block(block))
  }

  /// Runs the completions that came due: blocks that animated nothing, blocks whose
  /// last animation ended in this frame, and property animators that finished in it. A
  /// block that a completion starts and that animates nothing completes at the next
  /// frame, as UIKit runs such completions on the next turn of the run loop.
  public func runCompletions() {
    let due = completions
    completions.removeAll()
    for completion in due {
      switch completion {
      case .group(let group): group.finishIfDone()
      case .block(let block): block()
      }
    }
  }

  /// Drops every animation without completing it.
  public func removeAll() {
    running.removeAll()
    byKey.removeAll()
    completions.removeAll()
    let active = timelines
    timelines.removeAll()
    for timeline in active { timeline.abandon() }
  }
}
