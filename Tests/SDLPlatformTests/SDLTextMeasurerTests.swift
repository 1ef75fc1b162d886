import Foundation
import Testing
import UIKit
import UIKitTestSupport

@testable import SDLPlatform

/// Text measured with the shipped font: grapheme-correct caret offsets from real glyph
/// metrics, consistent with the width, at any scale.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct SDLTextMeasurerTests {
  func measurer(pixelsPerPoint: CGFloat = 1) throws -> SDLTextMeasurer {
    let assets = try AssetLocator.locate()
    return SDLTextMeasurer(fonts: try FontCache(assets: assets), pixelsPerPoint: pixelsPerPoint)
  }

  let font = UIFont.systemFont(ofSize: 17)

  @Test("One caret offset per grapheme boundary: a Hangul syllable and a skin-toned emoji are one step each")
  func graphemes() throws {
    let m = try measurer()
    let text = "a우👍🏽b"
    let offsets = m.caretOffsets(in: text, font: font)
    #expect(offsets.count == text.count + 1)
    #expect(text.count == 4)
    #expect(offsets[0] == 0)
    for (a, b) in zip(offsets, offsets.dropFirst()) { #expect(b >= a) }
    #expect(offsets.last == m.width(of: text, font: font))
    // Hangul is full-width, Latin narrower.
    #expect(offsets[2] - offsets[1] > offsets[1] - offsets[0])
  }

  @Test("Widths add up and grow with the point size; semibold and up use the bold face")
  func widths() throws {
    let m = try measurer()
    #expect(m.width(of: "", font: font) == 0)
    let milk = m.width(of: "Buy milk 우유", font: font)
    #expect(milk > 80 && milk < 140)
    #expect(m.width(of: "Buy milk 우유", font: .systemFont(ofSize: 34)) > milk * 1.8)
    // NanumGothic Bold keeps the regular advances: only the face changes.
    #expect(FontCache.key(for: .boldSystemFont(ofSize: 17), pixelsPerPoint: 1).bold)
    #expect(FontCache.key(for: .systemFont(ofSize: 17, weight: .semibold), pixelsPerPoint: 1).bold)
    #expect(!FontCache.key(for: .systemFont(ofSize: 17, weight: .medium), pixelsPerPoint: 1).bold)
    #expect(FontCache.key(for: .systemFont(ofSize: 17), pixelsPerPoint: 3).pixelSize == 51)
  }

  @Test("Line height is NanumGothic's ascent + descent: 20 points at 17 pt")
  func lineHeight() throws {
    let m = try measurer()
    #expect(m.lineHeight(of: font) == 20)
    #expect(m.lineHeight(of: .systemFont(ofSize: 20)) > 20)
  }

  @Test("At 3 pixels per point, measurements are in points and close to scale 1's")
  func scaled() throws {
    let one = try measurer(pixelsPerPoint: 1).width(of: "Buy milk 우유", font: font)
    let three = try measurer(pixelsPerPoint: 3).width(of: "Buy milk 우유", font: font)
    #expect(abs(one - three) <= 3)
  }

  @Test("Long text (past the exact-prefix limit) still gives one offset per grapheme, increasing")
  func longText() throws {
    let m = try measurer()
    let text = String(repeating: "가나다 abc ", count: 40)
    let offsets = m.caretOffsets(in: text, font: font)
    #expect(offsets.count == text.count + 1)
    for (a, b) in zip(offsets, offsets.dropFirst()) { #expect(b >= a) }
  }
}
