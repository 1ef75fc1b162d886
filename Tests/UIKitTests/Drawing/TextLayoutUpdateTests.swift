import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// A measurer whose widths are not sums of cluster widths: "AV" and "To" kern together
/// by a point, as a real font's pairs do, so measuring a line from another start would
/// give other numbers.
@MainActor
final class KerningTextMeasurer: TextMeasurer {
  func width(of text: String, font: UIFont) -> CGFloat { caretOffsets(in: text, font: font).last ?? 0 }
  func lineHeight(of font: UIFont) -> CGFloat { 12 }
  func caretOffsets(in text: String, font: UIFont) -> [CGFloat] {
    var offsets: [CGFloat] = [0]
    var previous: Character?
    for character in text {
      var x = offsets[offsets.count - 1] + FixedWidthTextMeasurer.advance(of: character, font: font)
      if let previous, ["AV", "To"].contains(String(previous) + String(character)) { x -= 1 }
      offsets.append(x)
      previous = character
    }
    return offsets
  }
}

/// Incremental layout against layout from scratch: after any edit, `updated` must give
/// exactly the lines a new layout of the new text gives, with both measurers, at widths
/// that wrap every few words and at none.
@Suite("TextLayout.updated", .uikitRuntime)
@MainActor
struct TextLayoutUpdateTests {
  let font = UIFont.systemFont(ofSize: 10)

  func text(_ random: inout TextStorageTests.Random, _ length: Int) -> String {
    let words = ["AV", "To", "hello", "a", "", "wonderful", "한글", "👍🏽", "e\u{301}", "xxxxxxxxxxxxxxxxxxxxxx"]
    let gaps = [" ", " ", " ", "  ", "\n", "\n\n", "\u{00A0}", "\r\n"]
    var result = ""
    while result.count < length {
      result += words[random.next(words.count)]
      result += gaps[random.next(gaps.count)]
    }
    return result
  }

  @Test func anEditedLayoutIsTheLayoutOfTheNewText() {
    var random = TextStorageTests.Random(state: 0x1234_5678_9ABC_DEF1)
    for measurer in [FixedWidthTextMeasurer(), KerningTextMeasurer()] as [any TextMeasurer] {
      for width in [CGFloat(60), 113, 400, -1] {
        let maxWidth: CGFloat? = width < 0 ? nil : width
        var storage = TextStorage(text(&random, 200 + random.next(800)))
        var layout = TextLayout(text: storage.string, font: font, maxWidth: maxWidth, measurer: measurer)
        for step in 0..<80 {
          let count = storage.graphemeCount
          let lower = random.next(count + 1)
          let upper = min(count, lower + (random.next(4) == 0 ? random.next(60) : random.next(2)))
          let replacement = random.next(3) == 0 ? "" : text(&random, random.next(4) == 0 ? 40 : 1)
          let change = storage.replace(lower..<upper, with: String(replacement.prefix(random.next(4) == 0 ? 40 : 2)))
          layout = layout.updated(to: storage.string, after: change, measurer: measurer)
          let fresh = TextLayout(text: storage.string, font: font, maxWidth: maxWidth, measurer: measurer)
          guard layout != fresh else { continue }
          let differing =
            zip(layout.lines, fresh.lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(layout.lines.count, fresh.lines.count)
          let counts = "\(layout.lines.count) lines, \(fresh.lines.count) from scratch"
          Issue.record(
            "\(type(of: measurer)), width \(width), step \(step), \(lower)..<\(upper): line \(differing) (\(counts))")
          return
        }
      }
    }
  }

  @Test func typingAtTheEndOfALongTextWrapsOnlyTheLastLines() {
    let measurer = CountingMeasurer()
    let long = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 400)
    var storage = TextStorage(long)
    var layout = TextLayout(text: storage.string, font: font, maxWidth: 200, measurer: measurer)
    measurer.measured = 0
    for _ in 0..<50 {
      let change = storage.replace(storage.graphemeCount..<storage.graphemeCount, with: "x")
      layout = layout.updated(to: storage.string, after: change, measurer: measurer)
    }
    // 18 000 characters in some 450 lines; each keystroke measures the line before the
    // caret's and the caret's, each read in a window of 64 clusters at the most.
    #expect(layout.lines.count > 400)
    #expect(measurer.measured <= 50 * 2 * 64)
    #expect(layout == TextLayout(text: storage.string, font: font, maxWidth: 200, measurer: FixedWidthTextMeasurer()))
  }
}

/// The fixed-width measurer, counting the clusters it is asked to measure.
@MainActor
final class CountingMeasurer: TextMeasurer {
  private let fixed = FixedWidthTextMeasurer()
  var measured = 0
  func width(of text: String, font: UIFont) -> CGFloat { fixed.width(of: text, font: font) }
  func lineHeight(of font: UIFont) -> CGFloat { fixed.lineHeight(of: font) }
  func caretOffsets(in text: String, font: UIFont) -> [CGFloat] {
    measured += text.count
    return fixed.caretOffsets(in: text, font: font)
  }
}
