import Foundation

/// Runs a block on the main thread after a delay: the one thing the memo screen needs
/// from `DispatchQueue.main.asyncAfter`, behind a protocol so tests can run it on the
/// frame clock instead of real time.
///
/// The app uses `DispatchMainScheduler` (real `DispatchQueue.main.asyncAfter`; the SDL
/// frame loop drains the main queue every tick). Headless tests pass a manual scheduler
/// that runs due work as they step frames, so "0.1 s later" is exactly six
/// frames later, every run (docs/PORTING.md, "Memo screen").
@MainActor
public protocol DelayScheduler: AnyObject {
  /// Runs `work` on the main thread `delay` seconds from now.
  func asyncAfter(_ delay: TimeInterval, execute work: @escaping @MainActor () -> Void)
}
