import Foundation

/// Laying out the rows: the heights from the data source and delegate, the cells of the
/// rows in view (and only those), and the section titles.
extension UITableView {
  struct SectionViewKey: Hashable {
    let section: Int
    let isHeader: Bool
  }

  /// Drops every cell into the reuse queue and asks the data source again, now.
  func reloadNow(keepingSelection: Bool = false) {
    needsReload = false
    for (indexPath, cell) in cellsByIndexPath {
      tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
      enqueue(cell)
    }
    cellsByIndexPath = [:]
    for view in sectionTitleViews.values { view.removeFromSuperview() }
    sectionTitleViews = [:]
    if !keepingSelection { selectedRows = [] }
    var sections: [TableGeometry.Section] = []
    let count = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    for s in 0..<max(0, count) {
      let rows = max(0, dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0)
      var section = TableGeometry.Section()
      section.header = headerHeight(inSection: s)
      section.footer = footerHeight(inSection: s)
      for row in 0..<rows {
        let (height, measured) = initialHeight(forRowAt: IndexPath(row: row, section: s))
        section.rows.append(height)
        section.measured.append(measured)
      }
      sections.append(section)
    }
    geometry.sections = sections
    selectedRows.removeAll { !geometry.contains($0) }
    geometry.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
    geometry.tableFooterHeight = tableFooterView?.frame.height ?? 0
    if estimatedRowHeight == 0 { measureEveryRow() }
  }

  /// A fixed height, or a self-sizing row's estimate until its cell is measured.
  func initialHeight(forRowAt indexPath: IndexPath) -> (CGFloat, measured: Bool) {
    let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    if height != UITableView.automaticDimension { return (max(0, height), true) }
    let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
    if estimate == UITableView.automaticDimension || estimate <= 0 {
      return (TableMetrics.defaultEstimatedRowHeight, false)
    }
    return (estimate, false)
  }

  private func headerHeight(inSection section: Int) -> CGFloat {
    let height = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
    guard height == UITableView.automaticDimension else { return max(0, height) }
    return TableMetrics.headerHeight(style: style, hasTitle: hasTitle(section, isHeader: true), isFirst: section == 0)
  }

  private func footerHeight(inSection section: Int) -> CGFloat {
    let height = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
    guard height == UITableView.automaticDimension else { return max(0, height) }
    return TableMetrics.footerHeight(style: style, hasTitle: hasTitle(section, isHeader: false))
  }

  /// Whether the section's header (or footer) has a title or a view of the delegate's.
  private func hasTitle(_ section: Int, isHeader: Bool) -> Bool {
    if isHeader {
      return dataSource?.tableView(self, titleForHeaderInSection: section) != nil
        || tableDelegate?.tableView(self, viewForHeaderInSection: section) != nil
    }
    return dataSource?.tableView(self, titleForFooterInSection: section) != nil
      || tableDelegate?.tableView(self, viewForFooterInSection: section) != nil
  }

  /// With estimates turned off (`estimatedRowHeight = 0`) every self-sizing row is
  /// measured up front, each with a cell that goes back to the queue at once.
  private func measureEveryRow() {
    for s in 0..<geometry.numberOfSections {
      for row in 0..<geometry.numberOfRows(inSection: s) { measureOffScreen(IndexPath(row: row, section: s)) }
    }
  }

  /// Measures a row that has no cell on screen (for `scrollToRow`, for instance): the
  /// data source configures a cell, which is measured and queued for reuse again.
  func measureOffScreen(_ indexPath: IndexPath) {
    guard geometry.contains(indexPath), !geometry.sections[indexPath.section].measured[indexPath.row],
      cellsByIndexPath[indexPath] == nil, let dataSource
    else { return }
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    if cell.superview !== self { addSubview(cell) }
    configureAppearance(of: cell)
    geometry.setHeight(measuredHeight(of: cell), measured: true, at: indexPath)
    enqueue(cell)
  }

