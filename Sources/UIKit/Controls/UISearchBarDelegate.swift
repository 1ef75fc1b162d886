import Foundation

/// What a search bar asks and tells its delegate. Every method has a default (allow, do
/// nothing), the Swift form of the Objective-C protocol's optional methods, so an
/// adopter implements only what it needs.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// Asked before the search field becomes first responder; false keeps it from editing
  /// (and a search controller from becoming active).
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Asked before the search field resigns (not when it is forced to, by `endEditing(true)`).
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The user changed the text (typing, deleting, the clear button); setting `text` in
  /// code does not call it, as on iOS.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// The keyboard's Search key (Return) was pressed; the field keeps editing unless the
  /// delegate resigns it, as on iOS.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
