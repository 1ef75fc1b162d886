import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// Backspace removes one user-perceived character (a Swift `Character`), never half of
/// one, in both text inputs — what iOS does for committed text.
@Suite("Backspace deletes one grapheme", .serialized, .uikitRuntime)
@MainActor
struct GraphemeDeletionTests {
  static let cases: [(String, String)] = [
    ("한글", "한"),
    // The same syllables as conjoining jamo (three scalars each, as some input methods
    // commit them): still one Backspace per syllable.
    ("\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}", "\u{1112}\u{1161}\u{11AB}"),
    ("ok👍🏽", "ok"),
    ("👨‍👩‍👧", ""),
    ("cafe\u{301}", "caf"),
    ("🇰🇷🇯🇵", "🇰🇷"),
    ("a\r\n", "a"),
  ]

  @Test(
    "UITextField: \"한글\" → \"한\" (composed or jamo), \"👍🏽\" whole, \"👨‍👩‍👧\" whole, \"e\\u{301}\" whole, one flag, CRLF whole"
  )
  func textField() {
    withControls { _ in
      for (before, after) in Self.cases {
        let field = UITextField()
        field.text = before
        field.deleteBackward()
        #expect(field.text == after, "deleting from \(before.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(field.text.map { $0.unicodeScalars.count } == after.unicodeScalars.count)
      }
    }
  }

  @Test("UITextView: the same graphemes are removed whole")
  func textView() {
    withControls { _ in
      for (before, after) in Self.cases {
        let view = UITextView()
        view.text = before
        view.deleteBackward()
        #expect(view.text == after)
        #expect(view.text.unicodeScalars.count == after.unicodeScalars.count)
      }
    }
  }

  @Test("Deleting a Hangul sentence one Backspace at a time takes one syllable each")
  func stepByStep() {
    withControls { _ in
      let field = UITextField()
      field.text = "안녕 👋🏻"
      var seen: [String] = []
      while field.hasText {
        field.deleteBackward()
        seen.append(field.text ?? "")
      }
      #expect(seen == ["안녕 ", "안녕", "안", ""])
    }
  }

  @Test("The delegate is asked to replace the whole grapheme (UTF-16 range of all its units)")
  func delegateSeesWholeGrapheme() {
    final class Recorder: UITextFieldDelegate {
      var ranges: [NSRange] = []
      func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
      )
        -> Bool
      {
        ranges.append(range)
        return true
      }
    }
    withControls { _ in
      let field = UITextField()
      let recorder = Recorder()
      field.delegate = recorder
      field.text = "a👨‍👩‍👧"
      field.deleteBackward()
      // The family is 3 emoji (2 units each) + 2 ZWJs = 8 UTF-16 units.
      #expect(recorder.ranges == [NSRange(location: 1, length: 8)])
    }
  }

  @Test("Backspace in the middle removes the grapheme before the caret, not the last one")
  func middle() {
    withControls { _ in
      let field = UITextField()
      field.text = "가👍🏽나"
      field.caretOffset = 2
      field.deleteBackward()
      #expect(field.text == "가나")
      #expect(field.caretOffset == 1)
    }
  }
}
