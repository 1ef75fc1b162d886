import Foundation

/// The app: its windows, the frame clock, and the display-link tick that advances
/// animations and runs the layout pass of every window each frame.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
  public static let shared = UIApplication()

  /// The time source of every animation. Tests keep the default `ManualClock`; the
  /// SDL platform installs the display's clock.
  public var clock: any FrameClock = ManualClock()

  public private(set) var windows: [UIWindow] = []
  public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

  private var needsFrame = true
  /// Runs before layout each frame (the keyboard controller, text carets).
  private var frameObservers: [(TimeInterval) -> Void] = []
  /// For tests that check nothing registers an observer per screen or per window.
  var frameObserverCount: Int { frameObservers.count }

  /// Something changed on screen: the next tick must lay out and draw.
  func setNeedsFrame() { needsFrame = true }

  /// Whether a frame has to be drawn (something changed or animates).
  /// A blinking caret counts: an idle window with a focused field still flips its caret.
  public var needsDisplay: Bool {
    needsFrame || Animator.shared.isAnimating || CaretBlinker.shared.flipIsDue(at: clock.now)
  }

  func register(_ window: UIWindow) {
    if !windows.contains(where: { $0 === window }) { windows.append(window) }
  }

  func unregister(_ window: UIWindow) {
    windows.removeAll { $0 === window }
  }

  func addFrameObserver(_ observer: @escaping (TimeInterval) -> Void) {
    frameObservers.append(observer)
  }

  /// One display-link tick at `clock.now`: animations advance, frame observers run,
  /// then every window's layout pass (the solver with the animated constants) runs.
  /// The platform draws after this.
  public func runFrame() {
    let now = clock.now
    needsFrame = false
    Animator.shared.advance(to: now)
    for observer in frameObservers { observer(now) }
    for window in windows { window.layoutIfNeeded() }
  }

  /// For tests and scripts on a `ManualClock`: `frames` ticks of 1/60 s.
  public func advance(frames: Int) {
    guard let manual = clock as? ManualClock else { return }
    for _ in 0..<frames {
      manual.advance(by: ManualClock.frameDuration)
      runFrame()
    }
  }

  /// Ticks until nothing animates (at most `limit` frames); returns the frames run.
  @discardableResult
  public func settle(limit: Int = 600) -> Int {
    // Only a manual clock can be stepped; on a real one, time passes by itself.
    guard clock is ManualClock else { return 0 }
    var frames = 0
    while Animator.shared.isAnimating && frames < limit {
      advance(frames: 1)
      frames += 1
    }
    return frames
  }
}
