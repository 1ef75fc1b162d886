import Foundation
import UIKit

/// `DispatchQueue.main.asyncAfter(deadline: .now() + delay)` on the frame clock of the
/// runtime that asks: in the window the frame clock is the display's, so the delay is
/// the post's; in stepped runs (headless scripts, the keyboard audit) "0.1 s later" is
/// six frames later, every run, and settling waits for it.
@MainActor
public final class FrameClockScheduler: DelayScheduler {
  public init() {}

  public func asyncAfter(_ delay: TimeInterval, execute work: @escaping @MainActor () -> Void) {
    UIKitRuntime.current.schedule(after: delay, work)
  }
}
