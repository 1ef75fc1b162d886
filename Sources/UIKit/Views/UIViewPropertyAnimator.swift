import Foundation

/// UIKit's `UIViewPropertyAnimator`: animation blocks whose changes (frames, alpha,
/// colours, and constraint constants applied by a `layoutIfNeeded()` inside the block)
/// run on the runtime's animator, the one `UIView.animate` uses, frame by frame on the
/// frame time, and can be paused, scrubbed, reversed, stopped and re-timed.
///
/// The state machine is Apple's (documentation of `UIViewAnimating` and its members):
/// - `.inactive` at first. `startAnimation()`, `pauseAnimation()` or setting
///   `fractionComplete` run the blocks added so far and make it `.active`; blocks added
///   while active run at once, over what is left.
/// - `.active` until its animations finish; then `.inactive` again and each completion
///   gets `.end` (`.start` if reversed), in the completions phase of the frame in which it
///   finished. With `pausesOnCompletion` it stays active and paused instead, and no
///   completion runs.
/// - `stopAnimation(false)`: the properties keep their current values, the state is
///   `.stopped`, and `finishAnimation(at:)` must follow: it sets the model values to the
///   targets (`.end`), the start values (`.start`) or leaves them (`.current`), makes the
///   animator `.inactive` and runs the completions with that position.
/// - `stopAnimation(true)`: current values, `.inactive`, no completion runs.
///
/// What iOS calls a programmer error (it raises an exception) stops here with a
/// precondition failure that says which rule was broken: starting, pausing or continuing a
/// stopped animator; `finishAnimation(at:)` anywhere but after `stopAnimation(false)`;
/// pausing, stopping, scrubbing or reversing an active animator that is not interruptible;
/// setting `isInterruptible` or `isUserInteractionEnabled` while active. What Apple's
/// documentation lets an animator ignore is ignored: `fractionComplete` set while running
/// or stopped, `isReversed` set while stopped, `stopAnimation(_:)` on an animator that is
/// not active, blocks added to a stopped animator.
///
/// A running animator is kept alive by the runtime until it finishes, as on iOS, so
/// `UIViewPropertyAnimator(…) { … }.startAnimation()` runs to its end.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
  /// The timing given at creation (iOS returns a copy; here it is the same object).
  public let timingParameters: (any UITimingCurveProvider)?
  private let curve: AnimationTiming
  private let storedDuration: TimeInterval

  private var storedState: UIViewAnimatingState = .inactive
  private var storedReversed = false
  private var timeline: AnimationTimeline?
  /// Blocks added while inactive, run when the animator becomes active.
  private var pendingBlocks: [(animation: () -> Void, delayFactor: Double)] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// Between `stopAnimation(false)` and `finishAnimation(at:)`: what was animating, and
  /// where it stopped.
  private var stoppedAnimations: [Animator.Running] = []
  private var stoppedAnimator: Animator?
  private var stoppedFraction = 0.0
  /// Bumped whenever the animator leaves the active state, so a finish already queued
  /// for the frame's completions phase knows it is out of date.
  private var activation = 0

  // MARK: Creating

  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    timingParameters = parameters
    (curve, storedDuration) = parameters.animationTiming(forDuration: max(duration, 0))
  }

  public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// A spring over `duration`, UIKit's mapping of damping ratio and duration (the one
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:…)` uses).
  public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// An animator with `animations` already running (after `delay`), on the curve in
  /// `options`. iOS declares the result `Self`; that needs a required initializer, which
  /// would break iOS subclasses that declare initializers of their own, so the result here
  /// is a `UIViewPropertyAnimator`.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: Configuration

  /// The total duration of the main animations; for a spring given by mass, stiffness
  /// and damping, its settling time (such a spring ignores the duration it was given).
  open var duration: TimeInterval { storedDuration }

  /// Set by `startAnimation(afterDelay:)`.
  open private(set) var delay: TimeInterval = 0

  /// Apple: "Raises if set on an active animator."
  open var isInterruptible = true {
    willSet { precondition(storedState == .inactive, Self.message("isInterruptible set on an active animator")) }
  }

  /// Kept for iOS code; hit testing here always uses the model values.
  open var isUserInteractionEnabled = true {
    willSet {
      precondition(storedState == .inactive, Self.message("isUserInteractionEnabled set on an active animator"))
    }
  }

  open var isManualHitTestingEnabled = false

  /// Apple: true (the default) scrubs "using a linear timing function"; false scrubs along
  /// the animator's timing curve.
  open var scrubsLinearly = true

  open var pausesOnCompletion = false

  // MARK: State

  open var state: UIViewAnimatingState { storedState }

  /// Running forwards or backwards, delay included; false while paused or stopped.
  open var isRunning: Bool { storedState == .active && timeline?.isRunning == true }

  /// Apple: changes "should cause the animation to reverse direction"; once stopped,
  /// they are ignored.
  open var isReversed: Bool {
    get { storedReversed }
    set {
      guard storedState != .stopped else { return }
      if storedState == .active { requireInterruptible("isReversed set") }
      storedReversed = newValue
      if let timeline { timeline.setReversed(newValue, at: timeline.animator.now) }
    }
  }

  /// The fraction of the duration done, 0…1 (it counts down while reversed). Settable
  /// only while paused (Apple: "You can update the value of this property only while the
  /// animator is paused"); setting it on an inactive animator makes it active and paused.
  open var fractionComplete: CGFloat {
    get {
      if storedState == .stopped { return CGFloat(stoppedFraction) }
      return CGFloat(timeline?.fraction ?? 0)
    }
    set {
      switch storedState {
      case .stopped: return
      case .active where timeline?.isRunning == true: return
      default: break
      }
      requireInterruptible("fractionComplete set")
      let timeline = activate()
      timeline.scrub(to: Double(newValue), linearly: scrubsLinearly)
    }
  }

  // MARK: Blocks

  open func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Apple: the delay is `delayFactor` times the animator's remaining duration.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    let factor = min(max(Double(delayFactor), 0), 1)
    switch storedState {
    case .inactive: pendingBlocks.append((animation, factor))
    case .active: if let timeline { run(animation, delayFactor: factor, on: timeline) }
    default: return
    }
  }

  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: Flow

  open func startAnimation() {
    requireNotStopped("startAnimation()")
    let timeline = activate()
    guard !timeline.isRunning else { return }
    timeline.start(at: timeline.animator.now, delay: 0)
  }

  open func startAnimation(afterDelay delay: TimeInterval) {
    requireNotStopped("startAnimation(afterDelay:)")
    let timeline = activate()
    guard !timeline.isRunning else { return }
    self.delay = delay
    timeline.start(at: timeline.animator.now, delay: delay)
  }

  open func pauseAnimation() {
    requireNotStopped("pauseAnimation()")
    if storedState == .active { requireInterruptible("pauseAnimation()") }
    activate().pause()
  }

  /// `nil` parameters keep the timing; a `durationFactor` above 0 makes what is left take
  /// `durationFactor × duration` (Apple: the factor "is multiplied by the original
  /// duration"), and 0 keeps the pace, what the `durationFactor: 0` that iOS code commonly
  /// passes relies on. New parameters run in full over what is left, from where the
  /// properties are.
  open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
    requireNotStopped("continueAnimation(withTimingParameters:durationFactor:)")
    let timeline = activate()
    let left = storedReversed ? timeline.fraction : 1 - timeline.fraction
    var seconds = durationFactor > 0 ? Double(durationFactor) * duration : left * timeline.secondsPerUnit
    var newCurve: AnimationTiming?
    if let parameters {
      (newCurve, seconds) = parameters.animationTiming(forDuration: seconds)
    }
    timeline.retime(
      curve: newCurve, secondsPerUnit: left > 0 ? seconds / left : 0, at: timeline.animator.now)
  }

  open func stopAnimation(_ withoutFinishing: Bool) {
    guard storedState == .active, let timeline else { return }
    requireInterruptible("stopAnimation(_:)")
    let animator = timeline.animator
    let animations = animator.detachAnimations(of: timeline)
    animator.settle(animations, at: .current)
    animator.endGroups(of: animations, finished: false)
    stoppedFraction = timeline.fraction
    leaveActiveState()
    if withoutFinishing {
      storedState = .inactive
      completions.removeAll()
    } else {
      storedState = .stopped
      stoppedAnimations = animations
      stoppedAnimator = animator
    }
  }

  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    precondition(
      storedState == .stopped,
      Self.message(
        "finishAnimation(at:) called while \(Self.name(of: storedState)); only valid after stopAnimation(false)"))
    stoppedAnimator?.settle(stoppedAnimations, at: finalPosition)
    stoppedAnimations = []
    stoppedAnimator = nil
    storedState = .inactive
    complete(at: finalPosition)
  }

  // MARK: Running

  /// The timeline of the active animator, made (and the pending blocks run on it) when it
  /// becomes active, on the animator of the runtime whose work runs now.
  private func activate() -> AnimationTimeline {
    if let timeline { return timeline }
    let timeline = AnimationTimeline(animator: Animator.current, duration: storedDuration, isReversed: storedReversed)
    timeline.owner = self
    timeline.onReachedEnd = { [weak self] in self?.reachedEnd() }
    timeline.activate()
    self.timeline = timeline
    storedState = .active
    let blocks = pendingBlocks
    pendingBlocks.removeAll()
    for block in blocks { run(block.animation, delayFactor: block.delayFactor, on: timeline) }
    return timeline
  }

  private func run(_ animation: () -> Void, delayFactor: Double, on timeline: AnimationTimeline) {
    let done = timeline.fraction
    let context = AnimationContext(
      animator: timeline.animator, startTime: timeline.animator.now, delay: 0, duration: storedDuration,
      curve: curve, options: [], group: AnimationGroup(animator: timeline.animator, completion: nil),
      timeline: timeline, segmentStart: done + delayFactor * (1 - done))
    Animator.run(context, animation)
  }

  private func reachedEnd() {
    guard let timeline else { return }
    if pausesOnCompletion {
      timeline.pause()
      return
    }
    let current = activation
    timeline.animator.enqueueCompletion { [self] in
      guard activation == current, storedState == .active, let timeline = self.timeline, !timeline.isRunning else {
        return
      }
      let position: UIViewAnimatingPosition = timeline.fraction <= 0 ? .start : .end
      let animator = timeline.animator
      let animations = animator.detachAnimations(of: timeline)
      animator.settle(animations, at: position)
      animator.endGroups(of: animations, finished: position == .end)
      leaveActiveState()
      storedState = .inactive
      complete(at: position)
    }
  }

  private func leaveActiveState() {
    activation += 1
    timeline?.deactivate()
    timeline = nil
  }

  private func complete(at position: UIViewAnimatingPosition) {
    let due = completions
    completions.removeAll()
    for completion in due { completion(position) }
  }

  // MARK: Programmer errors

  private func requireNotStopped(_ call: String) {
    precondition(
      storedState != .stopped,
      Self.message("\(call) called on a stopped animator; call finishAnimation(at:) first"))
  }

  private func requireInterruptible(_ call: String) {
    precondition(isInterruptible, Self.message("\(call) on an animator that is not interruptible"))
  }

  private static func message(_ text: String) -> String {
    "UIViewPropertyAnimator: \(text) (a programmer error; UIKit raises an exception)"
  }

  private static func name(of state: UIViewAnimatingState) -> String {
    switch state {
    case .inactive: "inactive"
    case .active: "active"
    case .stopped: "stopped"
    @unknown default: "in state \(state.rawValue)"
    }
  }
}
