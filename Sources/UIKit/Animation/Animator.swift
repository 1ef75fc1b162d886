import Foundation

/// Runs every property animation on the frame clock: constraint constants (what
/// `layoutIfNeeded()` inside an animation block produces), frames of views placed by
/// hand, alpha and background colour.
///
/// Each animation interpolates from what was on screen when it started to its target;
/// starting another animation of the same property replaces it from the current
/// on-screen value, so an interrupted animation turns around without a jump.
///
/// Each runtime has one. It also holds the stack of animation blocks running now and
/// the frame time, which the runtime pushes in with `advance(to:)`.
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
    let curve: TimingCurve
    /// The eased progress at the start (non-zero when a block joins an outer
    /// block's timeline late): progress is rescaled so the value starts where it is.
    let baseProgress: Double
    let apply: (Double) -> Void
    let group: AnimationGroup
    /// Keeps the animated object alive as long as its animation, as Core Animation does.
    let target: AnyObject

    init(
      key: Key, start: TimeInterval, duration: TimeInterval, curve: TimingCurve, baseProgress: Double,
      apply: @escaping (Double) -> Void, group: AnimationGroup, target: AnyObject
    ) {
      self.key = key
      self.start = start
      self.duration = duration
      self.curve = curve
      self.baseProgress = baseProgress
      self.apply = apply
      self.group = group
      self.target = target
    }
  }

  private var running: [Running] = []
  private var byKey: [Key: Running] = [:]
  /// Blocks whose completion is due at the end of the frame.
  private var completions: [AnimationGroup] = []

  /// Whether anything is animating (the app keeps drawing frames while it is).
  public var isAnimating: Bool { !running.isEmpty || !completions.isEmpty }

  /// How many property animations run now.
  public var runningCount: Int { running.count }

  /// The time of the last frame, where animations started between frames begin.
  public private(set) var now: TimeInterval = 0

  // MARK: Blocks

  /// The blocks running now, innermost last; nil marks `performWithoutAnimation`.
  private var contextStack: [AnimationContext?] = []

  /// The innermost block running now; nil outside blocks and inside
  /// `UIView.performWithoutAnimation`.
  var currentContext: AnimationContext? { contextStack.last ?? nil }

  /// Inside `UIView.performWithoutAnimation`: blocks started here do not animate.
  var isDisabled: Bool { contextStack.last.map { $0 == nil } ?? false }

  /// Runs `body` with `context` as the current block (nil: no animation).
  func run(_ context: AnimationContext?, _ body: () -> Void) {
    contextStack.append(context)
    body()
    contextStack.removeLast()
  }

  /// Runs a block: its changes animate with the given timing, inherited from an
  /// enclosing block unless the options override it; `completion` runs when the last
  /// animation it started ends (with false if one was interrupted).
  func runBlock(
    duration: TimeInterval, delay: TimeInterval, options: UIViewAnimationOptions, animations: () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    let group = AnimationGroup(animator: self, completion: completion)
    let context = AnimationContext.make(
      now: now, duration: duration, delay: delay, options: options, group: group, outer: currentContext,
      disabled: isDisabled)
    run(context, animations)
    group.close()
  }

  /// Fifteen frames of 1/60 s add up to 0.24999999999999997 s: an animation counts as
  /// ended within a microsecond of its end, so a 0.25 s one ends on its 15th frame.
  static let timeTolerance: TimeInterval = 1e-6

  // MARK: Starting

  /// Starts `apply(fraction)` from fraction 0 to 1 on `context`'s timeline. `apply(1)`
  /// is called exactly once at the end, so the final value is the exact target.
  func start(
    _ key: Key, target: AnyObject, context: AnimationContext, apply: @escaping (Double) -> Void
  ) {
    let begin = context.startTime + context.delay
    let t = now
    var base = 0.0
    if context.duration > 0, t > begin {
      base = context.curve.value(at: min(1, (t - begin) / context.duration))
    }
    if let old = byKey[key] { end(old, finished: false) }
    if context.duration <= 0 || base >= 1 {
      apply(1)
      context.group.animationStarted()
      context.group.animationEnded(finished: true)
      return
    }
    let animation = Running(
      key: key, start: begin, duration: context.duration, curve: context.curve, baseProgress: base, apply: apply,
      group: context.group, target: target)
    context.group.animationStarted()
    running.append(animation)
    byKey[key] = animation
    apply(0)
  }

  /// Whether an animation of `key` runs.
  func isRunning(_ key: Key) -> Bool { byKey[key] != nil }

  func cancel(_ key: Key) {
    if let old = byKey[key] { end(old, finished: false) }
  }

  /// An interrupted animation's block completes at once (with false), as the new block
  /// that replaced it starts; one that ran to its end completes after the frame is drawn.
  private func end(_ animation: Running, finished: Bool) {
    byKey[animation.key] = nil
    running.removeAll { $0 === animation }
    if finished {
      animation.group.animationEnded(finished: true, completeNow: false)
      if animation.group.isDone { enqueueCompletion(animation.group) }
    } else {
      animation.group.animationEnded(finished: false, completeNow: true)
    }
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
    guard !running.isEmpty else { return }
    for animation in running {
      let raw = animation.duration > 0 ? (time - animation.start) / animation.duration : 1
      if raw >= 1 - Animator.timeTolerance {
        animation.apply(1)
        continue
      }
      let eased = animation.curve.value(at: max(0, raw))
      let fraction = animation.baseProgress >= 1 ? 1 : (eased - animation.baseProgress) / (1 - animation.baseProgress)
      animation.apply(max(0, fraction))
    }
    for animation in running where time >= animation.start + animation.duration - Animator.timeTolerance {
      end(animation, finished: true)
    }
  }

  func enqueueCompletion(_ group: AnimationGroup) {
    if !completions.contains(where: { $0 === group }) { completions.append(group) }
  }

  /// Runs the completions that came due: blocks that animated nothing, and blocks
  /// whose last animation ended in this frame. A block that a completion starts and
  /// that animates nothing completes at the next frame, as UIKit runs such completions
  /// on the next turn of the run loop.
  public func runCompletions() {
    let due = completions
    completions.removeAll()
    for group in due { group.finishIfDone() }
  }

  /// Drops every animation without completing it.
  public func removeAll() {
    running.removeAll()
    byKey.removeAll()
    completions.removeAll()
  }
}
