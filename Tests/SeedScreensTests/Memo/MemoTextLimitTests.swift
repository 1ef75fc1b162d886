import Foundation
import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit
import UIKitTestSupport

/// The memo's 700-character rule, asked as UIKit asks it (the text view's delegate,
/// `textView(_:shouldChangeTextIn:replacementText:)`), on texts 690 characters longer than
/// written here, so that the last 10 of the 700 are what the cases use.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct MemoTextLimitTests {
  let screen = MemoScreen()
  let padding = String(repeating: "·", count: 690)

  func allows(_ replacement: String, at offset: Int, replacing length: Int = 0, in text: String) -> Bool {
    let text = padding + text
    screen.textView.text = text
    let start = text.index(text.startIndex, offsetBy: padding.count + offset)
    let end = text.index(start, offsetBy: length)
    let range = NSRange(start..<end, in: text)
    return screen.controller.textView(screen.textView, shouldChangeTextIn: range, replacementText: replacement)
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
