/// A view that scrolls with the mouse wheel or a trackpad (`UIScrollView` adopts it).
/// The window offers a scroll to the deepest view under the pointer that adopts this,
/// then to its ancestors that do, until one takes it.
@preconcurrency @MainActor
public protocol ScrollEventHandling: AnyObject {
  /// Scrolls by `deltaX`/`deltaY` points, the amount to add to the content offset
  /// (positive: towards the end, i.e. content moves up or left). Returns false if the
  /// view cannot scroll that way (at its edge, say) so an enclosing one may.
  func handleScroll(deltaX: CGFloat, deltaY: CGFloat) -> Bool
}
