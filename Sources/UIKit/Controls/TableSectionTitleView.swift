import Foundation

/// The view a table makes for a section's header or footer title: in the plain style a
/// bold title on a light band, in the grouped styles small upper-cased grey text (iOS's
/// grouped section headers), aligned with the rows' text.
final class TableSectionTitleView: UIView {
  let label = UILabel()
  private let style: UITableView.Style
  private let isHeader: Bool
  var textInset: CGFloat = 16 { didSet { setNeedsLayout() } }

  init(title: String, style: UITableView.Style, isHeader: Bool) {
    self.style = style
    self.isHeader = isHeader
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    switch style {
    case .plain:
      label.text = title
      label.font = .boldSystemFont(ofSize: TableMetrics.titleFontSize)
      backgroundColor = .secondarySystemBackground
    case .grouped, .insetGrouped:
      label.text = isHeader ? title.uppercased() : title
      label.font = .systemFont(ofSize: TableMetrics.groupedTitleFontSize)
      label.textColor = .secondaryLabel
      label.numberOfLines = 0
    }
    addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = max(0, bounds.width - 2 * textInset)
    let height = min(bounds.height, label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
    // Headers sit on the rows below them, footers hang under the rows above them.
    let y: CGFloat =
      switch (style, isHeader) {
      case (.plain, _): ((bounds.height - height) / 2).rounded()
      case (_, true): bounds.height - height - 7
      case (_, false): 7
      }
    label.frame = CGRect(x: textInset, y: max(0, y), width: width, height: height)
  }
}
