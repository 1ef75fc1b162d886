import Foundation

/// `DispatchQueue.main.asyncAfter(deadline: .now() + delay)`: real time, the main queue.
/// The app's scheduler; the SDL frame loop drains the main queue every frame.
@MainActor
public final class DispatchMainScheduler: DelayScheduler {
  public init() {}

  public func asyncAfter(_ delay: TimeInterval, execute work: @escaping @MainActor () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
      MainActor.assumeIsolated { work() }
    }
  }
}
