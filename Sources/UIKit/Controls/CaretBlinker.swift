import Foundation

/// The caret's blink, on the frame clock: visible for 0.5 s, hidden for 0.5 s, starting
/// visible whenever editing begins, the text changes or the caret moves (iOS keeps the
/// caret solid while you type).
///
/// Only a window's first responder has a caret, so each window has one blinker for all
/// its text inputs. The window ticks it every frame; it redraws the owner when the phase
/// flips. The phase is a function of the frame time, so on stepped frames a test knows
/// it exactly: frames 0–29 after a restart visible, 30–59 hidden, and so on.
@MainActor
final class CaretBlinker {
  /// How long the caret stays on, and then off.
  static let halfPeriod: TimeInterval = 0.5

  private unowned let runtime: UIKitRuntime
  private weak var owner: UIView?
  private var phaseStart: TimeInterval = 0
  private var lastVisible = true

  init(runtime: UIKitRuntime) {
    self.runtime = runtime
  }

  /// The blinker of `view`'s window (nil when the view is in none: no caret then).
  static func of(_ view: UIView) -> CaretBlinker? { view.window?.caretBlinker }

  /// Makes `view`'s caret visible now and blinks it from here.
  func restart(for view: UIView) {
    owner = view
    phaseStart = runtime.now
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
    owner === view && isVisible(at: runtime.now)
  }

  private func isVisible(at time: TimeInterval) -> Bool {
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

  func tick(_ time: TimeInterval) {
    guard let owner else { return }
    let visible = isVisible(at: time)
    if visible != lastVisible {
      lastVisible = visible
      owner.setNeedsDisplay()
    }
  }
}
