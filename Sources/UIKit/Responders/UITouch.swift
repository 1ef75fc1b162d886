import Foundation

/// One finger (here: the mouse) on the screen.
@preconcurrency @MainActor
public final class UITouch: NSObject {
  public enum Phase: Sendable { case began, moved, stationary, ended, cancelled }

  public internal(set) var phase: Phase
  public internal(set) weak var view: UIView?
  public internal(set) weak var window: UIWindow?
  public internal(set) var timestamp: TimeInterval
  /// How many taps in a row this touch is (2 for the second of a double tap): it
  /// began soon after the last one ended, near where that one was.
  public internal(set) var tapCount = 1

  /// Taps in a row: a touch that begins within this long of the last one's end and this
  /// near it counts on from it, for `tapCount` and for tap recognizers alike. UIKit's
  /// multiple-tap interval is not published; 0.35 s is what a double-click takes on the
  /// desktop's defaults too. A tap that travels farther than the distance is no tap.
  static let multipleTapInterval: TimeInterval = 0.35
  static let multipleTapDistance: CGFloat = 10
  /// The location in window coordinates.
  var windowLocation: CGPoint
  var previousWindowLocation: CGPoint
  /// Where it began, in window coordinates.
  let tapStartLocation: CGPoint

  init(phase: Phase, view: UIView?, window: UIWindow?, location: CGPoint, timestamp: TimeInterval) {
    self.phase = phase
    self.view = view
    self.window = window
    self.windowLocation = location
    self.previousWindowLocation = location
    tapStartLocation = location
    self.timestamp = timestamp
    super.init()
  }

  /// The location in `view`'s coordinates (window coordinates when nil).
  public func location(in view: UIView?) -> CGPoint {
    guard let view else { return windowLocation }
    return view.convert(windowLocation, from: nil)
  }

  public func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousWindowLocation }
    return view.convert(previousWindowLocation, from: nil)
  }

}

/// The event a set of touches belongs to.
@preconcurrency @MainActor
public final class UIEvent: NSObject {
  public enum EventType: Sendable { case touches, presses, scroll }
  public let type: EventType
  public let timestamp: TimeInterval
  private let touchSet: Set<UITouch>

  init(type: EventType, timestamp: TimeInterval, touches: Set<UITouch> = []) {
    self.type = type
    self.timestamp = timestamp
    touchSet = touches
    super.init()
  }

  /// The event's touches (the pointer's one); nil for an event that is not of touches,
  /// as on iOS. A control's `(_:forEvent:)` action reads where the finger is from it.
  public var allTouches: Set<UITouch>? { type == .touches ? touchSet : nil }

  /// The touches that began on `view`.
  public func touches(for view: UIView) -> Set<UITouch>? {
    allTouches?.filter { $0.view === view }
  }

  /// The touches in `window`.
  public func touches(for window: UIWindow) -> Set<UITouch>? {
    allTouches?.filter { $0.window === window }
  }
}
