import Foundation

/// What a search controller tells its delegate as its search starts and ends. Every
/// method has a default (do nothing), the Swift form of the Objective-C protocol's
/// optional methods.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  /// The search is about to become active (before the bar moves).
  func willPresentSearchController(_ searchController: UISearchController)
  /// The search is active and the bar has finished moving.
  func didPresentSearchController(_ searchController: UISearchController)
  func willDismissSearchController(_ searchController: UISearchController)
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
}
