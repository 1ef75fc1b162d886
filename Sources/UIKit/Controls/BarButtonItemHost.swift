/// A bar that shows `UIBarButtonItem`s (a toolbar, a navigation bar): an item whose title,
/// image, width or state changes tells its bar to lay out and draw again.
@MainActor
protocol BarButtonItemHost: AnyObject {
  func itemsDidChange()
}
