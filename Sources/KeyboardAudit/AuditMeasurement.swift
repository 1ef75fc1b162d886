import Foundation
import UIKit

/// The text measurement the audit lays screens out with, and its name, which the report
/// says: the numbers of a finding are in it. The audit draws nothing itself, so it needs
/// no fonts of its own; the lab passes its fonts' measurement (`.labFonts`, from
/// `KeyboardLab`), a test may keep the fixed-width one, which needs no files.
public struct AuditMeasurement: @unchecked Sendable {
  public let measurer: any TextMeasurer
  public let name: String

  public init(measurer: any TextMeasurer, name: String) {
    self.measurer = measurer
    self.name = name
  }

  /// Every glyph the same width: no font files, the same numbers everywhere.
  @MainActor public static let fixedWidth = AuditMeasurement(measurer: FixedWidthTextMeasurer(), name: "fixed-width")
}
