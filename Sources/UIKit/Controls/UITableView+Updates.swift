import Foundation

/// Row insertions, deletions and reloads, alone or in a batch. As on iOS, deletions and
/// reloads name rows as they were before the batch, insertions as they are after it, and
/// the data source must already say so: a batch whose counts do not add up is reported
/// with UIKit's message and the table reloads from the data source (iOS raises an
/// exception there), so nothing the data source holds is lost from view.
extension UITableView {
  struct TableUpdates {
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var reloaded: [IndexPath] = []
  }

  public func beginUpdates() {
    if updateDepth == 0 { pendingUpdates = TableUpdates() }
    updateDepth += 1
  }

  public func endUpdates() {
    guard updateDepth > 0 else { return }
    updateDepth -= 1
    guard updateDepth == 0, let updates = pendingUpdates else { return }
    pendingUpdates = nil
    apply(updates)
  }

  /// Runs `updates` as one batch; `completion` gets true once the table is laid out
  /// with them (rows change in place here, so at once).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates()
    completion?(true)
  }

  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    batch { $0.inserted += indexPaths }
  }

  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    batch { $0.deleted += indexPaths }
  }

  /// Asks the data source for these rows' cells again (and re-measures them).
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    batch { $0.reloaded += indexPaths }
  }

  private func batch(_ change: (inout TableUpdates) -> Void) {
    beginUpdates()
    change(&pendingUpdates!)
    endUpdates()
  }

  private func apply(_ updates: TableUpdates) {
    if needsReload {
      reloadNow()
      layoutRows()
      return
    }
    if let problem = inconsistency(of: updates) {
      LayoutLog.report(problem)
      reloadData()
      return
    }
    for indexPath in Set(updates.reloaded) where geometry.contains(indexPath) {
      if let cell = cellsByIndexPath.removeValue(forKey: indexPath) {
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        enqueue(cell)
      }
      let (height, measured) = initialHeight(forRowAt: indexPath)
      geometry.setHeight(height, measured: measured, at: indexPath)
    }
    for indexPath in Set(updates.deleted).sorted(by: >) {
      if let cell = cellsByIndexPath.removeValue(forKey: indexPath) {
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        enqueue(cell)
      }
      selectedRows.removeAll { $0 == indexPath }
      geometry.removeRow(at: indexPath)
      shiftRows(inSection: indexPath.section, from: indexPath.row + 1, by: -1)
    }
    for indexPath in Set(updates.inserted).sorted() {
      shiftRows(inSection: indexPath.section, from: indexPath.row, by: 1)
      let (height, measured) = initialHeight(forRowAt: indexPath)
      geometry.insertRow(height, measured: measured, at: indexPath)
    }
    setNeedsLayout()
    layoutRows()
  }

  /// Moves the cells and the selection of a section's rows from `row` on by `delta`.
  private func shiftRows(inSection section: Int, from row: Int, by delta: Int) {
    func shifted(_ indexPath: IndexPath) -> IndexPath {
      guard indexPath.section == section, indexPath.row >= row else { return indexPath }
      return IndexPath(row: indexPath.row + delta, section: section)
    }
    cellsByIndexPath = Dictionary(uniqueKeysWithValues: cellsByIndexPath.map { (shifted($0.key), $0.value) })
    selectedRows = selectedRows.map(shifted)
  }

  /// UIKit's "Invalid update" message when the data source's counts are not the old ones
  /// plus insertions minus deletions, or a row named is out of range.
  private func inconsistency(of updates: TableUpdates) -> String? {
    let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    guard sections == geometry.numberOfSections else {
      return "Invalid update: invalid number of sections. The number of sections contained in the table view "
        + "after the update (\(sections)) must be equal to the number of sections contained in the table view "
        + "before the update (\(geometry.numberOfSections))."
    }
    for list in [updates.deleted, updates.reloaded] {
      if let bad = list.first(where: { !geometry.contains($0) }) {
        return "Invalid update: attempt to delete or reload row \(bad.row) from section \(bad.section), which "
          + "only contains \(geometry.numberOfRows(inSection: bad.section)) rows before the update"
      }
    }
    for section in 0..<sections {
      let before = geometry.numberOfRows(inSection: section)
      let inserted = Set(updates.inserted).filter { $0.section == section }.count
      let deleted = Set(updates.deleted).filter { $0.section == section }.count
      let after = dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
      if after != before + inserted - deleted {
        return "Invalid update: invalid number of rows in section \(section). The number of rows contained in "
          + "an existing section after the update (\(after)) must be equal to the number of rows contained in "
          + "that section before the update (\(before)), plus or minus the number of rows inserted or deleted "
          + "from that section (\(inserted) inserted, \(deleted) deleted)."
      }
      if let bad = updates.inserted.first(where: { $0.section == section && ($0.row < 0 || $0.row >= after) }) {
        return "Invalid update: attempt to insert row \(bad.row) into section \(section), but there are only "
          + "\(after) rows in section \(section) after the update"
      }
    }
    return nil
  }
}
