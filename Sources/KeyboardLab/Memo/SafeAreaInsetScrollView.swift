import Foundation
import UIKit

/// A `UIScrollView` that keeps its content out of the window's safe-area bands, as iOS's
/// scroll views do by themselves (`contentInsetAdjustmentBehavior`, here `.always`):
/// `adjustedContentInset` is `contentInset` plus the part of the scroll view under the
/// status-bar band and the home-indicator band, and a scroll view resting at the top
/// rests at `-adjustedContentInset.top`.
///
/// This UIKit's `UIScrollView` adds no safe-area inset (its documentation says so), and
/// seed 004 relies on it: its `Metric.interSpacing` subtracts both bands so the content
/// exactly fills what is left of the scroll view between them (814 − 17 − 34 = 763 on a
/// 390×844 phone). Without the adjustment the text view would start 17 points under the
/// status bar (and, in the app, under the screen switcher).
///
/// Read from live frames, so while the keyboard's transition moves the scroll view's
/// bottom through the home-indicator band the bottom inset follows it.
final class SafeAreaInsetScrollView: UIScrollView {
  /// The top inset the offset last rested against.
  private var restingTopInset: CGFloat = 0

  override var adjustedContentInset: UIEdgeInsets {
    let inset = contentInset
    let safe = safeAreaOverlap
    return UIEdgeInsets(
      top: inset.top + safe.top, left: inset.left + safe.left, bottom: inset.bottom + safe.bottom,
      right: inset.right + safe.right)
  }

  /// How far the scroll view reaches into each safe-area band of its window. Measured
  /// from the frame in the superview (`UIView.safeAreaInsets` would go through this
  /// view's own bounds, whose origin is the scroll offset, and pick up rounding noise).
  private var safeAreaOverlap: UIEdgeInsets {
    guard let window, let superview else { return .zero }
    let safe = window.bounds.inset(by: window.safeAreaInsetsOfDevice)
    let mine = superview.convert(frame, to: nil)
    return UIEdgeInsets(
      top: max(0, safe.minY - mine.minY), left: max(0, safe.minX - mine.minX),
      bottom: max(0, mine.maxY - safe.maxY), right: max(0, mine.maxX - safe.maxX))
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    keepRestingAtTop()
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    setNeedsLayout()
  }

  /// When the top inset changes (the first layout in a window, a new device), content
  /// resting at the top stays at the top, as on iOS; a scrolled offset is left alone.
  private func keepRestingAtTop() {
    let top = adjustedContentInset.top
    guard top != restingTopInset else { return }
    if contentOffset.y == -restingTopInset {
      UIView.performWithoutAnimation { contentOffset = CGPoint(x: contentOffset.x, y: -top) }
    }
    restingTopInset = top
  }
}
