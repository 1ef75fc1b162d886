import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("FixedWidthTextMeasurer", .uikitRuntime)
@MainActor
struct FixedWidthTextMeasurerTests {
  let measurer = FixedWidthTextMeasurer()
  let font = UIFont.systemFont(ofSize: 10)

  @Test("An ASCII grapheme advances half the point size")
  func ascii() {
    #expect(measurer.width(of: "hello", font: font) == 25)
    #expect(measurer.width(of: "a b", font: font) == 15)
  }

  @Test("A Hangul syllable advances the full point size")
  func hangul() {
    #expect(measurer.width(of: "안녕", font: font) == 20)
  }

  @Test("A Hangul syllable typed as conjoining jamo is one grapheme, one cell")
  func decomposedHangul() {
    let han = "\u{1112}\u{1161}\u{11AB}"  // ᄒ + ᅡ + ᆫ = 한
    #expect(han.count == 1)
    #expect(measurer.width(of: han, font: font) == 10)
  }

  @Test("Emoji sequences (skin tone, ZWJ family, flag) are one grapheme each, one cell each")
  func emoji() {
    #expect(measurer.width(of: "👍🏽", font: font) == 10)
    #expect(measurer.width(of: "👨‍👩‍👧", font: font) == 10)
    #expect(measurer.width(of: "🇰🇷", font: font) == 10)
    #expect(measurer.width(of: "a👍🏽b", font: font) == 20)
  }

  @Test("A letter with a combining accent is one non-ASCII grapheme")
  func combiningMark() {
    #expect(measurer.width(of: "e\u{301}", font: font) == 10)
  }

  @Test("Empty text has zero width and one caret offset")
  func empty() {
    #expect(measurer.width(of: "", font: font) == 0)
    #expect(measurer.caretOffsets(in: "", font: font) == [0])
  }

  @Test("caretOffsets has one entry per grapheme boundary: count + 1, starting at 0")
  func caretOffsets() {
    let text = "a안👍🏽b"
    let offsets = measurer.caretOffsets(in: text, font: font)
    #expect(offsets.count == text.count + 1)
    #expect(offsets == [0, 5, 15, 25, 30])
    #expect(offsets.last == measurer.width(of: text, font: font))
  }

  @Test("lineHeight is 1.2 × point size, rounded")
  func lineHeight() {
    #expect(measurer.lineHeight(of: .systemFont(ofSize: 10)) == 12)
    #expect(measurer.lineHeight(of: .systemFont(ofSize: 14)) == 17)  // 16.8
    #expect(measurer.lineHeight(of: .systemFont(ofSize: 17)) == 20)  // 20.4
  }

  @Test("Width scales with the point size and ignores the weight")
  func scaling() {
    #expect(measurer.width(of: "ab", font: .systemFont(ofSize: 20)) == 20)
    #expect(measurer.width(of: "ab", font: .boldSystemFont(ofSize: 20)) == 20)
  }
}
