import CSDL2
import CSDL2TTF
import Foundation
import UIKit

/// The app's typeface (NanumGothic, shipped in Assets/Fonts: full Latin and Hangul),
/// opened with SDL2_ttf once per pixel size and weight.
///
/// A `UIFont` is a point size and a weight; at `pixelsPerPoint` it becomes a TTF font
/// of `round(pointSize × pixelsPerPoint)` pixels (SDL_ttf's point size at 72 dpi is a
/// pixel size). Weights from semibold up use the bold face file. Kerning is on and
/// hinting light, for both measuring and drawing, so carets land between the glyphs
/// as drawn.
@MainActor
public final class FontCache {
  public let regularPath: String
  public let boldPath: String

  struct Key: Hashable {
    var pixelSize: Int32
    var bold: Bool
  }

  private var fonts: [Key: OpaquePointer] = [:]

  /// Loads (and checks) the two face files from the assets; throws naming a missing one.
  public convenience init(assets: AssetLocator) throws {
    try self.init(
      regularPath: assets.file("Fonts/NanumGothic.ttf", what: "font NanumGothic (regular)"),
      boldPath: assets.file("Fonts/NanumGothicBold.ttf", what: "font NanumGothic (bold)"))
  }

  public init(regularPath: String, boldPath: String) throws {
    self.regularPath = regularPath
    self.boldPath = boldPath
    if TTF_WasInit() == 0, TTF_Init() != 0 { throw SDLError.last("TTF_Init") }
    // Open one size now, so a corrupt file fails at start-up, not at the first draw.
    _ = try font(pixelSize: 17, bold: false)
    _ = try font(pixelSize: 17, bold: true)
  }

  isolated deinit {
    for font in fonts.values { TTF_CloseFont(font) }
  }

  static func key(for font: UIFont, pixelsPerPoint: CGFloat) -> Key {
    Key(
      pixelSize: Int32(max(1, (font.pointSize * pixelsPerPoint).rounded())),
      bold: font.weight >= .semibold)
  }

  /// The TTF font for `font` at this scale (opened on first use, kept for the app's life:
  /// an app uses a handful of sizes).
  func ttfFont(for font: UIFont, pixelsPerPoint: CGFloat) -> OpaquePointer? {
    let key = Self.key(for: font, pixelsPerPoint: pixelsPerPoint)
    return try? self.font(pixelSize: key.pixelSize, bold: key.bold)
  }

  func font(pixelSize: Int32, bold: Bool) throws -> OpaquePointer {
    let key = Key(pixelSize: pixelSize, bold: bold)
    if let font = fonts[key] { return font }
    let path = bold ? boldPath : regularPath
    guard let font = TTF_OpenFont(path, pixelSize) else { throw SDLError.last("TTF_OpenFont \(path)") }
    TTF_SetFontKerning(font, 1)
    TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
    fonts[key] = font
    return font
  }
}
