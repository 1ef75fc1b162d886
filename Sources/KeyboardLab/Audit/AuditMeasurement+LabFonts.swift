import Foundation
import KeyboardAudit
import SDLPlatform
import UIKit

/// The lab's fonts, loaded once: what the window shows, what `keyboard-lab audit`
/// measures with and its contact sheets draw.
@MainActor
enum LabFonts {
  /// The fonts, or why they could not be loaded.
  static let shared: Result<FontCache, Error> = Result { try FontCache(assets: AssetLocator.locate()) }
}

extension AuditMeasurement {
  /// The lab's fonts; the fixed-width measurement, under a name that says why, when the
  /// fonts cannot be found.
  @MainActor public static var labFonts: AuditMeasurement {
    switch LabFonts.shared {
    case .success(let fonts):
      AuditMeasurement(measurer: SDLTextMeasurer(fonts: fonts, pixelsPerPoint: 1), name: "the lab's fonts")
    case .failure(let error):
      AuditMeasurement(
        measurer: FixedWidthTextMeasurer(), name: "fixed-width (the lab's fonts were not found: \(error))")
    }
  }
}
