import Foundation

/// A continuous gesture: a touch held for `minimumPressDuration` without moving more
/// than `allowableMovement` begins it; moves after that change it; lifting ends it.
/// The defaults are UIKit's documented ones (0.5 s, 10 pt, no taps before, one touch).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  open var minimumPressDuration: TimeInterval = 0.5
  open var allowableMovement: CGFloat = 10
  /// Taps that must come before the press, each within the tap interval of the last.
  open var numberOfTapsRequired = 0
  open var numberOfTouchesRequired = 1

  private var start: CGPoint?
  private var tapsSoFar = 0

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    guard numberOfTouchesRequired <= 1 else {
      state = .failed
      return
    }
    // One of the taps that must come first: it has to end before the press is due.
    guard tapsSoFar == numberOfTapsRequired else {
      let taps = tapsSoFar
      after(minimumPressDuration) { [weak self] in
        guard let self, self.state == .possible, self.tapsSoFar == taps, self.numberOfTouches > 0 else { return }
        self.state = .failed
      }
      return
    }
    start = touch.location(in: nil)
    after(minimumPressDuration) { [weak self] in
      guard let self, self.state == .possible, self.start != nil, self.numberOfTouches > 0 else { return }
      self.state = .began
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    switch state {
    case .possible:
      guard let start else { return }
      let p = touch.location(in: nil)
      if hypot(p.x - start.x, p.y - start.y) > allowableMovement { state = .failed }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .began, .changed: state = .ended
    case .possible where start != nil: state = .failed
    case .possible:
      // One of the taps before the press: the next touch must follow soon.
      tapsSoFar += 1
      let taps = tapsSoFar
      after(UITouch.multipleTapInterval) { [weak self] in
        guard let self, self.state == .possible, self.tapsSoFar == taps, self.numberOfTouches == 0 else { return }
        self.state = .failed
      }
    default: break
    }
  }

  open override func reset() {
    start = nil
    tapsSoFar = 0
  }
}
