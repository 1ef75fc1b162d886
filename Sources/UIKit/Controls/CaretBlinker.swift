import Foundation

/// The caret's blink, on the frame clock: visible for 0.5 s, hidden for 0.5 s, starting
/// visible whenever editing begins, the text changes or the caret moves (iOS keeps the
/// caret solid while you type).
///
/// Only the first responder has a caret, so one blinker serves every text input. It is a
/// frame observer (registered once, on first use) that redraws the owner when the phase
/// flips; the phase itself is a function of the clock, so under the `ManualClock` a test
/// knows it exactly: frames 0–29 after a restart visible, 30–59 hidden, and so on.
@MainActor
final class CaretBlinker {
  static let shared = CaretBlinker()

  /// How long the caret stays on, and then off.
  static let halfPeriod: TimeInterval = 0.5

  private weak var owner: UIView?
  private var phaseStart: TimeInterval = 0
  private var lastVisible = true
  private var isRegistered = false

  private var now: TimeInterval { UIApplication.shared.clock.now }

  /// Makes `view`'s caret visible now and blinks it from here.
  func restart(for view: UIView) {
    if !isRegistered {
      isRegistered = true
      UIApplication.shared.addFrameObserver { [unowned self] time in self.tick(time) }
    }
    owner = view
    phaseStart = now
    lastVisible = true
    view.setNeedsDisplay()
  }

  /// `view` stopped editing: its caret is gone.
  func stop(for view: UIView) {
    guard owner === view else { return }
    owner = nil
    view.setNeedsDisplay()
  }

  /// Whether `view`'s caret is in its visible phase now.
  func isCaretVisible(for view: UIView) -> Bool {
    owner === view && isVisible(at: now)
  }

  private func isVisible(at time: TimeInterval) -> Bool {
    // A clock replaced by an earlier one (tests install a fresh ManualClock) restarts.
    if time < phaseStart { phaseStart = time }
    // Frames are 1/60 s sums: the epsilon makes "30 frames" land in the hidden phase
    // whatever the rounding of the sum.
    let phase = Int(((time - phaseStart + 1e-9) / Self.halfPeriod).rounded(.down))
    return phase % 2 == 0
  }

  /// Whether the caret's phase has flipped since it was last drawn: the platform's
  /// loop, which draws only when something changed, must then run a frame.
  func flipIsDue(at time: TimeInterval) -> Bool {
    owner != nil && isVisible(at: time) != lastVisible
  }

  private func tick(_ time: TimeInterval) {
    guard let owner else { return }
    let visible = isVisible(at: time)
    if visible != lastVisible {
      lastVisible = visible
      owner.setNeedsDisplay()
    }
  }
}
