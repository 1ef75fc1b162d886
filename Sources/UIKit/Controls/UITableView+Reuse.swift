import Foundation

/// Registering cell classes and dequeuing cells: a cell out of view waits in its
/// identifier's queue and is handed out again before a new one is made.
extension UITableView {
  /// Registers the class `dequeueReusableCell` makes for `identifier`; nil unregisters.
  /// The class must be `UITableViewCell` or a subclass of it.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      registrations[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UITableViewCell.Type else {
      preconditionFailure(
        "UITableView.register: \(cellClass) is not a UITableViewCell subclass (reuse identifier \"\(identifier)\")")
    }
    registrations[identifier] = cellType
  }

  /// A cell for `indexPath`: one from the reuse queue, else a new one of the registered
  /// class, sized to the row's width. Registering a class for the identifier is
  /// required, as on iOS ("unable to dequeue a cell with identifier … - must register a
  /// nib or a class for the identifier").
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      preconditionFailure(
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
          + "identifier or connect a prototype cell in a storyboard")
    }
    if geometry.contains(indexPath) {
      let rect = rectForRow(at: indexPath)
      if cell.frame.size != rect.size { cell.frame = CGRect(origin: cell.frame.origin, size: rect.size) }
    }
    return cell
  }

  /// A cell from the reuse queue, a new one if a class is registered, else nil.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var queue = reusePool[identifier], !queue.isEmpty {
      let cell = queue.removeLast()
      reusePool[identifier] = queue
      cell.prepareForReuse()
      return cell
    }
    guard let cellType = registrations[identifier] else { return nil }
    let cell = cellType.init(style: .default, reuseIdentifier: identifier)
    configureAppearance(of: cell)
    cell.frame = CGRect(x: 0, y: 0, width: rowWidth, height: TableMetrics.standardRowHeight)
    return cell
  }

  /// Puts a cell that left its row into its identifier's queue: it stays a hidden
  /// subview (so its constraints stay in place) until it is dequeued again.
  func enqueue(_ cell: UITableViewCell) {
    cell.isHidden = true
    cell.setSelected(false, animated: false)
    guard let identifier = cell.reuseIdentifier else {
      cell.removeFromSuperview()
      return
    }
    reusePool[identifier, default: []].append(cell)
  }

  /// The width of a row's cell: the table's, or the card's in the inset-grouped style.
  var rowWidth: CGFloat {
    style == .insetGrouped ? max(0, bounds.width - 2 * sideMargin) : bounds.width
  }

  /// What the table decides about a cell's look: margins and separators.
  func configureAppearance(of cell: UITableViewCell) {
    cell.sideMargin = sideMargin
    cell.separatorThickness = separatorStyle == .none ? 0 : 1 / displayScale
    cell.separatorColor = separatorColor
    cell.tableSeparatorInset = separatorInset
    if style == .insetGrouped, cell.backgroundColor == .systemBackground { cell.backgroundColor = nil }
  }

  /// The screen's scale: separators are one pixel thick.
  var displayScale: CGFloat { window?.screen.scale ?? UIScreen.main.scale }
}
