import Foundation
import Testing
import UIKitTestSupport

@testable import KeyboardAudit
@testable import KeyboardLab
@testable import SeedScreens

/// The memo's 700-character rule on its own, at 10: which edits go in.
@Suite(.uikitRuntime)
struct MemoTextLimitTests {
  let limit = MemoTextLimit(maximumCount: 10)

  func allows(_ replacement: String, at offset: Int, replacing length: Int = 0, in text: String) -> Bool {
    let start = text.index(text.startIndex, offsetBy: offset)
    let end = text.index(start, offsetBy: length)
    return limit.allows(replacement, replacing: start..<end, in: text)
  }

  @Test("An edit that fits goes in; one that does not is refused whole; a full text takes nothing")
  func wholeEdits() {
    #expect(allows("abc", at: 0, in: "1234567"))
    #expect(!allows("abcd", at: 7, in: "1234567"))
    #expect(!allows("abcdef", at: 3, in: "1234567"))
    #expect(!allows("x", at: 10, in: "1234567890"))
  }

  @Test("Characters count whole: an emoji with its modifier is one, a Hangul syllable one")
  func graphemes() {
    #expect(allows("👍🏽한", at: 8, in: "12345678"))
    #expect(!allows("👍🏽한글", at: 8, in: "12345678"))
  }

  @Test("Characters that merge across the edit's edge are counted after merging")
  func merging() {
    // An accent after "e" makes "é": still 10 characters, so it fits.
    #expect(allows("\u{301}", at: 10, in: "123456789e"))
    // "é" plus "x": 11.
    #expect(!allows("\u{301}x", at: 10, in: "123456789e"))
  }

  @Test("Deleting and replacing with something no longer are always allowed, even past the limit")
  func shrinking() {
    #expect(allows("", at: 0, replacing: 3, in: "123456789012"))
    #expect(allows("ab", at: 0, replacing: 3, in: "123456789012"))
    #expect(allows("abc", at: 0, replacing: 3, in: "123456789012"))
    #expect(!allows("abcd", at: 0, replacing: 3, in: "123456789012"))
  }
}
