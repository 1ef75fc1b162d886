import Foundation

/// The clock of one `UIViewPropertyAnimator` while it is active: its fraction complete
/// (linear in time while it runs, set by code while it is paused), its direction and
/// speed, and the animations its blocks started, which follow the fraction instead of
/// the frame time.
///
/// Each animation's value is its curve at its own progress. When the timeline changes
/// course (resumes after scrubbing, reverses, takes new timing) each animation is
/// anchored where it is, and its values continue from that anchor to its end (1 going
/// forward, 0 going back): never a jump, and always exactly the end values at the end.
/// An animation that has never been scrubbed off its curve stays exactly on it, so a
/// reversed animation retraces its curve, as UIKit's does.
@MainActor
final class AnimationTimeline {
  unowned let animator: Animator
  /// Seconds one unit of fraction takes: the animator's duration, until
  /// `continueAnimation` changes the pace.
  private(set) var secondsPerUnit: TimeInterval
  private(set) var fraction = 0.0
  private(set) var isReversed: Bool
  /// Whether the fraction moves with time (false while paused).
  private(set) var isRunning = false
  /// Whether animations started in its blocks join it: from `activate()` until its
  /// animator finishes or stops.
  private(set) var isActive = false
  private(set) var tracks: [Animator.Running] = []
  /// Called in the animations phase of the frame in which the fraction reaches its end
  /// (1, or 0 when reversed), after the end values are applied.
  var onReachedEnd: (() -> Void)?
  /// The property animator, kept alive while it is active, as UIKit keeps a running
  /// animator that nothing else references.
  var owner: AnyObject?

  /// While running: the time the fraction moves from (after a delay), and its value then.
  private var clockStart: TimeInterval = 0
  private var clockFraction = 0.0

  init(animator: Animator, duration: TimeInterval, isReversed: Bool) {
    self.animator = animator
    secondsPerUnit = max(duration, 0)
    self.isReversed = isReversed
  }

  func activate() {
    isActive = true
    animator.register(self)
  }

  /// Its animator has finished or stopped (its animations already detached).
  func deactivate() {
    isActive = false
    isRunning = false
    animator.unregister(self)
    onReachedEnd = nil
    owner = nil
  }

  /// The runtime shuts down: nothing completes.
  func abandon() {
    tracks.removeAll()
    deactivate()
  }

  // MARK: Animations

  /// A new animation starts from where its property is now, at the current fraction.
  func add(_ track: Animator.Running) {
    track.anchorProgress = track.progress(atFraction: fraction)
    track.anchorValue = 0
    track.value = 0
    tracks.append(track)
    track.apply(0)
  }

  func remove(_ track: Animator.Running) {
    tracks.removeAll { $0 === track }
  }

  func removeAllAnimations() -> [Animator.Running] {
    let all = tracks
    tracks.removeAll()
    return all
  }

  // MARK: Flow

  /// Runs from the current fraction, `delay` seconds after `time`, on the curves.
  func start(at time: TimeInterval, delay: TimeInterval) {
    anchor(restarting: false)
    startClock(at: time + max(delay, 0))
  }

  /// Stops the clock where it is; values stay.
  func pause() {
    isRunning = false
    anchor(restarting: false)
  }

  /// A paused timeline jumps to `newFraction`: linearly between the anchors (UIKit's
  /// default while scrubbing) or along each animation's curve.
  func scrub(to newFraction: Double, linearly: Bool) {
    fraction = min(max(newFraction, 0), 1)
    for track in tracks { apply(track, linearly: linearly) }
  }

  /// Reverses direction from where the animations are now.
  func setReversed(_ reversed: Bool, at time: TimeInterval) {
    guard reversed != isReversed else { return }
    if isRunning {
      anchor(restarting: false)
      startClock(at: max(time, clockStart))
    }
    isReversed = reversed
  }

  /// New timing for what is left (`continueAnimation`): `curve` (nil keeps each
  /// animation's) run from where the animations are, the rest taking `secondsPerUnit`
  /// per unit of fraction; runs if paused.
  func retime(curve: AnimationTiming?, secondsPerUnit: TimeInterval, at time: TimeInterval) {
    if let curve {
      for track in tracks { track.curve = curve }
    }
    anchor(restarting: curve != nil)
    self.secondsPerUnit = max(secondsPerUnit, 0)
    startClock(at: isRunning ? max(time, clockStart) : time)
  }

  private func startClock(at time: TimeInterval) {
    clockStart = time
    clockFraction = fraction
    isRunning = true
  }

  private func anchor(restarting: Bool) {
    for track in tracks {
      track.anchorProgress = track.progress(atFraction: fraction)
      track.anchorValue = track.value
      track.restartsAtAnchor = restarting
    }
  }

  /// The frame at `time`: the fraction moves on; at its end the exact end values apply
  /// and `onReachedEnd` runs.
  func advance(to time: TimeInterval) {
    guard isRunning else { return }
    let elapsed = time - clockStart
    guard elapsed >= 0 else { return }  // still in the delay
    let left = (isReversed ? clockFraction : 1 - clockFraction) * secondsPerUnit
    if elapsed >= left - Animator.timeTolerance {
      fraction = isReversed ? 0 : 1
      for track in tracks { apply(track, linearly: false) }
      isRunning = false
      onReachedEnd?()
      return
    }
    let moved = elapsed / secondsPerUnit
    fraction = min(max(isReversed ? clockFraction - moved : clockFraction + moved, 0), 1)
    for track in tracks { apply(track, linearly: false) }
  }

  // MARK: Values

  private func apply(_ track: Animator.Running, linearly: Bool) {
    let value = Self.value(of: track, at: track.progress(atFraction: fraction), linearly: linearly)
    // 1 is the end, applied once: what ends with it (a stack view hiding a view) must not
    // run again while a paused timeline sits at its end.
    if value == 1 && track.value == 1 { return }
    track.value = value
    track.apply(value)
  }

  /// The value of `track` at its progress `u`, continuing from its anchor (uA, vA):
  /// - on its curve E: forward vA + (1 − vA)·(E(u) − E(uA)) / (1 − E(uA)), back
  ///   vA·E(u) / E(uA) — exactly E(u) when vA = E(uA), the animation never scrubbed;
  /// - restarted (new timing): forward vA + (1 − vA)·E((u − uA) / (1 − uA)), back
  ///   vA·(1 − E((uA − u) / uA));
  /// - scrubbed linearly: E is the identity.
  static func value(of track: Animator.Running, at u: Double, linearly: Bool) -> Double {
    if u >= 1 { return 1 }
    if u <= 0 { return 0 }
    let uA = track.anchorProgress
    let vA = track.anchorValue
    if u == uA { return vA }
    let curve: (Double) -> Double = linearly ? { $0 } : { track.curve.value(at: $0) }
    if track.restartsAtAnchor && !linearly {
      return u > uA
        ? vA + (1 - vA) * curve((u - uA) / (1 - uA))
        : vA * (1 - curve((uA - u) / uA))
    }
    let eA = curve(uA)
    if abs(vA - eA) < 1e-12 { return curve(u) }
    if u > uA {
      let span = 1 - eA
      return abs(span) < 1e-9 ? vA + (curve(u) - eA) : vA + (1 - vA) * (curve(u) - eA) / span
    }
    return abs(eA) < 1e-9 ? vA + (curve(u) - eA) : vA * curve(u) / eA
  }
}
