import Foundation

/// Where a cell's built-in views go in each `CellStyle`, its accessory, and its part of
/// an inset-grouped section's card.
extension UITableViewCell {
  /// The corners of a section's card a row has: the first row the top ones, the last the
  /// bottom ones.
  struct CardCorners: OptionSet {
    let rawValue: Int
    static let top = CardCorners(rawValue: 1)
    static let bottom = CardCorners(rawValue: 2)
  }

  /// The width the accessory takes from the content view: the glyph and the margin
  /// after it (a disclosure chevron is about 8 points wide, a checkmark 14, an info
  /// button 22).
  var accessoryRoom: CGFloat {
    if let accessoryView { return accessoryView.frame.width + sideMargin + 8 }
    switch accessoryType {
    case .none: return 0
    case .disclosureIndicator: return sideMargin + 8 + 10
    case .checkmark: return sideMargin + 14 + 10
    case .detailButton: return sideMargin + 22 + 10
    case .detailDisclosureButton: return sideMargin + 22 + 8 + 20
    }
  }

  /// The content height the built-in labels ask for when nothing in the content view is
  /// constrained: their lines plus 11 points above and below, at least 44 (UIKit's
  /// 17-point title row is 44 high).
  var builtInContentHeight: CGFloat? {
    let labels = [builtInTextLabel, builtInDetailTextLabel].compactMap { $0 }.filter { !($0.text ?? "").isEmpty }
    guard !labels.isEmpty else { return nil }
    let heights = labels.map { $0.intrinsicContentSize.height }
    let lines = cellStyle == .subtitle ? heights.reduce(0, +) : (heights.max() ?? 0)
    return max(TableMetrics.standardRowHeight - separatorThickness, (lines + 22).rounded(.up))
  }

  func layoutBuiltInViews(in size: CGSize) {
    let margin = sideMargin
    var leading = margin
    if let imageView = builtInImageView, let image = imageView.image {
      let side = min(image.size.height, size.height)
      let width = image.size.height > 0 ? image.size.width * side / image.size.height : 0
      imageView.frame = CGRect(x: margin, y: ((size.height - side) / 2).rounded(), width: width, height: side)
      leading = margin + width + margin
    } else {
      builtInImageView?.frame = .zero
    }
    let trailing = size.width - (accessoryType == .none && accessoryView == nil ? margin : 0)
    let title = builtInTextLabel
    let detail = builtInDetailTextLabel
    func place(_ label: UILabel?, x: CGFloat, width: CGFloat, y: CGFloat? = nil) {
      guard let label else { return }
      let height = label.intrinsicContentSize.height
      label.frame = CGRect(
        x: x, y: y ?? ((size.height - height) / 2).rounded(), width: max(0, width), height: height)
    }
    switch cellStyle {
    case .default:
      place(title, x: leading, width: trailing - leading)
    case .value1:
      let detailWidth = min(detail?.intrinsicContentSize.width ?? 0, (trailing - leading) / 2)
      place(detail, x: trailing - detailWidth, width: detailWidth)
      place(title, x: leading, width: trailing - detailWidth - leading - (detailWidth > 0 ? 8 : 0))
    case .value2:
      let column: CGFloat = 67
      place(title, x: leading, width: column)
      place(detail, x: leading + column + 6, width: trailing - leading - column - 6)
    case .subtitle:
      let titleHeight = title?.intrinsicContentSize.height ?? 0
      let detailHeight = (detail?.text ?? "").isEmpty ? 0 : (detail?.intrinsicContentSize.height ?? 0)
      let top = ((size.height - titleHeight - detailHeight) / 2).rounded()
      place(title, x: leading, width: trailing - leading, y: top)
      place(detail, x: leading, width: trailing - leading, y: top + titleHeight)
    }
  }

  /// The accessory glyphs, in the font's characters: a chevron, a check mark, a circled i.
  func drawAccessory(in canvas: Canvas) {
    guard accessoryView == nil else { return }
    let glyphs: [(String, UIColor)]
    switch accessoryType {
    case .none: return
    case .disclosureIndicator: glyphs = [("〉", .systemGray3)]
    case .checkmark: glyphs = [("√", tintColor)]
    case .detailButton: glyphs = [("ⓘ", tintColor)]
    case .detailDisclosureButton: glyphs = [("ⓘ", tintColor), ("〉", .systemGray3)]
    }
    let font = UIFont.systemFont(ofSize: TableMetrics.titleFontSize)
    let measurer = TextMeasurement.current
    var x = bounds.width - sideMargin
    let height = bounds.height - separatorThickness
    for (glyph, color) in glyphs.reversed() {
      let width = measurer.width(of: glyph, font: font)
      x -= width
      canvas.drawText(
        glyph, at: CGPoint(x: x, y: ((height - measurer.lineHeight(of: font)) / 2).rounded()), font: font,
        color: color)
      x -= 8
    }
  }

  /// Fills the row's background: square, or with the card's rounded corners it has (one
  /// rounded fill, squared off on the side without corners by a second).
  func fillCard(_ corners: CardCorners, color: UIColor, in canvas: Canvas) {
    let rect = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
    guard !corners.isEmpty else {
      canvas.fill(rect, cornerRadius: 0, color: color)
      return
    }
    let radius = TableMetrics.insetGroupedCornerRadius
    canvas.fill(rect, cornerRadius: radius, color: color)
    if !corners.contains(.top) {
      canvas.fill(CGRect(x: 0, y: 0, width: rect.width, height: radius), cornerRadius: 0, color: color)
    }
    if !corners.contains(.bottom) {
      canvas.fill(
        CGRect(x: 0, y: rect.height - radius, width: rect.width, height: radius), cornerRadius: 0, color: color)
    }
  }
}
