import Foundation

/// What a search bar tells the search controller it belongs to, beside its delegate
/// (which belongs to the app: `searchController.searchBar.delegate = self` must not cut
/// the controller off, as it does not on iOS).
@MainActor
protocol SearchBarOwner: AnyObject {
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  func searchBarTextDidChange(_ searchBar: UISearchBar)
  func searchBarCancelTapped(_ searchBar: UISearchBar)
}
