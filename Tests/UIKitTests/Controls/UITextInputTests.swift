import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// `UITextInput` on both text inputs. A 10-point font: ASCII graphemes 5 wide, others 10,
/// lines 12 high. "한글👍🏽ab" is 5 graphemes and 8 UTF-16 units: 한 1, 글 1, 👍🏽 4 (two
/// surrogate pairs), a 1, b 1.
@Suite("UITextInput", .serialized, .uikitRuntime)
@MainActor
struct UITextInputTests {
  static let sample = "한글👍🏽ab"

  final class ViewDelegate: UITextViewDelegate {
    var calls: [String] = []
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
      calls.append("shouldChange")
      return true
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { calls.append("didChangeSelection") }
  }

  /// A caret three times as wide, as apps write it.
  final class WideCaretTextView: UITextView {
    override func caretRect(for position: UITextPosition) -> CGRect {
      var rect = super.caretRect(for: position)
      rect.size.width = 6
      return rect
    }
  }

  func makeTextView(_ view: UITextView = UITextView()) -> UITextView {
    view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    view.font = .systemFont(ofSize: 10)
    view.text = Self.sample
    return hostInWindow(view)
  }

  func makeField() -> UITextField {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    field.font = .systemFont(ofSize: 10)
    field.text = Self.sample
    return hostInWindow(field)
  }

  /// Both inputs, as the protocol sees them.
  func inputs() -> [any UITextInput] { [makeTextView(), makeField()] }

  @Test("Offsets count UTF-16 units: the document is 8 long, positions step over units")
  func offsetsAreUTF16() throws {
    for input in inputs() {
      let start = input.beginningOfDocument
      let end = input.endOfDocument
      #expect(input.offset(from: start, to: end) == 8)
      #expect(input.offset(from: end, to: start) == -8)
      let afterHangul = try #require(input.position(from: start, offset: 2))
      #expect(input.offset(from: start, to: afterHangul) == 2)
      #expect(input.position(from: start, offset: 9) == nil)
      #expect(input.position(from: start, offset: -1) == nil)
      #expect(input.compare(start, to: afterHangul) == .orderedAscending)
      #expect(input.compare(end, to: afterHangul) == .orderedDescending)
      #expect(input.compare(afterHangul, to: input.position(from: end, offset: -6)!) == .orderedSame)
      let emoji = try #require(input.textRange(from: afterHangul, to: input.position(from: start, offset: 6)!))
      #expect(input.text(in: emoji) == "👍🏽")
      #expect(!emoji.isEmpty)
      // Reversed ends make the same range.
      let reversed = try #require(input.textRange(from: input.position(from: start, offset: 6)!, to: afterHangul))
      #expect(input.offset(from: reversed.start, to: reversed.end) == 4)
      #expect(input.markedTextRange == nil)
    }
  }

  @Test("selectedTextRange is the caret at first (the end), and setting it moves the caret")
  func selectedTextRangeMovesTheCaret() throws {
    for input in inputs() {
      let selection = try #require(input.selectedTextRange)
      #expect(selection.isEmpty)
      #expect(input.offset(from: input.beginningOfDocument, to: selection.start) == 8)
      let afterEmoji = try #require(input.position(from: input.beginningOfDocument, offset: 6))
      input.selectedTextRange = input.textRange(from: afterEmoji, to: afterEmoji)
      #expect(input.offset(from: input.beginningOfDocument, to: input.selectedTextRange!.start) == 6)
      // Inside the emoji (between its surrogate pairs) the caret goes to its start.
      let inside = try #require(input.position(from: input.beginningOfDocument, offset: 4))
      input.selectedTextRange = input.textRange(from: inside, to: inside)
      #expect(input.offset(from: input.beginningOfDocument, to: input.selectedTextRange!.start) == 2)
    }
    let view = makeTextView()
    view.selectedTextRange = view.textRange(from: view.beginningOfDocument, to: view.beginningOfDocument)
    #expect(view.caretOffset == 0)
    let field = makeField()
    field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
    #expect(field.caretOffset == 5)
  }

