import Foundation
import UIKit

/// A long form as a UITableViewController: 30 rows of 44 pt (1320 pt, taller than every
/// screen), each a cell with a text field ("Field 1" …) inset 16 pt at the sides and 4 pt
/// top and bottom. No keyboard code: UITableViewController adds the keyboard's overlap
/// to the bottom inset and scrolls the first responder's row into view; on hide it takes
/// the inset off and leaves the offset where it is (it is inside the content's range).
/// Rows that scroll out of the table leave the window, as table rows do.
///
/// Expected: nothing. A row low on the screen is scrolled up above the keys (animated with
/// them: no jump; settled above them: not covered) and the offset stays after hide, in
/// range (1320 pt of rows), as iOS leaves it: no drift. Rows scrolling out at
/// the top are not inputs moving: a person sees nothing jump. Hardware keyboard: the
/// rows cut by the window's bottom are scrolled into reach first and a tap moves
/// nothing: nothing.
final class LongTableFormViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = 44
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let field = UITextField()
    field.placeholder = "Field \(indexPath.row + 1)"
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
