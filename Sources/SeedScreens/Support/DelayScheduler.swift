import Foundation

/// Runs a block on the main thread after a delay: the one thing the memo screen needs
/// from `DispatchQueue.main.asyncAfter`, behind a protocol so tests can run it on the
/// frame clock instead of real time.
///
/// The app uses `FrameClockScheduler` (the runtime's frame clock, which is the display's
/// in the window and steps 1/60 s per frame in headless runs and the keyboard audit).
/// Tests may pass a manual scheduler that they run by hand as they step frames
/// (docs/PORTING.md, "Memo screen").
@MainActor
public protocol DelayScheduler: AnyObject {
  /// Runs `work` on the main thread `delay` seconds from now.
  func asyncAfter(_ delay: TimeInterval, execute work: @escaping @MainActor () -> Void)
}
