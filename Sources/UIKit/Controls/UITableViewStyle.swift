import Foundation

extension UITableView {
  /// How a table view groups its rows (`UITableView.Style`).
  public enum Style: Int, Sendable {
    /// Rows edge to edge, section headers over them.
    case plain
    /// Sections apart on the grouped background, rows edge to edge.
    case grouped
    /// Sections as rounded cards inset from the sides (iOS 13).
    case insetGrouped
  }

  /// How inserted, deleted and reloaded rows come and go. Rows change in place here:
  /// every value lays the table out at once.
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// Where `scrollToRow(at:at:animated:)` puts the row.
  public enum ScrollPosition: Int, Sendable {
    /// As little as needed to show the row whole.
    case none
    case top, middle, bottom
  }

  /// The separators' look (`UITableViewCell.SeparatorStyle`).
  public typealias SeparatorStyle = UITableViewCell.SeparatorStyle
}
