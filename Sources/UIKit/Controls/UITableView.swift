import Foundation

/// Rows in sections, on a scroll view, from a data source: only the rows on screen have
/// cells, and a cell scrolled out goes to a reuse queue that `dequeueReusableCell` takes
/// from again (after `prepareForReuse()`), as UIKit's table reuses them.
///
/// Heights: `rowHeight` (or the delegate's `heightForRowAt`) fixes a row's height; with
/// `UITableView.automaticDimension`, the default, a row is as high as its cell's content
/// view asks through its constraints (`systemLayoutSizeFitting` at the row's width), or
/// the built-in labels' height, else UIKit's standard 44; plus the separator's hairline,
/// which UIKit adds below the content view (a fixed 44-point row has a content view of
/// 44 − 1/scale). Until a self-sizing row's cell is made, the row holds its estimate
/// (`estimatedRowHeight`; 44 while that is automatic; 0 measures every row at once).
///
/// The delegate is the scroll view's `delegate`, read as a `UITableViewDelegate`; a
/// property of another type cannot override it in Swift.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// "Let the table decide": a self-sizing row, header or footer.
  public static let automaticDimension: CGFloat = -1

  public let style: Style

  public weak var dataSource: UITableViewDataSource? {
    didSet { reloadData() }
  }

  open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
  open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
  /// The separators' inset: the cells' side margin by default (16, 20 on the widest phones).
  open var separatorInset: UIEdgeInsets {
    get { storedSeparatorInset ?? UIEdgeInsets(top: 0, left: sideMargin, bottom: 0, right: 0) }
    set {
      storedSeparatorInset = newValue
      setNeedsLayout()
    }
  }
  private var storedSeparatorInset: UIEdgeInsets?

  open var allowsSelection = true
  open var allowsMultipleSelection = false

  /// A view above the first section; its frame's height is kept.
  open var tableHeaderView: UIView? {
    didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
  }
  /// A view below the last section; its frame's height is kept.
  open var tableFooterView: UIView? {
    didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
  }

  // MARK: State

  var geometry = TableGeometry()
  var needsReload = true
  var registrations: [String: UITableViewCell.Type] = [:]
  var reusePool: [String: [UITableViewCell]] = [:]
  /// The cells showing a row now (and a row's cell kept off screen while it holds the
  /// first responder).
  var cellsByIndexPath: [IndexPath: UITableViewCell] = [:]
  var sectionTitleViews: [SectionViewKey: UIView] = [:]
  var selectedRows: [IndexPath] = []
  var pendingUpdates: TableUpdates?
  var updateDepth = 0
  /// The row a touch went down on, until it ends (a tap) or drags.
  var touchedRow: IndexPath?
  /// Set while the table lays out its rows, so cells' own layout requests do not
  /// start another round.
  var isLayingOutRows = false
  /// The width the rows were last laid out at.
  private var laidOutWidth: CGFloat?

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    // A table bounces vertically however few its rows (UITableView's default is YES), so
    // `.automatic` adds the safe area to its top and bottom insets before any row is
    // laid out, as iOS places a table's first row below the status bar.
    alwaysBounceVertical = true
  }

  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if needsReload {
      reloadNow()
    } else if bounds.width != laidOutWidth {
      // Rows sized at another width (a new phone, a rotation) are measured again.
      reloadNow(keepingSelection: true)
    }
    laidOutWidth = bounds.width
    layoutRows()
  }

  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds
      super.bounds = newValue
      // A scroll brings other rows into view: lay them out before the frame is drawn.
      if newValue != old, !isLayingOutRows { setNeedsLayout() }
    }
  }

  // MARK: Touches: a tap on a row selects it

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchedRow = touches.first.flatMap { indexPathForRow(at: $0.location(in: self)) }
    super.touchesBegan(touches, with: event)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesMoved(touches, with: event)
    if isDragging { touchedRow = nil }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let tapped = isDragging ? nil : touchedRow
    let location = touches.first?.location(in: self)
    touchedRow = nil
    super.touchesEnded(touches, with: event)
    if let tapped, let location, indexPathForRow(at: location) == tapped { selectRowByUser(tapped) }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchedRow = nil
    super.touchesCancelled(touches, with: event)
  }

  var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

  /// The cells' side margin for this table's width.
  var sideMargin: CGFloat { TableMetrics.sideMargin(forWidth: bounds.width) }

  private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new { addSubview(new) }
    reloadData()
  }
}
