import Foundation
import UIKit

/// A settings-style form as a UITableViewController: five rows of 44 pt, each a cell with
/// a text field filling its content view (inset 16 pt at the sides, 4 pt top and bottom).
/// No keyboard code: UITableViewController adds the keyboard's overlap to the table's
/// bottom inset and scrolls the first responder's row into view, and takes the inset off
/// on hide. The five rows (220 pt) fit every screen without the keys, so after hide the
/// offset has nowhere to stay but the top.
///
/// Expected: nothing anywhere. (Landscape: the keys cover the last rows of 220 on screens
/// whose keyboard top is under 220 — the table scrolls them up, animated, not a jump;
/// when the inset goes the offset comes back to the top, not a drift.)
final class TableFormViewController: UITableViewController {
  static let labels = ["First name", "Last name", "Street", "City", "Postcode"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = 44
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Self.labels.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let field = UITextField()
    field.placeholder = Self.labels[indexPath.row]
    field.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(field)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
      field.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -16),
      field.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 4),
      field.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -4),
    ])
    return cell
  }
}
