import Foundation

/// Scrolling a row into view, and reloading.
extension UITableView {
  /// Drops the cells and asks the data source again at the next layout pass (the
  /// selection goes too, as on iOS).
  public func reloadData() {
    needsReload = true
    setNeedsLayout()
  }

  /// Scrolls so the row is at the top, middle or bottom of the area the insets leave
  /// visible, or (`.none`) as little as shows it whole, within the content's range. A
  /// self-sizing row not measured yet is measured first, so the row lands where asked.
  public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    if needsReload { reloadNow() }
    guard geometry.contains(indexPath) else {
      LayoutLog.report(
        "UITableView.scrollToRow: row (\(indexPath.section), \(indexPath.row)) is out of range: the table has "
          + "\(geometry.numberOfSections) section(s)"
          + (geometry.sections.indices.contains(indexPath.section)
            ? " and \(geometry.numberOfRows(inSection: indexPath.section)) row(s) in that section" : ""))
      return
    }
    measureOffScreen(indexPath)
    let rect = rectForRow(at: indexPath)
    let inset = adjustedContentInset
    let visibleTop = contentOffset.y + inset.top
    let visibleHeight = bounds.height - inset.top - inset.bottom
    var y: CGFloat
    switch scrollPosition {
    case .top: y = rect.minY - inset.top
    case .middle: y = rect.midY - inset.top - visibleHeight / 2
    case .bottom: y = rect.maxY + inset.bottom - bounds.height
    case .none:
      if rect.minY < visibleTop || rect.height > visibleHeight {
        y = rect.minY - inset.top
      } else if rect.maxY > visibleTop + visibleHeight {
        y = rect.maxY + inset.bottom - bounds.height
      } else {
        return
      }
    }
    contentSize = CGSize(width: bounds.width, height: geometry.contentHeight())
    let target = clampedContentOffset(CGPoint(x: contentOffset.x, y: y))
    setContentOffset(target, animated: animated)
    if !animated { layoutRows() }
  }

  /// Scrolls the selected row (if any) to the position.
  public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
    guard let row = indexPathForSelectedRow else { return }
    scrollToRow(at: row, at: scrollPosition, animated: animated)
  }
}
