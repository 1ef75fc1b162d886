import Foundation
import UIKit

/// Touches, as one finger makes them. A tap is a touch that begins and ends at one point
/// within one frame; it reaches whatever the window's hit test finds there, as on iOS.
extension ScreenTester {
  /// Taps the centre of the part of `view` that lies inside the window (where it is
  /// now, in the model: hit testing uses model frames). Throws, touching nothing, when
  /// the tap would reach another view: a person could not tap this one there.
  public func tap(_ view: UIView) throws {
    let point = try hittablePoint(of: view)
    tap(at: point)
  }

  /// Taps `point`, in window coordinates, whatever lies there.
  public func tap(at point: CGPoint) {
    window.handleTouch(.began, at: point)
    window.handleTouch(.ended, at: point)
  }

  /// A finger down at `start`, moved in `steps` equal steps to `end`, and lifted there
  /// (window coordinates), with a frame after each move so scrolling animates as it
  /// would under a real finger.
  public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10) {
    let steps = max(1, steps)
    window.handleTouch(.began, at: start)
    for step in 1...steps {
      let t = CGFloat(step) / CGFloat(steps)
      window.handleTouch(.moved, at: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
      pump()
    }
    window.handleTouch(.ended, at: end)
  }

  /// A finger held still at `point` for `duration` on the frame clock, then lifted: a
  /// long press.
  public func hold(at point: CGPoint, for duration: TimeInterval) {
    touchDown(at: point)
    pump(for: duration)
    liftTouch(at: point)
  }

  /// The parts of a touch, for gestures the other calls do not make: a finger goes
  /// down, moves (no frame passes unless the test pumps one) and lifts.
  public func touchDown(at point: CGPoint) { window.handleTouch(.began, at: point) }
  public func moveTouch(to point: CGPoint) { window.handleTouch(.moved, at: point) }
  public func liftTouch(at point: CGPoint) { window.handleTouch(.ended, at: point) }

  /// A scroll-wheel or two-finger scroll of `delta` points over `point`; returns whether
  /// a scroll view took it.
  @discardableResult
  public func scroll(by delta: CGPoint, at point: CGPoint) -> Bool {
    window.handleScroll(deltaX: delta.x, deltaY: delta.y, at: point)
  }

  /// Two fingers pinching over `point` to `scale` times their distance (below 1: closing,
  /// as a pinch floats an iPad's keyboard; above 1: spreading); returns whether a view
  /// took it.
  @discardableResult
  public func pinch(at point: CGPoint, scale: CGFloat) -> Bool {
    window.handlePinch(scale: scale, at: point)
  }

  /// Where a tap reaches `view`: the centre of its part inside the window, if the hit
  /// test there finds the view or one of its subviews.
  func hittablePoint(of view: UIView) throws -> CGPoint {
    guard view.window === window else {
      throw ScreenTesterError.notInWindow(view: ScreenTesterError.name(of: view))
    }
    let frame = view.convert(view.bounds, to: nil)
    let visible = frame.intersection(window.bounds)
    guard !visible.isNull, visible.width > 0, visible.height > 0 else {
      throw ScreenTesterError.offScreen(view: ScreenTesterError.name(of: view), frame: frame)
    }
    let point = CGPoint(x: visible.midX, y: visible.midY)
    let hit = run { window.hitTest(point, with: nil) }
    guard let hit, hit === view || hit.isDescendant(of: view) else {
      throw ScreenTesterError.notHittable(
        view: ScreenTesterError.name(of: view), point: point, hitView: hit.map(ScreenTesterError.name(of:)))
    }
    return point
  }
}
