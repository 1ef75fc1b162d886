import Foundation

/// The time every animation reads. The app's clock is SDL's performance counter;
/// tests use `ManualClock` and step it a frame at a time, so a test can say "after
/// 9 frames the field is at y = …".
@preconcurrency @MainActor
public protocol FrameClock: AnyObject {
  /// Seconds since an arbitrary origin; never decreases.
  var now: TimeInterval { get }
}

/// A clock that moves only when told to.
@preconcurrency @MainActor
public final class ManualClock: FrameClock {
  /// One display frame at 60 Hz.
  public static let frameDuration: TimeInterval = 1.0 / 60.0

  public private(set) var now: TimeInterval

  public init(now: TimeInterval = 0) {
    self.now = now
  }

  public func advance(by seconds: TimeInterval) {
    now += max(0, seconds)
  }
}