  @Test("Typing replaces the selection; Backspace deletes it; Left collapses it to its start")
  func typingReplacesTheSelection() throws {
    withControls { _ in
      let view = makeTextView()
      view.becomeFirstResponder()
      // A range half inside the emoji selects all of it.
      view.selectedRange = NSRange(location: 3, length: 2)
      #expect(view.selectedRange == NSRange(location: 2, length: 4))
      view.insertText("x")
      #expect(view.text == "한글xab")
      #expect(view.selectedRange == NSRange(location: 3, length: 0))

      let field = makeField()
      field.becomeFirstResponder()
      field.selectedTextRange = field.textRange(
        from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 2)!)
      field.deleteBackward()
      #expect(field.text == "👍🏽ab")
      field.selectedTextRange = field.textRange(
        from: field.position(from: field.beginningOfDocument, offset: 4)!, to: field.endOfDocument)
      _ = field.handleEditingKey(.left, modifiers: [])
      #expect(field.caretOffset == 1)
      #expect(field.text == "👍🏽ab")
    }
  }

  @Test("selectedRange (UTF-16) follows selectedTextRange and tells textViewDidChangeSelection")
  func selectedRange() {
    let view = makeTextView()
    let delegate = ViewDelegate()
    view.delegate = delegate
    #expect(view.selectedRange == NSRange(location: 8, length: 0))
    view.selectedRange = NSRange(location: 2, length: 4)
    #expect(view.text(in: view.selectedTextRange!) == "👍🏽")
    #expect(delegate.calls == ["didChangeSelection"])
    view.selectedRange = NSRange(location: 9, length: 0)  // past the end: nothing
    #expect(view.selectedRange == NSRange(location: 2, length: 4))
  }

  @Test("replace(_:withText:) edits without asking the delegate, tells it after, and puts the caret after")
  func replace() throws {
    let view = makeTextView()
    let delegate = ViewDelegate()
    view.delegate = delegate
    let hangul = try #require(
      view.textRange(from: view.beginningOfDocument, to: view.position(from: view.beginningOfDocument, offset: 2)!))
    view.replace(hangul, withText: "ㅎ")
    #expect(view.text == "ㅎ👍🏽ab")
    #expect(view.selectedRange == NSRange(location: 1, length: 0))
    #expect(delegate.calls == ["didChange", "didChangeSelection"])

    let field = makeField()
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    field.replace(field.textRange(from: field.endOfDocument, to: field.endOfDocument)!, withText: "!")
    #expect(field.text == Self.sample + "!")
    #expect(changes == 1)
  }

  @Test("caretRect(for:) in the text view: x 5 (padding) + the graphemes before, y 8 + the line's top")
  func textViewCaretRects() throws {
    let view = makeTextView()
    let start = view.beginningOfDocument
    #expect(view.caretRect(for: start) == CGRect(x: 5, y: 8, width: 2, height: 12))
    #expect(view.caretRect(for: view.position(from: start, offset: 2)!) == CGRect(x: 25, y: 8, width: 2, height: 12))
    #expect(view.caretRect(for: view.position(from: start, offset: 6)!) == CGRect(x: 35, y: 8, width: 2, height: 12))
    #expect(view.caretRect(for: view.endOfDocument) == CGRect(x: 45, y: 8, width: 2, height: 12))
    // The emoji's part of the line.
    let emoji = try #require(
      view.textRange(from: view.position(from: start, offset: 2)!, to: view.position(from: start, offset: 6)!))
    #expect(view.firstRect(for: emoji) == CGRect(x: 25, y: 8, width: 10, height: 12))
  }

  @Test("caretRect(for:) in the field: the line centred in its height (30 − 12) / 2 = 9")
  func fieldCaretRects() throws {
    let field = makeField()
    let start = field.beginningOfDocument
    #expect(field.caretRect(for: start) == CGRect(x: 0, y: 9, width: 2, height: 12))
    #expect(field.caretRect(for: field.position(from: start, offset: 2)!) == CGRect(x: 20, y: 9, width: 2, height: 12))
    #expect(field.caretRect(for: field.endOfDocument) == CGRect(x: 40, y: 9, width: 2, height: 12))
    let ab = try #require(field.textRange(from: field.position(from: start, offset: 6)!, to: field.endOfDocument))
    #expect(field.firstRect(for: ab) == CGRect(x: 30, y: 9, width: 10, height: 12))
    let rects = field.selectionRects(for: ab)
    #expect(rects.map(\.rect) == [CGRect(x: 30, y: 9, width: 10, height: 12)])
    #expect(rects.map(\.containsStart) == [true])
    #expect(rects.map(\.containsEnd) == [true])
  }

  @Test("A selection over a line break has one rectangle per line; firstRect is the first's")
  func selectionRectsAcrossLines() throws {
    let view = makeTextView()
    view.text = "ab\ncd"
    let start = view.beginningOfDocument
    let range = try #require(
      view.textRange(from: view.position(from: start, offset: 1)!, to: view.position(from: start, offset: 4)!))
    let rects = view.selectionRects(for: range)
    #expect(
      rects.map(\.rect) == [CGRect(x: 10, y: 8, width: 5, height: 12), CGRect(x: 5, y: 20, width: 5, height: 12)])
    #expect(rects.map(\.containsStart) == [true, false])
    #expect(rects.map(\.containsEnd) == [false, true])
    #expect(view.firstRect(for: range) == CGRect(x: 10, y: 8, width: 5, height: 12))
  }

  @Test("position(from:in:offset:) moves by characters sideways and by drawn lines up and down")
  func directionalPositions() throws {
    let view = makeTextView()
    view.text = "ab\ncd"
    let afterA = try #require(view.position(from: view.beginningOfDocument, offset: 1))
    func offset(_ p: UITextPosition?) -> Int? { p.map { view.offset(from: view.beginningOfDocument, to: $0) } }
    #expect(offset(view.position(from: afterA, in: .down, offset: 1)) == 4)
    #expect(offset(view.position(from: afterA, in: .right, offset: 1)) == 2)
    #expect(offset(view.position(from: afterA, in: .left, offset: 1)) == 0)
    #expect(view.position(from: afterA, in: .left, offset: 2) == nil)
    // From the first line up is the start of the text, as the Up arrow goes.
    #expect(offset(view.position(from: afterA, in: .up, offset: 1)) == 0)
    // The emoji is one character but four units.
    let field = makeField()
    let afterHangul = try #require(field.position(from: field.beginningOfDocument, offset: 2))
    #expect(field.offset(from: afterHangul, to: field.position(from: afterHangul, in: .right, offset: 1)!) == 4)
  }

  @Test("closestPosition(to:) is the grapheme boundary nearest the point")
  func closestPosition() throws {
    let view = makeTextView()
    let position = try #require(view.closestPosition(to: CGPoint(x: 5 + 24, y: 8 + 3)))
    #expect(view.offset(from: view.beginningOfDocument, to: position) == 2)  // 한글 ends at x 20
    let field = makeField()
    let fieldPosition = try #require(field.closestPosition(to: CGPoint(x: 31, y: 15)))
    #expect(field.offset(from: field.beginningOfDocument, to: fieldPosition) == 6)  // 👍🏽 ends at 30
  }

  @Test(
    "The drawn caret moves with the selection, honours a caretRect(for:) override, and a range draws as a highlight")
  func drawnCaret() {
    withControls { _ in
      let view = makeTextView(WideCaretTextView())
      view.becomeFirstResponder()
      view.selectedRange = NSRange(location: 2, length: 0)
      let blue = fills(drawing(of: view), color: .systemBlue)
      #expect(blue == [CGRect(x: 25, y: 8, width: 6, height: 12)])
      view.selectedRange = NSRange(location: 2, length: 4)
      let canvas = drawing(of: view)
      #expect(fills(canvas, color: .systemBlue).isEmpty)
      #expect(
        fills(canvas, color: UIColor.systemBlue.withAlphaComponent(0.2)) == [CGRect(x: 25, y: 8, width: 10, height: 12)]
      )
    }
  }
}
