import Foundation
import SDLPlatform
import UIKit

/// The text measurement the audit lays screens out with: the lab's own fonts (what the
/// window shows and the contact sheets draw), loaded once; the fixed-width measurer when
/// the fonts cannot be found, which the report then names.
@MainActor
struct AuditTextMeasurer {
  let measurer: any TextMeasurer
  /// Said in the report: which measurement the numbers are in.
  let name: String
  /// The fonts, for drawing the contact sheets; nil with the fixed-width measurer.
  let fonts: FontCache?

  static let shared: AuditTextMeasurer = {
    do {
      let fonts = try FontCache(assets: AssetLocator.locate())
      return AuditTextMeasurer(
        measurer: SDLTextMeasurer(fonts: fonts, pixelsPerPoint: 1), name: "the lab's fonts", fonts: fonts)
    } catch {
      return AuditTextMeasurer(
        measurer: FixedWidthTextMeasurer(), name: "fixed-width (the lab's fonts were not found: \(error))",
        fonts: nil)
    }
  }()
}
