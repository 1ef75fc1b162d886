import Foundation

/// What a table view asks for its rows. The two row methods are required; the others
/// have defaults, as the optional methods of UIKit's Objective-C protocol (one section,
/// no titles).
///
/// A class that adopts this protocol and is subclassed must implement every method its
/// subclasses implement (Swift calls a subclass's method through the protocol only if
/// the adopting class has one to override); `UITableViewController` implements them all.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
