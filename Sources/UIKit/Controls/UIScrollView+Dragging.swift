import Foundation

/// A finger scrolling the content, through the scroll view's `panGestureRecognizer` as on
/// iOS, so that what a screen does with recognizers (`require(toFail:)` against the pan, a
/// background tap that a drag must not fire, a recognizer of its own that waits for the
/// scroll) meets the scroll as it would on a phone.
///
/// - The pan begins 10 points from where the finger went down, and only along an axis the
///   scroll view can scroll: the content with its insets is larger than the scroll view,
///   or `alwaysBounce…` is set for that axis. Otherwise the drag is not the scroll view's
///   (an enclosing scroll view or a recognizer may take it), and `keyboardDismissMode`
///   does nothing: "This keyboard dismiss functionality works well when the content size
///   … is greater than its bounds … When the text view isn't scrollable, however, this
///   functionality no longer works" (openradar 14839243; the fix apps use is
///   `alwaysBounceVertical`, whose documentation reads "vertical dragging is allowed even
///   if the content is smaller than the bounds of the scroll view").
/// - The content follows the finger point for point from where it went down; when the pan
///   recognizes, the content's touches are cancelled (`cancelsTouchesInView`).
/// - A touch on the content is held back for a moment (`delaysContentTouches`,
///   `ContentTouchDelayRecognizer`); once the content has it, a drag takes it only if
///   `canCancelContentTouches` and `touchesShouldCancel(in:)` allow, which by default they
///   do not for a control: "The default returned value is true if view isn't a UIControl
///   object; otherwise, it returns false" (Apple, `touchesShouldCancel(in:)`). So a button
///   held, then dragged, keeps its touch; a quick drag from it scrolls.
extension UIScrollView {
  /// Whether the pan may begin now (`gestureRecognizerShouldBegin` for it).
  func panShouldBegin() -> Bool {
    let move = panGestureRecognizer.translation(in: self)
    let alongY = abs(move.y) >= abs(move.x)
    guard alongY ? canScrollVertically : canScrollHorizontally else { return false }
    if let tracking = panGestureRecognizer.delivery?.viewTrackingTouch, tracking !== self {
      return canCancelContentTouches && touchesShouldCancel(in: tracking)
    }
    return true
  }

  private var canScrollVertically: Bool {
    let inset = adjustedContentInset
    return alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height
  }

  private var canScrollHorizontally: Bool {
    let inset = adjustedContentInset
    return alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width
  }

  /// The pan's action.
  func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      isDragging = true
      dragSetOffset = contentOffset
      delegate?.scrollViewWillBeginDragging(self)
      // The delegate may have turned scrolling off, which cancelled the pan.
      guard isDragging else { return }
      keyboardDismissalDragBegan()
      follow(pan)
    case .changed:
      guard isDragging else { return }
      follow(pan)
    case .ended, .cancelled:
      endDragging()
    case .possible, .failed:
      break
    }
  }

  /// The content where the finger has taken it since it went down. An offset set by
  /// someone else meanwhile (a delegate, a scroll to the caret) moves where the drag
  /// counts from, so the finger goes on from there rather than undoing it.
  private func follow(_ pan: UIPanGestureRecognizer) {
    if let set = dragSetOffset, set != contentOffset {
      offsetAtTouchDown.x += contentOffset.x - set.x
      offsetAtTouchDown.y += contentOffset.y - set.y
    }
    let move = pan.translation(in: self)
    let target = clampedContentOffset(CGPoint(x: offsetAtTouchDown.x - move.x, y: offsetAtTouchDown.y - move.y))
    if target != contentOffset { setOffsetNow(target) }
    dragSetOffset = contentOffset
    // `scrollViewDidScroll` may have turned scrolling off.
    guard isDragging else { return }
    showIndicators()
    keyboardDismissalDragMoved(to: pan.location(in: nil))
  }

  private func endDragging() {
    keyboardDismissalDragEnded()
    dragSetOffset = nil
    guard isDragging else { return }
    isDragging = false
    delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    scheduleIndicatorFade()
  }

  /// A finger on the content stops a scroll animation where it is, as on iOS.
  func fingerWentDown() {
    stopScrollAnimation()
    isTracking = true
    offsetAtTouchDown = contentOffset
  }

  /// The touch sequence the pan saw is over, dragged or not.
  func fingerLifted() {
    if isDragging { endDragging() }
    isTracking = false
  }
}
