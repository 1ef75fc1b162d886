import Foundation
import Testing
import UIKitTestSupport

@testable import KeyboardLab

/// The memo's 700-character rule on its own: what of an edit goes in.
@Suite(.uikitRuntime)
struct MemoTextLimitTests {
  let limit = MemoTextLimit(maximumCount: 10)

  func fit(_ replacement: String, at offset: Int, replacing length: Int = 0, in text: String) -> String? {
    let start = text.index(text.startIndex, offsetBy: offset)
    let end = text.index(start, offsetBy: length)
    return limit.fittingReplacement(for: replacement, replacing: start..<end, in: text)
  }

  @Test("An edit that fits goes in whole; one that does not is cut to what fits; a full text takes nothing")
  func trimming() {
    #expect(fit("abc", at: 0, in: "1234567") == "abc")
    #expect(fit("abcdef", at: 7, in: "1234567") == "abc")
    #expect(fit("abcdef", at: 3, in: "1234567") == "abc")
    #expect(fit("x", at: 10, in: "1234567890") == nil)
  }

  @Test("Cuts fall between characters: emoji sequences and Hangul syllables stay whole")
  func graphemes() {
    #expect(fit("👨‍👩‍👧‍👦👍🏽한", at: 8, in: "12345678") == "👨‍👩‍👧‍👦👍🏽")
    #expect(fit("한글", at: 9, in: "123456789") == "한")
  }

  @Test("Characters that merge across the edit's edge are counted after merging")
  func merging() {
    // An accent after "e" makes "é": still 10 characters, so it fits.
    #expect(fit("\u{301}", at: 10, in: "123456789e") == "\u{301}")
    // "é" plus "x" at the limit: the accent merges, the "x" does not fit.
    #expect(fit("\u{301}x", at: 10, in: "123456789e") == "\u{301}")
  }

  @Test("Deleting and replacing with something no longer are always allowed, even past the limit")
  func shrinking() {
    #expect(fit("", at: 0, replacing: 3, in: "123456789012") == "")
    #expect(fit("ab", at: 0, replacing: 3, in: "123456789012") == "ab")
    // Lengthening an over-long text: only down to the limit.
    #expect(fit("abcd", at: 0, replacing: 3, in: "123456789012") == "a")
    #expect(fit("abcd", at: 0, replacing: 3, in: "1234567890") == "abc")
  }
}
