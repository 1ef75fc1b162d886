import Foundation

/// iOS's measurements for table views and their cells.
enum TableMetrics {
  /// A row with nothing to size it: UIKit's standard height, 44 points (Apple's Human
  /// Interface Guidelines' minimum tap target; a cell whose constraints "ambiguously
  /// suggest a height of zero" gets it too, as UIKit's console warning says).
  static let standardRowHeight: CGFloat = 44
  /// The estimate for self-sizing rows while `estimatedRowHeight` is automatic.
  static let defaultEstimatedRowHeight: CGFloat = 44

  /// The cells' side margin, which is also the separators' default left inset: 16
  /// points on iPhones, 20 on the widest (414 points and up), the system minimum layout
  /// margins (measured: "iPhone on 8 – 16 points", stackoverflow.com/questions/29349917).
  static func sideMargin(forWidth width: CGFloat) -> CGFloat {
    width >= 414 ? 20 : 16
  }

  /// The body text of a cell's labels (UIFont.TextStyle.body at the default size).
  static let titleFontSize: CGFloat = 17
  /// The labels of the value2 style.
  static let subtitleFontSize: CGFloat = 15
  /// The detail line of the subtitle style.
  static let detailFontSize: CGFloat = 12
  /// Section titles in the grouped styles: footnote size, upper-cased, grey, as UIKit draws
  /// a `titleForHeaderInSection` title there (Settings' look; Apple documents no figures).
  static let groupedTitleFontSize: CGFloat = 13
  /// The corner radius of an inset-grouped section's card.
  static let insetGroupedCornerRadius: CGFloat = 10

  /// Section header and footer heights when the table's are automatic. Apple does not
  /// publish them; these are what UIKit gives a title of one line in each style.
  static func headerHeight(style: UITableView.Style, hasTitle: Bool, isFirst: Bool) -> CGFloat {
    switch style {
    case .plain: hasTitle ? 28 : 0
    case .grouped, .insetGrouped: hasTitle ? 38 : (isFirst ? 35 : 18)
    }
  }

  static func footerHeight(style: UITableView.Style, hasTitle: Bool) -> CGFloat {
    switch style {
    case .plain: hasTitle ? 28 : 0
    case .grouped, .insetGrouped: hasTitle ? 38 : 18
    }
  }
}
