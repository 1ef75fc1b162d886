import Foundation

/// The top controller's search, while it is active: the bar changes height (the search
/// controller's `hidesNavigationBarDuringPresentation`), and the search controller's view
/// (its dimming and its results) covers the screen below the bar.
extension UINavigationController {
  func navigationBarSearchDidChange(animated: Bool, completion: @escaping () -> Void) {
    guard isViewLoaded else {
      completion()
      return
    }
    // The bar's new height and the safe area below it, and everything laid out on that
    // safe area, move together, inside one block when animated.
    let changes = {
      self.layoutBar()
      self.view.layoutIfNeeded()
    }
    guard animated else {
      changes()
      completion()
      return
    }
    UIView.animate(
      withDuration: UISearchController.barMoveDuration, delay: 0, options: [.curveEaseInOut],
      animations: changes, completion: { _ in completion() })
  }

  /// Puts the top controller's active search controller's view over the top controller's,
  /// from the bar's bottom (`top`, in this view) to the bottom of the screen, under the bar;
  /// takes out any other search controller's.
  func layoutSearchPresentation(below top: CGFloat) {
    let shown = topViewController?.navigationItem.searchController.flatMap { $0.isActive ? $0 : nil }
    for controller in viewControllers {
      guard let search = controller.navigationItem.searchController, search !== shown,
        let searchView = search.viewIfLoaded, searchView.superview === view
      else { continue }
      searchView.removeFromSuperview()
    }
    guard let shown else { return }
    let searchView = shown.view!
    if searchView.superview !== view { view.insertSubview(searchView, belowSubview: barBackground) }
    searchView.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: max(0, view.bounds.height - top))
  }
}
