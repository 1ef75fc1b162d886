import Foundation

/// The search a navigation item carries (a `UISearchController`, which is above this
/// folder): what its navigation bar needs to show it.
@MainActor
protocol NavigationItemSearch: AnyObject {
  var searchBar: UISearchBar { get }
  /// The search is active and hides the navigation bar's own contents
  /// (`hidesNavigationBarDuringPresentation`): the bar is its search bar alone.
  var hidesNavigationBarContent: Bool { get }
}
