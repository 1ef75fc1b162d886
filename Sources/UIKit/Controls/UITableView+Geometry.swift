import Foundation

/// Where things are: the rects of sections, rows, headers and footers, in the table's
/// (content) coordinates, and the rows at a point or in view.
extension UITableView {
  public var numberOfSections: Int {
    if needsReload { reloadNow() }
    return geometry.numberOfSections
  }

  public func numberOfRows(inSection section: Int) -> Int {
    if needsReload { reloadNow() }
    return geometry.numberOfRows(inSection: section)
  }

  /// The section's header, rows and footer; `.zero` for a section that does not exist.
  public func rect(forSection section: Int) -> CGRect {
    sectionPartRect(section) { $0.sectionSpan($1) }
  }

  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    if needsReload { reloadNow() }
    guard geometry.contains(indexPath) else { return .zero }
    let span = geometry.rowSpan(indexPath)
    let x = style == .insetGrouped ? sideMargin : 0
    return CGRect(x: x, y: span.top, width: rowWidth, height: span.height)
  }

  public func rectForHeader(inSection section: Int) -> CGRect {
    sectionPartRect(section) { $0.headerSpan($1) }
  }

  public func rectForFooter(inSection section: Int) -> CGRect {
    sectionPartRect(section) { $0.footerSpan($1) }
  }

  /// A full-width band of a section, from the geometry's span of it.
  private func sectionPartRect(
    _ section: Int, _ span: (inout TableGeometry, Int) -> (top: CGFloat, height: CGFloat)
  ) -> CGRect {
    if needsReload { reloadNow() }
    guard geometry.sections.indices.contains(section) else { return .zero }
    let part = span(&geometry, section)
    return CGRect(x: 0, y: part.top, width: bounds.width, height: part.height)
  }

  /// The row under `point` (table coordinates), if any.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    if needsReload { reloadNow() }
    guard let indexPath = geometry.indexPath(atY: point.y) else { return nil }
    let rect = rectForRow(at: indexPath)
    return point.x >= rect.minX && point.x < rect.maxX ? indexPath : nil
  }

  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    if needsReload { reloadNow() }
    return geometry.indexPaths(from: rect.minY, to: rect.maxY)
  }

  /// The cell showing the row, if it is on screen.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    guard let cell = cellsByIndexPath[indexPath], bounds.intersects(cell.frame) else { return nil }
    return cell
  }

  /// The cells on screen, in row order.
  public var visibleCells: [UITableViewCell] {
    (indexPathsForVisibleRows ?? []).compactMap { cellsByIndexPath[$0] }
  }

  /// The rows whose cells are on screen, in order.
  public var indexPathsForVisibleRows: [IndexPath]? {
    cellsByIndexPath.filter { bounds.intersects($0.value.frame) }.keys.sorted()
  }

  /// The row a cell shows, while it shows one.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    cellsByIndexPath.first { $0.value === cell }?.key
  }

  public func headerView(forSection section: Int) -> UIView? {
    sectionTitleViews[SectionViewKey(section: section, isHeader: true)]
  }

  public func footerView(forSection section: Int) -> UIView? {
    sectionTitleViews[SectionViewKey(section: section, isHeader: false)]
  }

  /// Places the headers and footers of the sections in view (the delegate's views, or
  /// title views), and takes away those out of view.
  func layoutSectionTitles() {
    var wanted = Set<SectionViewKey>()
    for section in 0..<geometry.numberOfSections {
      for isHeader in [true, false] {
        let rect = isHeader ? rectForHeader(inSection: section) : rectForFooter(inSection: section)
        guard rect.height > 0, rect.intersects(bounds) else { continue }
        let key = SectionViewKey(section: section, isHeader: isHeader)
        let view = sectionTitleViews[key] ?? makeSectionView(section, isHeader: isHeader)
        guard let view else { continue }
        wanted.insert(key)
        sectionTitleViews[key] = view
        if view.superview !== self { addSubview(view) }
        if view.frame != rect { view.frame = rect }
        (view as? TableSectionTitleView)?.textInset = style == .insetGrouped ? 2 * sideMargin : sideMargin
      }
    }
    for (key, view) in sectionTitleViews where !wanted.contains(key) {
      view.removeFromSuperview()
      sectionTitleViews[key] = nil
    }
  }

  private func makeSectionView(_ section: Int, isHeader: Bool) -> UIView? {
    if let view =
      isHeader
      ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
      : tableDelegate?.tableView(self, viewForFooterInSection: section)
    {
      return view
    }
    let title =
      isHeader
      ? dataSource?.tableView(self, titleForHeaderInSection: section)
      : dataSource?.tableView(self, titleForFooterInSection: section)
    return title.map { TableSectionTitleView(title: $0, style: style, isHeader: isHeader) }
  }
}
