import Foundation

/// What a scroll view tells its delegate. Every method has an empty default, as the
/// optional methods of UIKit's Objective-C protocol.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed: by the wheel, a drag, an animation frame, or code.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The scroll view's pan began: the finger starts moving the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The finger (pointer) went up. `decelerate` is always false: there is no momentum.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// An animation of `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)`
  /// reached its end (not called when it was interrupted).
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// `adjustedContentInset` changed (see `UIScrollView.adjustedContentInsetDidChange()`).
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
