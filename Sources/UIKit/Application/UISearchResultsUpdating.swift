import Foundation

/// Updates the search results as the search changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  /// Called when the search becomes active, at each change the user makes to the search
  /// bar's text, and when the search ends (`isActive` false, the text cleared by Cancel),
  /// as iOS calls it.
  func updateSearchResults(for searchController: UISearchController)
}
