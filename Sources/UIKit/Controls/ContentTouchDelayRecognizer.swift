import Foundation

/// How a scroll view holds back a touch on its content while it finds out whether the
/// finger means to scroll (`delaysContentTouches`). Apple's UIScrollView overview: "it
/// temporarily intercepts a touch-down event by starting a timer and, before the timer
/// fires, seeing if the touching finger makes any movement. If the timer fires without a
/// significant change in position, the scroll view sends tracking events to the touched
/// subview of the content view. If the user then drags their finger far enough before the
/// timer elapses, the scroll view cancels any tracking in the subview and performs the
/// scrolling itself."
///
/// Like iOS's own (a private recognizer beside the pan), it never recognizes: it holds
/// the content's `touchesBegan` (`delaysTouchesBegan`) and fails when the timer fires or
/// the touch ends, which lets the held touch out, began and ended together for a quick
/// tap. If the pan recognizes first, the held touch is cancelled before the content ever
/// saw it. Apple does not publish the timer; 150 ms is the figure commonly measured (the
/// reason a button in a scroll view highlights only when held: BFPaperButton #11 and #23,
/// openremote/iOS #23).
///
/// A touch on the scroll view itself is not the content's, and one on a view that refuses
/// the scroll view's pan is that view's: they go through at once.
@MainActor
final class ContentTouchDelayRecognizer: UIGestureRecognizer {
  static let delay: TimeInterval = 0.15

  init() {
    super.init(target: nil, action: nil)
    delaysTouchesBegan = true
    cancelsTouchesInView = false
    delaysTouchesEnded = false
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let scrollView = view as? UIScrollView, scrollView.delaysContentTouches,
      let touch = touches.first, let touched = touch.view, touched !== scrollView,
      // A view that refuses the scroll view's pan (an editing text view, whose drag
      // selects) keeps the touch: it can never become a scroll, so there is nothing to
      // wait for.
      touched.gestureRecognizerShouldBegin(scrollView.panGestureRecognizer)
    else {
      state = .failed
      return
    }
    after(Self.delay) { [weak self] in
      if self?.state == .possible { self?.state = .failed }
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  // It holds touches; it never takes a gesture from another recognizer.
  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
