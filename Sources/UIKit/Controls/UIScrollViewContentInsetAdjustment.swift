import Foundation

extension UIScrollView {
  /// `UIScrollView.ContentInsetAdjustmentBehavior` is declared in C (CUIKit) so that Swift
  /// imports it as it imports iOS's NS_ENUM (non-frozen: `@unknown default` compiles).
  public typealias ContentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentBehavior
  /// `UIScrollView.KeyboardDismissMode`, declared in C for the same reason.
  public typealias KeyboardDismissMode = UIScrollViewKeyboardDismissMode

  /// What `contentInsetAdjustmentBehavior` adds to `contentInset`, edge by edge. Apple's
  /// documentation of each case:
  ///
  /// - `.always`: "Always include the safe area insets in the content adjustment."
  /// - `.never`: "Do not adjust the scroll view insets."
  /// - `.scrollableAxes`: "The top and bottom insets include the safe area inset values
  ///   when the vertical content size is greater than the height of the scroll view
  ///   itself. The top and bottom insets are also adjusted when the alwaysBounceVertical
  ///   property is true. Similarly, the left and right insets include the safe area
  ///   insets when the horizontal content size is greater than the width of the scroll
  ///   view."
  /// - `.automatic`: "Content is always adjusted vertically when the scroll view is the
  ///   content view of a view controller that is currently displayed by a navigation or
  ///   tab bar controller. If the scroll view is horizontally scrollable, the horizontal
  ///   content offset is also adjusted". Inside a controller that a navigation or tab
  ///   bar controller displays, vertically always; elsewhere it is `.scrollableAxes`: a
  ///   vertical scroll view whose content fits is not adjusted, as measured on iOS ("when the content height is smaller than the
  ///   ScrollView height … the first label is placed at the top screen edge", devhide.com
  ///   question 77431769, a scroll view pinned to the screen's edges). A table view
  ///   always adjusts vertically because it bounces vertically by default.
  var safeAreaAdjustment: UIEdgeInsets {
    let safe = safeAreaOverlap
    switch contentInsetAdjustmentBehavior {
    case .never:
      return .zero
    case .always:
      return safe
    default:
      let size = contentSize
      let vertical =
        alwaysBounceVertical || size.height > bounds.height
        || (contentInsetAdjustmentBehavior == .automatic && isInBarController)
      let horizontal = alwaysBounceHorizontal || size.width > bounds.width
      return UIEdgeInsets(
        top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
        bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }
  }

  /// How far the scroll view's frame reaches into each safe-area band of its window: its
  /// `safeAreaInsets`, measured from the frame in the superview (going through the
  /// scroll view's own bounds, whose origin is the scroll offset, would add rounding
  /// noise at fractional offsets).
  var safeAreaOverlap: UIEdgeInsets {
    guard let window, let superview else { return .zero }
    // The superview's safe area, with the bars and insets its controllers add.
    var safe = superview.safeAreaInWindow ?? window.bounds.inset(by: window.safeAreaInsetsOfDevice)
    let mine = superview.convert(frame, to: nil)
    // A scroll view that is a controller's root view (a table view controller's table) is
    // under what that controller adds too: the navigation bar over it.
    if let added = owningViewController?.safeAreaInsetsAdded, added != .zero {
      let inherited = UIEdgeInsets(
        top: max(0, safe.minY - mine.minY), left: max(0, safe.minX - mine.minX),
        bottom: max(0, mine.maxY - safe.maxY), right: max(0, mine.maxX - safe.maxX))
      safe = mine.inset(by: inherited.adding(added))
    }
    return UIEdgeInsets(
      top: max(0, safe.minY - mine.minY), left: max(0, safe.minX - mine.minX),
      bottom: max(0, mine.maxY - safe.maxY), right: max(0, mine.maxX - safe.maxX))
  }

  /// Tells the scroll view (and its delegate) when the adjusted inset has changed since
  /// it last did. When the safe-area part changes, content resting against the old top
  /// (or left) inset moves to rest against the new one, as iOS moves it when it adjusts
  /// a scroll view under a bar (a table adjusted by 64 points is at offset -64); a
  /// scrolled offset, or one a finger holds, is left alone. A new `contentInset` moves
  /// nothing, as on iOS.
  func noteAdjustedContentInset() {
    let oldSafe = reportedSafeAreaAdjustment
    let newSafe = safeAreaAdjustment
    if newSafe != oldSafe {
      reportedSafeAreaAdjustment = newSafe
      if !isTracking {
        let inset = contentInset
        var offset = contentOffset
        if offset.y == -(inset.top + oldSafe.top) { offset.y = -(inset.top + newSafe.top) }
        if offset.x == -(inset.left + oldSafe.left) { offset.x = -(inset.left + newSafe.left) }
        if offset != contentOffset {
          stopScrollAnimation()
          setOffsetNow(offset)
        }
      }
    }
    let adjusted = contentInset.adding(newSafe)
    guard adjusted != reportedAdjustedContentInset else { return }
    reportedAdjustedContentInset = adjusted
    adjustedContentInsetDidChange()
  }

  /// Whether a controller holding this scroll view is displayed by a navigation or tab bar
  /// controller.
  private var isInBarController: Bool {
    var view: UIView? = self
    while let current = view {
      if let owner = current.owningViewController { return owner.isShownByBarController }
      view = current.superview
    }
    return false
  }
}

extension UIEdgeInsets {
  /// Edge by edge sum (UIKit has no operator for it).
  func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: top + other.top, left: left + other.left, bottom: bottom + other.bottom,
      right: right + other.right)
  }
}
