import Foundation

/// The pan that scrolls a `UIScrollView` (its `panGestureRecognizer`): a pan that also
/// tells the scroll view when a finger goes down on it and when the touch sequence is
/// over, which is what `isTracking` reports and where a scroll animation stops, whether
/// or not the touch becomes a drag.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  private var scrollView: UIScrollView? { view as? UIScrollView }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    scrollView?.fingerWentDown()
  }

  override func reset() {
    super.reset()
    scrollView?.fingerLifted()
  }
}
