import Foundation

/// A continuous gesture: a touch that travels. It begins once the touch has moved
/// `hysteresis` from where it went down, changes with every move and ends when the
/// touch lifts.
///
/// The translation counts from where the touch went down, so the first action
/// (`.began`) already reads the distance travelled to begin, as on iOS ("by the time
/// UIGestureRecognizerStateBegan is fired, the user's finger has already moved a bit").
/// UIKit does not publish the distance; 10 pt is the figure commonly measured and the
/// window's tap slop, so a touch is a tap or a pan and never both.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  open var minimumNumberOfTouches = 1
  open var maximumNumberOfTouches = Int.max

  static let hysteresis: CGFloat = 10
  /// Velocity is the travel over about this much of the recent past.
  static let velocityWindow: TimeInterval = 0.1

  /// The window location that translation (0, 0) stands for.
  private var origin: CGPoint?
  private var samples: [(time: TimeInterval, point: CGPoint)] = []

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    guard minimumNumberOfTouches <= 1, maximumNumberOfTouches >= 1 else {
      state = .failed
      return
    }
    origin = touch.location(in: nil)
    samples = [(touch.timestamp, touch.location(in: nil))]
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first, let origin else { return }
    let p = touch.location(in: nil)
    record(touch)
    switch state {
    case .possible:
      if hypot(p.x - origin.x, p.y - origin.y) >= Self.hysteresis { state = .began }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .began, .changed:
      // A finger that rested before lifting flings nothing: the rest is in the window.
      if let touch = touches.first { record(touch) }
      state = .ended
    case .possible: state = .failed
    default: break
    }
  }

  /// Keeps the touch's place, and of the past only the last tenth of a second (at least
  /// two samples, for a velocity).
  private func record(_ touch: UITouch) {
    samples.append((touch.timestamp, touch.location(in: nil)))
    while samples.count > 2, touch.timestamp - samples[0].time > Self.velocityWindow { samples.removeFirst() }
  }

  open override func reset() {
    origin = nil
    samples = []
  }

  /// How far the touch has travelled, in `view`'s coordinates (the window's when nil).
  /// Views here have no transform, so a vector reads the same in every view's
  /// coordinates and `view` changes nothing.
  open func translation(in view: UIView?) -> CGPoint {
    guard let origin, let current = samples.last?.point else { return .zero }
    return CGPoint(x: current.x - origin.x, y: current.y - origin.y)
  }

  /// Makes the translation read `translation` (in `view`'s coordinates) from here on:
  /// a sheet's pan handler sets it to zero after applying each move.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    guard let current = samples.last?.point else { return }
    origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
  }

  /// Points per second over the last tenth of a second, in `view`'s coordinates.
  open func velocity(in view: UIView?) -> CGPoint {
    guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
    let dt = CGFloat(last.time - first.time)
    return CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
  }
}
