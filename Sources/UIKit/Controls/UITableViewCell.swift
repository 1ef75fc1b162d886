import Foundation

/// One row of a table view: a `contentView` for the row's own views (what custom cells
/// add to and constrain to), the built-in labels and image of its `CellStyle`, an
/// accessory at the trailing edge, selection and the separator below it.
///
/// `init(style:reuseIdentifier:)` is `required`: a table view builds a registered cell
/// class from its type (`cellClass.init(style: .default, reuseIdentifier: id)`), which
/// Swift allows only through a required initializer; Objective-C's `alloc`/`init` needs
/// none. A subclass that overrides it writes `required` where iOS code writes `override`
/// (docs/PORTING.md).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  let cellStyle: CellStyle
  /// The identifier the cell is dequeued by.
  public private(set) var reuseIdentifier: String?

  /// The view the row's content goes in: the cell's bounds minus the accessory and the
  /// separator below it.
  public let contentView = UIView()

  private var storedTextLabel: UILabel?
  private var storedDetailTextLabel: UILabel?
  private var storedImageView: UIImageView?

  /// The row's title (made on first use, in the style's place).
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel()
    label.font = .systemFont(ofSize: cellStyle == .value2 ? TableMetrics.subtitleFontSize : TableMetrics.titleFontSize)
    if cellStyle == .value2 {
      label.textColor = .systemBlue
      label.textAlignment = .right
    }
    contentView.addSubview(label)
    storedTextLabel = label
    setNeedsLayout()
    return label
  }

  /// The detail text; nil in the `.default` style, as on iOS.
  open var detailTextLabel: UILabel? {
    if let storedDetailTextLabel { return storedDetailTextLabel }
    guard cellStyle != .default else { return nil }
    let label = UILabel()
    switch cellStyle {
    case .value1:
      label.font = .systemFont(ofSize: TableMetrics.titleFontSize)
      label.textColor = .secondaryLabel
      label.textAlignment = .right
    case .subtitle:
      label.font = .systemFont(ofSize: TableMetrics.detailFontSize)
    default:
      label.font = .systemFont(ofSize: TableMetrics.subtitleFontSize)
    }
    contentView.addSubview(label)
    storedDetailTextLabel = label
    setNeedsLayout()
    return label
  }

  /// The image at the leading edge (shown when it has an image); nil in `.value2`.
  open var imageView: UIImageView? {
    if let storedImageView { return storedImageView }
    guard cellStyle != .value2 else { return nil }
    let view = UIImageView()
    contentView.addSubview(view)
    storedImageView = view
    setNeedsLayout()
    return view
  }

  open var accessoryType: AccessoryType = .none {
    didSet { if oldValue != accessoryType { accessoryChanged() } }
  }
  /// A view of the app's own in place of the accessory type's.
  open var accessoryView: UIView? {
    didSet {
      guard oldValue !== accessoryView else { return }
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
      accessoryChanged()
    }
  }
  open var selectionStyle: SelectionStyle = .default { didSet { setNeedsDisplay() } }

  /// Whether the row is selected; the table view sets it, code may too.
  open var isSelected: Bool {
    get { selected }
    set { setSelected(newValue, animated: false) }
  }
  private var selected = false
  open var isHighlighted = false { didSet { setNeedsDisplay() } }

  /// The separator's inset in this cell; nil follows the table's `separatorInset`.
  open var separatorInset: UIEdgeInsets {
    get { storedSeparatorInset ?? tableSeparatorInset }
    set {
      storedSeparatorInset = newValue
      setNeedsDisplay()
    }
  }
  private var storedSeparatorInset: UIEdgeInsets?

  // What the table view tells the cell about its row.
  var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  var separatorThickness: CGFloat = 0 { didSet { if oldValue != separatorThickness { setNeedsLayout() } } }
  var separatorColor: UIColor?
  var sideMargin: CGFloat = 16 { didSet { if oldValue != sideMargin { setNeedsLayout() } } }
  /// In an inset-grouped table: which of the section card's rounded corners this row
  /// has (the cell draws its part of the card).
  var cardCorners: CardCorners?

  public required init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableMetrics.standardRowHeight))
    backgroundColor = .systemBackground
    addSubview(contentView)
  }

  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Cells come from code here (no storyboards or nibs to decode them from).
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Called before `dequeueReusableCell` hands the cell out again: reset what the data
  /// source does not set for every row.
  open func prepareForReuse() {}

  open func setSelected(_ selected: Bool, animated: Bool) {
    guard self.selected != selected else { return }
    self.selected = selected
    setNeedsDisplay()
  }

  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    isHighlighted = highlighted
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let content = CGRect(
      x: 0, y: 0, width: max(0, bounds.width - accessoryRoom),
      height: max(0, bounds.height - separatorThickness))
    if contentView.frame != content { contentView.frame = content }
    if let accessoryView {
      let size = accessoryView.frame.size
      accessoryView.frame = CGRect(
        x: bounds.width - sideMargin - size.width, y: ((content.height - size.height) / 2).rounded(),
        width: size.width, height: size.height)
    }
    layoutBuiltInViews(in: content.size)
  }

  open override func draw(in canvas: Canvas) {
    if let cardCorners { fillCard(cardCorners, color: .secondarySystemGroupedBackground, in: canvas) }
    if (selected || isHighlighted) && selectionStyle != .none {
      fillCard(cardCorners ?? [], color: .systemGray4, in: canvas)
    }
    drawAccessory(in: canvas)
    if separatorThickness > 0, let color = separatorColor {
      let inset = separatorInset
      canvas.fill(
        CGRect(
          x: inset.left, y: bounds.height - separatorThickness, width: bounds.width - inset.left - inset.right,
          height: separatorThickness), cornerRadius: 0, color: color)
    }
  }

  private func accessoryChanged() {
    setNeedsLayout()
    setNeedsDisplay()
  }

  var builtInTextLabel: UILabel? { storedTextLabel }
  var builtInDetailTextLabel: UILabel? { storedDetailTextLabel }
  var builtInImageView: UIImageView? { storedImageView }
}
