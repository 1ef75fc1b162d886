import Foundation

/// A discrete gesture: `numberOfTapsRequired` taps in a row, each a touch that goes
/// down and up without travelling.
///
/// UIKit does not publish how far a finger may move or how long it may wait between
/// taps; the figures `UITouch.tapCount` counts by serve here (10 pt, 0.35 s), so that a
/// double tap this recognizer sees is one `tapCount` counts too.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  open var numberOfTapsRequired = 1
  /// The pointer is one finger: a recognizer that needs more never recognizes.
  open var numberOfTouchesRequired = 1

  private var tapsSoFar = 0
  private var start: CGPoint?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard numberOfTouchesRequired <= 1, let touch = touches.first else {
      state = .failed
      return
    }
    start = touch.location(in: nil)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start, let touch = touches.first else { return }
    let p = touch.location(in: nil)
    if hypot(p.x - start.x, p.y - start.y) > UITouch.multipleTapDistance { state = .failed }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    tapsSoFar += 1
    if tapsSoFar >= numberOfTapsRequired {
      state = .recognized
    } else {
      // The next tap must begin soon, or the gesture is lost.
      let taps = tapsSoFar
      after(UITouch.multipleTapInterval) { [weak self] in
        guard let self, self.state == .possible, self.tapsSoFar == taps, self.numberOfTouches == 0 else { return }
        self.state = .failed
      }
    }
  }

  open override func reset() {
    tapsSoFar = 0
    start = nil
  }

  /// A single tap of one finger: what a button, a segmented control and the like keep
  /// from recognizers on their superviews.
  var isSingleTap: Bool { numberOfTapsRequired == 1 && numberOfTouchesRequired == 1 }
}
