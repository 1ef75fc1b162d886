import Foundation

/// One UIKit world: the frame time, the animator, text measurement, the layout log and
/// the windows on screen. Nothing else in UIKit is process-wide.
///
/// The platform pushes time in: it calls `beginFrame(at:input:draw:)` once per display
/// frame with the frame's time, and the phases of `FramePhase` run in their fixed order.
/// Headless runs and tests call the same entry point with stepped times
/// (`pumpFrames`, `settle`), so no code asks what kind of clock drives it.
///
/// `UIApplication.shared` and `UIScreen.main` are the façades iOS code uses; they speak
/// for the *current* runtime. The current runtime is the one whose work is running: a
/// window's entry points (touches, text, keys, layout, first-responder changes) and
/// `beginFrame` make their runtime current while they run, and `activate(_:)` does so
/// for any code. Outside all of those it is the one an owner made current for a while
/// (`makeCurrent(for:)`: a `ScreenTester`, from its creation to its `tearDown`), else
/// the one bound to the running task (`withRuntime`), else the process's `main`
/// runtime. A test makes its own runtime and runs in it, so tests side by side share
/// nothing.
@preconcurrency @MainActor
public final class UIKitRuntime {
  /// The process's runtime: the app's, and what `UIApplication.shared` speaks for when
  /// no other runtime is active.
  public static let main = UIKitRuntime()

  /// The runtime whose work runs now: the innermost `activate`, else the newest made
  /// current by an owner in this task (`makeCurrent(for:)`), else the one bound to the
  /// running task (`withRuntime`), else one made current by the task before (an XCTest
  /// async `setUp`; see `CurrentRuntimeStack`), else `main`.
  public static var current: UIKitRuntime {
    if let innermost { return innermost }
    if madeCurrent.isEmpty { return bound ?? main }
    if let own = madeCurrent.own { return own }
    return bound ?? madeCurrent.orphaned ?? main
  }

  /// The runtimes owners made current (`makeCurrent(for:)`).
  private static var madeCurrent = CurrentRuntimeStack()

  /// Makes this runtime the current one for code outside every `activate` (a test's
  /// body), from now until `resignCurrent(for:)` with the same owner, or until `owner`
  /// is gone. The newest such runtime of the running task wins; resigning brings back
  /// the one before. A `ScreenTester` does this for its runtime.
  public func makeCurrent(for owner: AnyObject) {
    Self.madeCurrent.push(self, owner: owner)
  }

  /// Ends what `makeCurrent(for:)` began for `owner`.
  public func resignCurrent(for owner: AnyObject) {
    Self.madeCurrent.remove(owner: owner)
  }

  /// The innermost `activate`'s runtime; each `activate` restores the one it found.
  ///
  /// Views ask for the current runtime many times per frame (every frame a layout pass
  /// writes marks its view for redraw), so this read must cost a load. All access is on
  /// the main actor and never overlaps, so the dynamic exclusivity check, the dearest
  /// part of the read, is off.
  @exclusivity(unchecked) private static var innermost: UIKitRuntime?

  /// The runtime bound to the running task and its child tasks.
  @TaskLocal private static var bound: UIKitRuntime?

  /// Runs `operation`, and every task it awaits, with `runtime` current unless code
  /// inside activates another. For scopes that suspend (a test framework's per-test
  /// scope); synchronous code uses `activate(_:)`.
  public nonisolated static func withRuntime<R: Sendable>(
    _ runtime: UIKitRuntime, operation: @Sendable () async throws -> R
  ) async rethrows -> R {
    try await $bound.withValue(runtime, operation: operation)
  }

  /// Runs `body` with this runtime current.
  @discardableResult
  public func activate<R>(_ body: () throws -> R) rethrows -> R {
    let outer = Self.innermost
    Self.innermost = self
    defer { Self.innermost = outer }
    return try body()
  }

  // MARK: What it owns

