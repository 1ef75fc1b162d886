/// A bar that shows `UIBarButtonItem`s (a toolbar, a navigation bar): an item whose title,
/// image, width or state changes tells its bar to lay out and draw again; a popover
/// presented from an item asks the bar where the item is.
@MainActor
protocol BarButtonItemHost: AnyObject {
  func itemsDidChange()
  /// The item's frame in window coordinates, while it is on the bar in a window.
  func frameInWindow(of item: UIBarButtonItem) -> CGRect?
}
