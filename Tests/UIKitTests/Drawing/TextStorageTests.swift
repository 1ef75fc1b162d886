import Foundation
import Testing

@testable import UIKit

/// Random texts and edits of the clusters that break unlike letters (combining marks,
/// emoji with modifiers and joiners, flags, Hangul jamo, CR LF), checked after every edit
/// against `String`'s own answers: the oracle walks the whole text, the storage does not.
struct TextStorageTests {
  /// Pieces texts are made of: each can join what is next to it into one cluster.
  static let pieces = [
    "a", "b", " ", "\n", "\r", "\n", "\r\n", "é", "e", "\u{301}", "\u{308}", "👍", "🏽", "\u{200D}", "👩", "👧",
    "🇰", "🇷", "🇯", "한", "\u{1100}", "\u{1161}", "\u{11A8}", "x", "y", "z", "1", ".",
  ]

  /// A deterministic generator (xorshift), so a failure repeats.
  struct Random {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(state % UInt64(max(bound, 1)))
    }
    mutating func text(_ length: Int) -> String {
      // Mostly letters, as text is, so that the odd clusters sit between ordinary ones.
      let letters = Array("abcd efg").map(String.init)
      var text = ""
      for _ in 0..<length {
        text +=
          next(4) == 0 ? TextStorageTests.pieces[next(TextStorageTests.pieces.count)] : letters[next(letters.count)]
      }
      return text
    }
  }

  func check(_ storage: TextStorage, equals text: String, _ comment: Comment) {
    let characters = Array(text)
    #expect(storage.string.utf8.elementsEqual(text.utf8), comment)
    #expect(storage.graphemeCount == characters.count, comment)
    #expect(storage.utf16Count == text.utf16.count, comment)
    var random = Random(state: UInt64(characters.count) &+ 99)
    for _ in 0..<12 {
      let g = random.next(characters.count + 1)
      let index = text.index(text.startIndex, offsetBy: g)
      #expect(storage.index(atGrapheme: g) == index, comment)
      let utf16 = text.utf16.distance(from: text.startIndex, to: index)
      #expect(storage.utf16Offset(atGrapheme: g) == utf16, comment)
      #expect(storage.graphemeOffset(of: index) == g, comment)
      #expect(storage.graphemeOffset(atUTF16: utf16) == g, comment)
      // An offset inside a cluster rounds down, or up when asked.
      if g < characters.count, characters[g].utf16.count > 1 {
        #expect(storage.graphemeOffset(atUTF16: utf16 + 1) == g, comment)
        #expect(storage.graphemeOffset(atUTF16: utf16 + 1, roundingUp: true) == g + 1, comment)
      }
    }
  }

  @Test func offsetsAgreeWithStringAfterEveryEdit() {
    var random = Random(state: 0x9E37_79B9_7F4A_7C15)
    for round in 0..<6 {
      var text = random.text(300 + random.next(1500))
      var storage = TextStorage(text)
      check(storage, equals: text, "round \(round), start")
      for step in 0..<60 {
        let count = text.count
        let lower = random.next(count + 1)
        let upper = min(count, lower + (random.next(3) == 0 ? random.next(400) : random.next(3)))
        let replacement =
          random.next(4) == 0 ? "" : random.text(random.next(3) == 0 ? random.next(300) : 1 + random.next(3))
        let before = Array(text)
        let start = text.index(text.startIndex, offsetBy: lower)
        let end = text.index(text.startIndex, offsetBy: upper)
        text.replaceSubrange(start..<end, with: replacement)
        let change = storage.replace(lower..<upper, with: replacement)
        let comment: Comment = "round \(round), step \(step): \(lower)..<\(upper) with \(replacement.debugDescription)"
        check(storage, equals: text, comment)
        // What the change says is unchanged is: the clusters before it and after it.
        let after = Array(text)
        #expect(Array(before[..<change.old.lowerBound]) == Array(after[..<change.new.lowerBound]), comment)
        #expect(Array(before[change.old.upperBound...]) == Array(after[change.new.upperBound...]), comment)
        #expect(change.old.lowerBound <= lower && change.old.upperBound >= upper, comment)
        #expect(
          text.utf8.distance(from: text.startIndex, to: text.index(text.startIndex, offsetBy: change.new.upperBound))
            == change.newUTF8.upperBound, comment)
        // The caret's place: the first boundary at or after the replacement's end.
        let replacementEnd8 = text.utf8.distance(from: text.startIndex, to: start) + replacement.utf8.count
        let boundaries = after.indices.map {
          text.utf8.distance(from: text.startIndex, to: text.index(text.startIndex, offsetBy: $0))
        }
        let expected = boundaries.firstIndex { $0 >= replacementEnd8 } ?? after.count
        #expect(change.replacementEnd == expected, comment)
      }
    }
  }

  @Test func aCombiningMarkJoinsTheClusterBeforeIt() {
    var storage = TextStorage("cafe!")
    let change = storage.replace(4..<4, with: "\u{301}")
    #expect(storage.string == "café!")
    #expect(storage.graphemeCount == 5)
    // The "e" and its mark are one cluster: the change starts at the "e", and the caret
    // goes after the joined cluster.
    #expect(change.old == 3..<4 && change.new == 3..<4)
    #expect(change.replacementEnd == 4)
  }

  @Test func aFlagBetweenFlagsPairsAnew() {
    // 🇰🇷🇯 + 🇵 → 🇰🇷🇯🇵: the third and fourth indicators pair.
    var storage = TextStorage("🇰🇷🇯x")
    storage.replace(2..<2, with: "🇵")
    #expect(storage.graphemeCount == 3)
    #expect(Array(storage.string).count == 3)
    #expect(storage.utf16Offset(atGrapheme: 2) == 8)
  }

  @Test func aLongTextOfLettersHasFewMarksAndCountsRight() {
    let text = String(repeating: "The quick brown fox jumps. ", count: 4000)
    var storage = TextStorage(text)
    #expect(storage.graphemeCount == 108_000)
    storage.replace(54_000..<54_000, with: "👍🏽")
    #expect(storage.graphemeCount == 108_001)
    #expect(storage.utf16Offset(atGrapheme: 54_001) == 54_004)
    #expect(storage.graphemeOffset(atUTF16: 54_002, roundingUp: true) == 54_001)
  }
}
