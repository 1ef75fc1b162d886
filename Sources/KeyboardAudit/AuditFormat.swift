import Foundation
import UIKit

/// How the audit writes numbers: points to two decimals at most, no trailing zeros.
@_spi(Lab) public enum AuditFormat {
  public static func number(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(format: "%.2f", Double(rounded)).replacingOccurrences(
      of: "0+$", with: "", options: .regularExpression)
  }

  public static func rect(_ r: CGRect) -> String {
    "(\(number(r.minX)), \(number(r.minY)), \(number(r.width))×\(number(r.height)))"
  }

  public static func point(_ p: CGPoint) -> String { "(\(number(p.x)), \(number(p.y)))" }

  public static func insets(_ i: UIEdgeInsets) -> String {
    "(\(number(i.top)), \(number(i.left)), \(number(i.bottom)), \(number(i.right)))"
  }

  /// A view as findings name it: its class, and its text if it shows one.
  @MainActor
  public static func name(of view: UIView) -> String {
    if view is UITextField || view is UITextView { return AuditInput.baseName(of: view) }
    let type = String(describing: Swift.type(of: view))
    let text: String? =
      switch view {
      case let label as UILabel: label.text
      case let button as UIButton: button.currentTitle
      default: nil
      }
    if let text, !text.isEmpty { return "\(type) \"\(text.prefix(24))\"" }
    return type
  }
}
