import Foundation

/// Selecting rows: by a tap (the delegate is asked and told) or by code (it is not, as
/// on iOS).
extension UITableView {
  public var indexPathForSelectedRow: IndexPath? { selectedRows.sorted().first }

  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.sorted()
  }

  /// Selects the row (nil clears the selection) and scrolls it to the position; the
  /// delegate is not told.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for row in selectedRows { deselectRow(at: row, animated: animated) }
      return
    }
    guard allowsSelection, geometry.contains(indexPath) else { return }
    if !allowsMultipleSelection {
      for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
    }
    if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
    cellsByIndexPath[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects the row; the delegate is not told.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.removeAll { $0 == indexPath }
    cellsByIndexPath[indexPath]?.setSelected(false, animated: animated)
  }

  /// A tap on a row: UIKit's order, `willSelect` (which may redirect or refuse), the
  /// other rows deselected with `willDeselect`/`didDeselect` in single selection, then
  /// `didSelect`. A tap on a selected row of a multiple-selection table deselects it.
  func selectRowByUser(_ tapped: IndexPath) {
    guard allowsSelection || allowsMultipleSelection else { return }
    if allowsMultipleSelection, selectedRows.contains(tapped) {
      deselectRowByUser(tapped)
      return
    }
    let proposed = tableDelegate.map { $0.tableView(self, willSelectRowAt: tapped) } ?? tapped
    guard let row = proposed else { return }
    if !allowsMultipleSelection {
      for other in selectedRows where other != row { deselectRowByUser(other) }
    }
    selectRow(at: row, animated: false, scrollPosition: .none)
    tableDelegate?.tableView(self, didSelectRowAt: row)
  }

  private func deselectRowByUser(_ row: IndexPath) {
    let proposed = tableDelegate.map { $0.tableView(self, willDeselectRowAt: row) } ?? row
    guard let target = proposed else { return }
    deselectRow(at: target, animated: false)
    tableDelegate?.tableView(self, didDeselectRowAt: target)
  }
}
