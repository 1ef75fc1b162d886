import Foundation

extension UINavigationItem {
  /// The search controller whose search bar the navigation bar shows under the title
  /// (and the large title) while this item is on top; the bar, and the safe area below
  /// it, grow by the search bar's 56 points. Setting it takes it from any item that had it.
  public var searchController: UISearchController? {
    get { search as? UISearchController }
    set {
      guard newValue !== searchController else { return }
      searchController?.hostItem = nil
      if let newValue, let other = newValue.hostItem, other !== self { other.search = nil }
      newValue?.hostItem = self
      search = newValue
    }
  }
}
