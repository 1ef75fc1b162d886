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

  /// The innermost block running now; nil outside blocks and inside
  /// `UIView.performWithoutAnimation`.
  static var current: AnimationContext? { stack.last ?? nil }
  /// Inside `UIView.performWithoutAnimation`: blocks started here do not animate.
  static var isDisabled: Bool { stack.last.map { $0 == nil } ?? false }
  private static var stack: [AnimationContext?] = []

  /// Runs `body` with `context` as the current one (nil: no animation).
  static func run(_ context: AnimationContext?, _ body: () -> Void) {
    stack.append(context)
    body()
    stack.removeLast()
  }

  /// A context for a new block at `now`, inheriting from the one running, if any.
  static func make(
    now: TimeInterval, duration: TimeInterval, delay: TimeInterval, options: UIViewAnimationOptions,
    group: AnimationGroup
  ) -> AnimationContext {
    var start = now
    var duration = duration
    var delay = delay
    var curve = options.curve.timingCurve
    if isDisabled { duration = 0 }
    if let outer = current {
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
  private var running = 0
  private var allFinished = true
  private var completion: ((Bool) -> Void)?
  private(set) var isClosed = false

  init(completion: ((Bool) -> Void)?) {
    self.completion = completion
  }

  func animationStarted() { running += 1 }

  func animationEnded(finished: Bool) {
    running -= 1
    if !finished { allFinished = false }
    finishIfDone()
  }

  /// The block has returned: no more animations will join.
  func close() {
    isClosed = true
    if running == 0 {
      // UIKit calls the completion of a block that animated nothing on the next turn
      // of the run loop, not inside the call.
      Animator.shared.enqueueCompletion(self)
    }
  }

  func finishIfDone() {
    guard isClosed, running == 0, let completion else { return }
    self.completion = nil
    completion(allFinished)
  }
}
