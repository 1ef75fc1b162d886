import Foundation

/// A discrete gesture: a quick stroke in one of `direction`'s directions.
///
/// UIKit publishes no thresholds. Here a swipe is recognized once the touch has
/// travelled `minimumDistance` (50 pt) along an allowed direction, at least twice as far
/// along it as across, within `maximumDuration` (0.5 s) of going down; anything slower
/// or more sideways fails, and lifting before the distance fails.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  open var direction: Direction = .right
  open var numberOfTouchesRequired = 1

  static let minimumDistance: CGFloat = 50
  static let maximumDuration: TimeInterval = 0.5

  private var start: (time: TimeInterval, point: CGPoint)?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first, numberOfTouchesRequired <= 1 else {
      state = .failed
      return
    }
    start = (touch.timestamp, touch.location(in: nil))
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first, let start, state == .possible else { return }
    if touch.timestamp - start.time > Self.maximumDuration {
      state = .failed
      return
    }
    let p = touch.location(in: nil)
    let dx = p.x - start.point.x
    let dy = p.y - start.point.y
    let stroke: Direction?
    if abs(dx) >= 2 * abs(dy) {
      stroke = dx > 0 ? .right : .left
    } else if abs(dy) >= 2 * abs(dx) {
      stroke = dy > 0 ? .down : .up
    } else {
      stroke = nil
    }
    guard max(abs(dx), abs(dy)) >= Self.minimumDistance else { return }
    if let stroke, direction.contains(stroke) { state = .recognized } else { state = .failed }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  open override func reset() { start = nil }
}
