import Foundation
import Testing

@testable import UIKit

/// A cell that counts its reuses.
final class CountingCell: UITableViewCell {
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A cell whose content view is sized by constraints: a 60-point box 10 points from the
/// top and bottom, so 80 points of content.
final class BoxCell: UITableViewCell {
  let box = UIView()
  let field = UITextField()

  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    box.translatesAutoresizingMaskIntoConstraints = false
    field.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    box.addSubview(field)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
      box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      box.heightAnchor.constraint(equalToConstant: 60),
      field.topAnchor.constraint(equalTo: box.topAnchor),
      field.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      field.widthAnchor.constraint(equalToConstant: 100),
      field.heightAnchor.constraint(equalToConstant: 30),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A data source and delegate over row counts, logging what the table asks and tells.
final class TableLog: UITableViewDataSource, UITableViewDelegate {
  var counts: [Int]
  var identifier = "cell"
  var headerTitles: [String?] = []
  var made = Set<ObjectIdentifier>()
  var selected: [IndexPath] = []
  var deselected: [IndexPath] = []
  var cellsAsked: [IndexPath] = []

  init(_ counts: [Int]) { self.counts = counts }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    made.insert(ObjectIdentifier(cell))
    cellsAsked.append(indexPath)
    cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    headerTitles.indices.contains(section) ? headerTitles[section] : nil
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { deselected.append(indexPath) }
}

/// A table in a 390×844 window's safe area (47 and 34 points off the top and bottom, so
/// 763 high, with no safe area of its own to adjust for), or `width` wide, fed by `log`.
@MainActor
func makeTable(
  _ ui: UIKitTestContext, log: TableLog, style: UITableView.Style = .plain,
  cell: UITableViewCell.Type = CountingCell.self,
  width: CGFloat = 390, configure: (UITableView) -> Void = { _ in }
) -> (UIWindow, UITableView) {
  let (window, root) = ui.makeScreen(frame: CGRect(x: 0, y: 0, width: width, height: 844))
  let table = UITableView(frame: CGRect(x: 0, y: tableTop, width: width, height: 763), style: style)
  table.register(cell, forCellReuseIdentifier: log.identifier)
  configure(table)
  table.dataSource = log
  table.delegate = log
  root.addSubview(table)
  window.layoutIfNeeded()
  return (window, table)
}

/// Where `makeTable`'s table starts in the window.
let tableTop: CGFloat = 47

func rows(_ range: ClosedRange<Int>, section: Int = 0) -> [IndexPath] {
  range.map { IndexPath(row: $0, section: section) }
}