  /// A self-sizing cell's height at the row's width: its content view's fitting height
  /// plus the separator.
  func measuredHeight(of cell: UITableViewCell) -> CGFloat {
    let width = max(0, rowWidth - cell.accessoryRoom)
    let fitted = cell.contentView.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
    if fitted > 0 { return fitted + cell.separatorThickness }
    if let builtIn = cell.builtInContentHeight { return builtIn + cell.separatorThickness }
    return TableMetrics.standardRowHeight
  }

  /// Gives the rows in view their cells, sends the rest to the reuse queue, and places
  /// the section titles. Measuring a self-sizing row moves the rows below it, so after
  /// each row whose height changed the rows in view are found again: a row that an
  /// estimate put in view but the measured heights push out never gets a cell.
  func layoutRows() {
    guard !isLayingOutRows else { return }
    isLayingOutRows = true
    defer { isLayingOutRows = false }
    var remeasured = true
    while remeasured {
      remeasured = false
      let visible = geometry.indexPaths(from: bounds.minY, to: bounds.maxY)
      let wanted = Set(visible)
      for (indexPath, cell) in cellsByIndexPath where !wanted.contains(indexPath) {
        // The cell being edited stays, as UIKit keeps it, so the keyboard stays up.
        guard !cell.isFirstResponderOrContainsIt else { continue }
        cellsByIndexPath[indexPath] = nil
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        enqueue(cell)
      }
      for indexPath in visible where cellsByIndexPath[indexPath] == nil {
        // Each row is measured once, so this ends after at most one round per row.
        if showCell(at: indexPath) {
          remeasured = true
          break
        }
      }
    }
    for (indexPath, cell) in cellsByIndexPath { place(cell, at: indexPath) }
    layoutSectionTitles()
    let size = CGSize(width: bounds.width, height: geometry.contentHeight())
    if contentSize != size { contentSize = size }
    tableHeaderView.map { $0.frame = CGRect(x: 0, y: 0, width: bounds.width, height: $0.frame.height) }
    tableFooterView.map {
      $0.frame = CGRect(
        x: 0, y: geometry.contentHeight() - geometry.tableFooterHeight, width: bounds.width, height: $0.frame.height)
    }
  }

  /// Asks the data source for a row's cell and shows it; true if measuring it changed
  /// the row's height.
  private func showCell(at indexPath: IndexPath) -> Bool {
    guard let dataSource else { return false }
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    if cell.superview !== self { insertSubview(cell, at: 0) }
    configureAppearance(of: cell)
    cell.setSelected(selectedRows.contains(indexPath), animated: false)
    cellsByIndexPath[indexPath] = cell
    var moved = false
    if !geometry.sections[indexPath.section].measured[indexPath.row] {
      let height = measuredHeight(of: cell)
      moved = height != geometry.rowSpan(indexPath).height
      geometry.setHeight(height, measured: true, at: indexPath)
    }
    place(cell, at: indexPath)
    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    cell.isHidden = false
    return moved
  }

  func place(_ cell: UITableViewCell, at indexPath: IndexPath) {
    configureAppearance(of: cell)
    let rect = rectForRow(at: indexPath)
    if cell.frame != rect { cell.frame = rect }
    let rows = geometry.numberOfRows(inSection: indexPath.section)
    let isLast = indexPath.row == rows - 1
    if style == .insetGrouped {
      var corners: UITableViewCell.CardCorners = []
      if indexPath.row == 0 { corners.insert(.top) }
      if isLast { corners.insert(.bottom) }
      cell.cardCorners = corners
      // The last row of a card has no separator line; the card's edge ends it.
      if isLast { cell.separatorColor = nil }
    } else {
      cell.cardCorners = nil
      // A grouped section's last separator runs the full width.
      if style == .grouped, isLast, storedSeparatorInsetIsDefault {
        cell.tableSeparatorInset = .zero
      }
    }
  }

  private var storedSeparatorInsetIsDefault: Bool {
    separatorInset == UIEdgeInsets(top: 0, left: sideMargin, bottom: 0, right: 0)
  }
}
