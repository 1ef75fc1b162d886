import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// With the fixed-width measurer at 10 pt: ASCII graphemes are 5 wide, Hangul and emoji
/// 10 wide, lines 12 high.
@Suite("TextLayout", .uikitRuntime)
@MainActor
struct TextLayoutTests {
  let font = UIFont.systemFont(ofSize: 10)
  let measurer = FixedWidthTextMeasurer()

  func layout(_ text: String, width: CGFloat?) -> TextLayout {
    TextLayout(text: text, font: font, maxWidth: width, measurer: measurer)
  }

  func lineStrings(_ layout: TextLayout) -> [String] {
    layout.lines.map { String(layout.string(of: $0)) }
  }

  func index(_ text: String, _ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset)
  }

  // MARK: Wrapping

  @Test("Without a width every paragraph is one line")
  func noWrapping() {
    let result = layout("hello world", width: nil)
    #expect(lineStrings(result) == ["hello world"])
    #expect(result.size == CGSize(width: 55, height: 12))
  }

  @Test("Text wraps at the last space that fits; the space hangs at the line's end")
  func wrapsAtSpaces() {
    let result = layout("hello world", width: 30)
    #expect(lineStrings(result) == ["hello ", "world"])
    #expect(result.lines.map(\.width) == [25, 25])
    #expect(result.lines.map(\.y) == [0, 12])
    #expect(result.size == CGSize(width: 25, height: 24))
  }

  @Test("Several words share a line while they fit; an exact fit does not wrap")
  func exactFit() {
    let result = layout("aa bb cc dd", width: 40)
    #expect(lineStrings(result) == ["aa bb cc ", "dd"])
    #expect(result.lines[0].width == 40)
  }

  @Test("Hanging spaces do not count towards the width, however many there are")
  func hangingSpaces() {
    let result = layout("ab     cd", width: 15)
    #expect(lineStrings(result) == ["ab     ", "cd"])
    #expect(result.lines[0].width == 10)
  }

  @Test("Leading spaces of a paragraph are drawn and measured")
  func leadingSpaces() {
    let result = layout("  ab", width: nil)
    #expect(result.lines[0].width == 20)
  }

  @Test("An explicit newline always ends the line and is not drawn")
  func newline() {
    let text = "ab\ncd"
    let result = layout(text, width: nil)
    #expect(lineStrings(result) == ["ab", "cd"])
    #expect(result.lines[0].endsWithLineBreak)
    #expect(!result.lines[1].endsWithLineBreak)
    #expect(result.lines[0].range == text.startIndex..<index(text, 3))
    #expect(result.lines[0].graphemeRange == 0..<3)
    #expect(result.lines[1].graphemeRange == 3..<5)
  }

  @Test("Consecutive newlines give empty lines; a trailing newline opens an empty last line")
  func emptyLines() {
    #expect(lineStrings(layout("a\n\nb", width: nil)) == ["a", "", "b"])
    let trailing = layout("ab\n", width: nil)
    #expect(lineStrings(trailing) == ["ab", ""])
    #expect(trailing.size.height == 24)
    #expect(layout("\n\n", width: 100).lines.count == 3)
  }

  @Test("CRLF is one line break (one grapheme)")
  func crlf() {
    let result = layout("a\r\nb", width: nil)
    #expect(lineStrings(result) == ["a", "b"])
    #expect(result.lines[1].graphemeRange == 2..<3)
  }

  @Test("Newlines and wrapping combine: each paragraph wraps on its own")
  func paragraphsWrap() {
    let result = layout("one two\nthree four", width: 30)
    #expect(lineStrings(result) == ["one ", "two", "three ", "four"])
    #expect(result.lines.map(\.endsWithLineBreak) == [false, true, false, false])
  }

  @Test("A word longer than the width breaks between graphemes")
  func longWord() {
    #expect(lineStrings(layout("abcdefghij", width: 20)) == ["abcd", "efgh", "ij"])
  }

  @Test("A long word after a short one starts a new line, then breaks")
  func longWordAfterShortWord() {
    #expect(lineStrings(layout("hi abcdefghijkl", width: 30)) == ["hi ", "abcdef", "ghijkl"])
  }

  @Test("A width narrower than one grapheme still places one grapheme per line")
  func zeroWidth() {
    #expect(lineStrings(layout("abc", width: 0)) == ["a", "b", "c"])
    #expect(lineStrings(layout("안녕", width: 5)) == ["안", "녕"])
  }

  @Test("A no-break space does not allow a wrap")
  func noBreakSpace() {
    // If U+00A0 were breakable this would be ["aaa\u{00A0}", "bbb"].
    #expect(lineStrings(layout("aaa\u{00A0}bbb", width: 30)) == ["aaa\u{00A0}b", "bb"])
  }

  @Test("Hangul wraps at word spaces, each syllable a full cell")
  func hangul() {
    let result = layout("안녕하세요 세계", width: 60)
    #expect(lineStrings(result) == ["안녕하세요 ", "세계"])
    #expect(result.lines[0].width == 50)
    #expect(result.lines[1].caretOffsets == [0, 10, 20])
  }

  @Test("An emoji with a skin-tone modifier is never split across lines")
  func emojiWithModifiers() {
    let text = "👍🏽👍🏽👍🏽"
    let result = layout(text, width: 20)
    #expect(lineStrings(result) == ["👍🏽👍🏽", "👍🏽"])
    #expect(result.lines[0].graphemeCount == 2)
    #expect(result.caretPoint(for: index(text, 1)) == CGPoint(x: 10, y: 0))
    #expect(result.caretPoint(for: text.endIndex) == CGPoint(x: 10, y: 12))
  }

  @Test("Empty text is one empty line; the caret sits at the origin")
  func emptyText() {
    let result = layout("", width: 100)
    #expect(result.lines.count == 1)
    #expect(result.lines[0].range.isEmpty)
    #expect(result.size == CGSize(width: 0, height: 12))
    #expect(result.caretPoint(for: "".startIndex) == .zero)
    #expect(result.caretIndex(at: CGPoint(x: 50, y: 50)) == "".startIndex)
  }

  // MARK: Caret geometry

  @Test("The caret before a newline is at the end of its line, after it at the next line's start")
  func caretAroundNewline() {
    let text = "ab\ncd"
    let result = layout(text, width: nil)
    #expect(result.caretPoint(for: index(text, 2)) == CGPoint(x: 10, y: 0))
    #expect(result.caretPoint(for: index(text, 3)) == CGPoint(x: 0, y: 12))
    #expect(result.caretPoint(for: text.endIndex) == CGPoint(x: 10, y: 12))
  }

  @Test("The caret after a trailing newline is on the empty last line")
  func caretAfterTrailingNewline() {
    let text = "ab\n"
    #expect(layout(text, width: nil).caretPoint(for: text.endIndex) == CGPoint(x: 0, y: 12))
  }

  @Test("At a wrap the caret index is drawn at the next line's start (downstream affinity)")
  func caretAtEndOfWrappedLine() {
    let text = "hello world"
    let result = layout(text, width: 30)
    #expect(result.caretPoint(for: index(text, 5)) == CGPoint(x: 25, y: 0))  // after "hello"
    #expect(result.caretPoint(for: index(text, 6)) == CGPoint(x: 0, y: 12))  // before "world"
    #expect(result.lineIndex(containing: index(text, 6)) == 1)
  }

  @Test("A tap past the end of a wrapped line lands before its hanging space")
  func tapPastWrappedLineEnd() {
    let text = "hello world"
    let result = layout(text, width: 30)
    #expect(result.caretIndex(at: CGPoint(x: 200, y: 5)) == index(text, 5))
    #expect(result.caretIndex(at: CGPoint(x: 200, y: 17)) == text.endIndex)
  }

  @Test("A tap past the end of a word-broken line lands before its last grapheme")
  func tapPastBrokenWordLineEnd() {
    let text = "abcdefgh"
    let result = layout(text, width: 20)
    #expect(result.caretIndex(at: CGPoint(x: 200, y: 0)) == index(text, 3))
  }

  @Test("A tap past a line ended by a newline lands before the newline")
  func tapPastNewlineLineEnd() {
    let text = "ab\ncd"
    #expect(layout(text, width: nil).caretIndex(at: CGPoint(x: 200, y: 0)) == index(text, 2))
  }

  @Test("A tap picks the nearer side of the grapheme under it; a tie goes to the earlier")
  func tapNearestSide() {
    let text = "abc"
    let result = layout(text, width: nil)
    #expect(result.caretIndex(at: CGPoint(x: 6, y: 0)) == index(text, 1))
    #expect(result.caretIndex(at: CGPoint(x: 7.6, y: 0)) == index(text, 2))
    #expect(result.caretIndex(at: CGPoint(x: 7.5, y: 0)) == index(text, 1))
    #expect(result.caretIndex(at: CGPoint(x: -10, y: 0)) == text.startIndex)
  }

  @Test("Taps above the text go to the first line, below it to the last")
  func tapOutsideVertically() {
    let text = "ab\ncd"
    let result = layout(text, width: nil)
    #expect(result.caretIndex(at: CGPoint(x: 5, y: -40)) == index(text, 1))
    #expect(result.caretIndex(at: CGPoint(x: 5, y: 400)) == index(text, 4))
    #expect(result.lineIndex(atY: .infinity) == 1)
  }

  @Test("Caret points and taps round-trip for every index (each index on exactly one line)")
  func roundTrip() {
    let cases: [(String, CGFloat?)] = [
      ("hello world", 30), ("abcdefghij", 20), ("a\n\nb", nil), ("ab\n", nil),
      ("안녕하세요 세계 👍🏽👨‍👩‍👧 ok", 40), ("one two\nthree four", 30), ("", 10),
    ]
    for (text, width) in cases {
      let result = layout(text, width: width)
      var i = text.startIndex
      while true {
        let point = result.caretPoint(for: i)
        let back = result.caretIndex(at: CGPoint(x: point.x, y: point.y + 6))
        #expect(
          back == i,
          "\(text.debugDescription) at offset \(text.distance(from: text.startIndex, to: i))")
        guard i < text.endIndex else { break }
        i = text.index(after: i)
      }
    }
  }

  @Test("Lines tile the text: consecutive grapheme ranges covering all of it")
  func linesTileText() {
    let text = "the quick brown fox\njumps over\n\nthe lazy dog"
    let result = layout(text, width: 35)
    var expectedStart = 0
    for line in result.lines {
      #expect(line.graphemeRange.lowerBound == expectedStart)
      expectedStart = line.graphemeRange.upperBound
    }
    #expect(expectedStart == text.count)
    #expect(result.lines.allSatisfy { $0.width <= 35 })
  }

  // MARK: Single line

  @Test("caretX is the width of the text before the caret")
  func caretX() {
    let text = "a안👍🏽b"
    #expect(TextLayout.caretX(for: text.startIndex, in: text, font: font, measurer: measurer) == 0)
    #expect(TextLayout.caretX(for: index(text, 2), in: text, font: font, measurer: measurer) == 15)
    #expect(TextLayout.caretX(for: text.endIndex, in: text, font: font, measurer: measurer) == 30)
  }

  @Test("caretIndex(forX:) finds the nearest grapheme boundary on one line")
  func caretIndexForX() {
    let text = "a안👍🏽b"
    func at(_ x: CGFloat) -> Int {
      text.distance(
        from: text.startIndex,
        to: TextLayout.caretIndex(forX: x, in: text, font: font, measurer: measurer))
    }
    #expect(at(-5) == 0)
    #expect(at(11) == 2)
    #expect(at(21) == 3)
    #expect(at(1000) == 4)
  }
}