  /// Every property animation of this runtime's views, and the animation-block stack.
  public let animator = Animator()
  /// Measures text for every view of this runtime. The SDL platform installs one on the
  /// real font; headless runs and tests keep the deterministic default.
  public var textMeasurer: any TextMeasurer = FixedWidthTextMeasurer()
  /// Auto Layout's console messages.
  public let layoutLog = LayoutLog()
  /// The screen that `UIScreen.main` returns and new windows start on.
  public let mainScreen: UIScreen
  /// Where `UIPasteboard.general` keeps its strings: in memory, unless the platform puts
  /// the desktop's clipboard here.
  public var pasteboardStore: any PasteboardStore = MemoryPasteboardStore()
  /// `UIPasteboard.general` while this runtime is current.
  public private(set) lazy var pasteboard = UIPasteboard { [unowned self] in self.pasteboardStore }

  public init(device: DeviceProfile = .iPhone14) {
    mainScreen = UIScreen(device: device)
    if !(TextMeasurement.source is CurrentRuntimeTextMeasurement) {
      TextMeasurement.source = CurrentRuntimeTextMeasurement()
    }
  }

  // MARK: Time

  /// One display frame at 60 Hz, the step of `pumpFrames`.
  public static let frameDuration: TimeInterval = 1.0 / framesPerSecond
  /// The display's refresh rate in the headless runs and tests that `pumpFrames` steps.
  public static let framesPerSecond: Double = 60

  /// The time of the frame being made, or of the last one: what touches are stamped
  /// with and what animations started between frames start from.
  public var now: TimeInterval { animator.now }

  /// The phase running now (nil between frames).
  public private(set) var phase: FramePhase?

  private var delayedWork = DelayedWorkQueue()

