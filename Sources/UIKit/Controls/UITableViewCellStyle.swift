import Foundation

extension UITableViewCell {
  /// The built-in layouts of a cell's labels.
  public enum CellStyle: Int, Sendable {
    /// One left-aligned label (and an optional image).
    case `default`
    /// The title on the left, the detail right-aligned and grey on the same line.
    case value1
    /// A small blue right-aligned title, then the detail (Contacts' layout).
    case value2
    /// The title with a smaller grey detail under it.
    case subtitle
  }

  /// What a cell shows at its trailing edge.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// How a selected cell is highlighted.
  public enum SelectionStyle: Int, Sendable {
    case none, blue, gray
    case `default`
  }

  /// Whether separators are drawn between rows.
  public enum SeparatorStyle: Int, Sendable {
    case none, singleLine, singleLineEtched
  }
}