  /// Runs `work` in the input phase of the first frame at least `delay` seconds from now
  /// on this runtime's frame clock, with the runtime current: the platform's
  /// `DispatchQueue.main.asyncAfter` on the time that animations use, so that a screen's
  /// "0.1 s after the keyboard" is six frames later in a stepped run too, and `settle`
  /// waits for it.
  public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
    delayedWork.add(due: now + max(0, delay), work)
    setNeedsFrame()
  }

  /// Whether work given to `schedule(after:_:)` has still to run.
  public var hasScheduledWork: Bool { !delayedWork.isEmpty }

  /// Whether something changed since the last frame began: in its own layout and draw
  /// too, which that frame already took up. `isSettled(.unchanged)` reads it.
  public var hasPendingChanges: Bool { needsFrameFlag }

  /// Whether something changed after the last frame's layout (in its draw or
  /// completions, or since it: a constraint's constant set in a `keyboardDidShow`
  /// handler, a view marked for layout) that only the next frame takes up.
  public var hasChangesSinceLayout: Bool { changeCount != changeCountAtLayoutEnd }

  /// What "settled" means: the one reading every waiter uses (`settle`, the tester, the
  /// audit, scripts, the lab's timeline).
  public enum Rest: Sendable {
    /// Nothing animates or waits to complete and no work is scheduled on the frame
    /// clock: what a runtime whose windows change every frame by themselves (the lab's
    /// panel, which shows the phone's frames) can reach, so the lab's timeline and
    /// scripts wait for this.
    case quiet
    /// Quiet, and nothing changed after the last frame's layout: another frame would
    /// show the same picture.
    case atRest
    /// At rest, and the last frame itself changed nothing (not even in its layout): the
    /// audit's reading, so that a screen that moves in the frame after a change is seen
    /// to move before it is called settled.
    case unchanged
  }

  /// Whether the runtime is settled in the sense of `rest`.
  public func isSettled(_ rest: Rest = .atRest) -> Bool {
    guard !animator.isAnimating, delayedWork.isEmpty else { return false }
    switch rest {
    case .quiet: return true
    case .atRest: return !hasChangesSinceLayout
    case .unchanged: return !hasChangesSinceLayout && !needsFrameFlag
    }
  }

  // MARK: Windows

  /// The windows on screen, in the order they were made visible.
  public private(set) var participants: [any FrameParticipant] = []

  func register(_ participant: any FrameParticipant) {
    if !participants.contains(where: { $0 === participant }) { participants.append(participant) }
    setNeedsFrame()
  }

  func unregister(_ participant: any FrameParticipant) {
    participants.removeAll { $0 === participant }
  }

  /// Ends this runtime's work: every window leaves the screen (its controller gets its
  /// disappearance callbacks) and every animation stops without completing. What only
  /// the runtime held goes away with it.
  public func shutDown() {
    activate {
      for participant in participants { participant.leaveScreen() }
      participants.removeAll()
      animator.removeAll()
      delayedWork.removeAll()
    }
  }

  // MARK: Frames

  private var needsFrameFlag = true
  /// Bumped by every change; its value when the last frame's layout ended tells what came
  /// after.
  private var changeCount = 1
  private var changeCountAtLayoutEnd = 0

  /// Something changed on screen: the next frame must lay out and draw.
  public func setNeedsFrame() {
    needsFrameFlag = true
    changeCount &+= 1
  }

  /// `current.setNeedsFrame()` for the views that call it once per changed frame (a
  /// layout pass over a large tree): inside `activate` it is a load and a store, where
  /// going through `current` would retain and release the runtime each time.
  static func setCurrentNeedsFrame() {
    if let innermost { innermost.setNeedsFrame() } else { current.setNeedsFrame() }
  }

  /// Whether a frame at `time` has anything to do (a change, an animation, a due caret
  /// flip); the platform's loop sleeps when not.
  public func needsFrame(at time: TimeInterval) -> Bool {
    needsFrameFlag || animator.isAnimating || delayedWork.nextDue.map { $0 <= time + 1e-6 } == true
      || participants.contains { $0.needsFrame(at: time) }
  }

  /// During the draw phase: whether this frame changed anything on screen (a change
  /// since the last frame or in this one, or a running animation), so the platform can
  /// skip drawing an unchanged frame.
  public private(set) var frameIsDirty = true

  /// Whether anything animates or waits to complete.
  public var isAnimating: Bool { animator.isAnimating }

  /// How many frames have laid out the windows on screen: what is in a window before
  /// one of them is on screen (committed, in Core Animation's word).
  public private(set) var committedFrames = 0

  /// One display frame at `time`: input → animations → frame observers → layout → draw
  /// → completions. `input` delivers the platform's pending events, `draw` records and
  /// plays what the windows show. `time` never goes back: an earlier one is taken as now.
  public func beginFrame(at time: TimeInterval, input: () -> Void = {}, draw: () -> Void = {}) {
    activate {
      let time = max(time, now)
      animator.beginFrame(at: time)
      phase = .input
      input()
      for work in delayedWork.takeDue(at: time) { work() }
      phase = .animations
      let dirtyBefore = needsFrameFlag || animator.isAnimating
      needsFrameFlag = false
      animator.advance(to: time)
      phase = .frameObservers
      for participant in participants { participant.runFrameObservers(at: time) }
      phase = .layout
      for participant in participants { participant.runFrameLayout() }
      changeCountAtLayoutEnd = changeCount
      committedFrames += 1
      phase = .draw
      frameIsDirty = dirtyBefore || needsFrameFlag
      draw()
      phase = .completions
      animator.runCompletions()
      phase = nil
    }
  }

  /// `count` frames, each `frameDuration` after the last (tests, headless runs), on
  /// exact multiples of 1/60 s: adding 1/60 fifteen times gives 0.24999999999999997, a
  /// frame that would just miss the end of the keyboard's 0.25 s slide.
  /// `input` runs in each frame's input phase (a test's pending events or due work).
  public func pumpFrames(_ count: Int = 1, input: () -> Void = {}) {
    for _ in 0..<max(0, count) {
      let frame = (now * Self.framesPerSecond + 1e-6).rounded(.down) + 1
      beginFrame(at: frame / Self.framesPerSecond, input: input)
    }
  }

  /// Pumps frames until the runtime is settled in the sense of `rest` (at most `limit`);
  /// returns how many ran.
  @discardableResult
  public func settle(limit: Int = 600, until rest: Rest = .atRest) -> Int {
    var frames = 0
    while !isSettled(rest) && frames < limit {
      pumpFrames(1)
      frames += 1
    }
    return frames
  }
}

/// Makes `TextMeasurement.current` the current runtime's measurer.
@MainActor
private final class CurrentRuntimeTextMeasurement: TextMeasurementSource {
  var textMeasurer: any TextMeasurer {
    get { UIKitRuntime.current.textMeasurer }
    set { UIKitRuntime.current.textMeasurer = newValue }
  }
}
