import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// The editing model shared by UITextField and UITextView. Layout-based moves use the
/// fixed-width measurer at 10 pt: ASCII graphemes 5 wide, lines 12 high.
@Suite("TextEditingState", .uikitRuntime)
@MainActor
struct TextEditingStateTests {
  let font = UIFont.systemFont(ofSize: 10)

  func layout(_ state: TextEditingState, width: CGFloat?) -> TextLayout {
    TextLayout(text: state.text, font: font, maxWidth: width, measurer: FixedWidthTextMeasurer())
  }

  @Test("A new state's caret is at the end of its text (where UIKit puts it after setting text)")
  func caretStartsAtEnd() {
    #expect(TextEditingState(text: "abc").caretOffset == 3)
    #expect(TextEditingState(text: "abc", caret: 1).caretOffset == 1)
    #expect(TextEditingState(text: "abc", caret: 9).caretOffset == 3)
  }

  @Test("Inserting at the caret puts the text there and the caret after it")
  func insertAtCaret() {
    var state = TextEditingState(text: "hed", caret: 2)
    state.apply(state.editForInserting("llo worl"))
    #expect(state.text == "hello world")
    #expect(state.caretOffset == 10)
  }

  @Test("The proposed edit's NSRange is in UTF-16 units, as UIKit's delegates receive it")
  func nsRangeIsUTF16() {
    // "👍🏽" is one Character, four UTF-16 units.
    let state = TextEditingState(text: "a👍🏽b", caret: 2)
    let insert = state.editForInserting("x")
    #expect(insert.nsRange == NSRange(location: 5, length: 0))
    let delete = state.editForDeletingBackward()
    #expect(delete?.nsRange == NSRange(location: 1, length: 4))
    #expect(delete?.replacement == "")
  }

  @Test("text(applying:) previews an edit without changing the state")
  func preview() {
    let state = TextEditingState(text: "ab")
    let edit = state.editForInserting("c")
    #expect(state.text(applying: edit) == "abc")
    #expect(state.text == "ab")
  }

  @Test("Backspace at the start and Delete at the end propose nothing")
  func nothingToDelete() {
    #expect(TextEditingState(text: "ab", caret: 0).editForDeletingBackward() == nil)
    #expect(TextEditingState(text: "ab", caret: 2).editForDeletingForward() == nil)
  }

  @Test("Forward delete removes the grapheme after the caret; the caret stays")
  func forwardDelete() {
    var state = TextEditingState(text: "a한b", caret: 1)
    state.apply(state.editForDeletingForward()!)
    #expect(state.text == "ab")
    #expect(state.caretOffset == 1)
  }

  @Test("A combining accent typed after \"e\" merges into one grapheme; the caret goes after it")
  func mergingInsertion() {
    var state = TextEditingState(text: "e")
    state.apply(state.editForInserting("\u{301}"))
    #expect(state.text.count == 1)
    #expect(state.caretOffset == 1)
  }

  @Test("Left and right move one grapheme (never into an emoji sequence) and stop at the ends")
  func leftRight() {
    var state = TextEditingState(text: "a👨‍👩‍👧b", caret: 0)
    state.moveRight()
    state.moveRight()
    #expect(state.caretOffset == 2)
    #expect(String(state.text[..<state.caretIndex]) == "a👨‍👩‍👧")
    state.moveRight()
    state.moveRight()
    #expect(state.caretOffset == 3)
    state.moveToStart()
    state.moveLeft()
    #expect(state.caretOffset == 0)
  }

  @Test("Home and End in a wrapped layout go to the drawn line's start and end")
  func homeEndByLine() {
    // Width 30: "hello " | "world" (the space hangs on the first line).
    var state = TextEditingState(text: "hello world", caret: 8)
    let l = layout(state, width: 30)
    state.moveToLineStart(in: l)
    #expect(state.caretOffset == 6)
    state.setCaret(2)
    state.moveToLineEnd(in: l)
    // Before the hanging space: the offset after it is drawn on the next line.
    #expect(state.caretOffset == 5)
    state.setCaret(7)
    state.moveToLineEnd(in: l)
    #expect(state.caretOffset == 11)
  }

  @Test("End on a line ended by \"\\n\" stops before the line break")
  func endBeforeLineBreak() {
    var state = TextEditingState(text: "ab\ncd", caret: 0)
    state.moveToLineEnd(in: layout(state, width: nil))
    #expect(state.caretOffset == 2)
  }

  @Test("Up and down move by line and keep their x across a shorter line (the goal column)")
  func upDownKeepColumn() {
    var state = TextEditingState(text: "abcdef\nab\nabcdef", caret: 5)
    let l = layout(state, width: nil)
    state.moveDown(in: l)
    #expect(state.caretOffset == 9)  // end of "ab" (x 10): the nearest to x 25
    state.moveDown(in: l)
    #expect(state.caretOffset == 15)  // back at column 5 on the third line
    state.moveUp(in: l)
    state.moveUp(in: l)
    #expect(state.caretOffset == 5)
  }

  @Test("Up on the first line goes to the start, down on the last line to the end")
  func upDownAtEdges() {
    var state = TextEditingState(text: "ab\ncd", caret: 1)
    let l = layout(state, width: nil)
    state.moveUp(in: l)
    #expect(state.caretOffset == 0)
    state.setCaret(4)
    state.moveDown(in: l)
    #expect(state.caretOffset == 5)
  }

  @Test("Any horizontal move forgets the goal column")
  func goalReset() {
    var state = TextEditingState(text: "abcdef\nab\nabcdef", caret: 5)
    state.moveDown(in: layout(state, width: nil))
    #expect(state.goalX != nil)
    state.moveLeft()
    #expect(state.goalX == nil)
  }

  @Test("setText replaces everything and puts the caret at the end")
  func setText() {
    var state = TextEditingState(text: "abc", caret: 0)
    state.setText("한글")
    #expect(state.caretOffset == 2)
  }

  // MARK: Selection and UTF-16

  @Test("UTF-16 offsets and grapheme offsets convert both ways; inside a cluster rounds down, or up when asked")
  func utf16Conversions() {
    let state = TextEditingState(text: "한👍🏽a")  // units: 한 1, 👍🏽 4, a 1
    #expect((0...3).map(state.utf16Offset(ofGrapheme:)) == [0, 1, 5, 6])
    #expect((0...6).map { state.graphemeOffset(atUTF16: $0) } == [0, 1, 1, 1, 1, 2, 3])
    #expect((0...6).map { state.graphemeOffset(atUTF16: $0, roundingUp: true) } == [0, 1, 2, 2, 2, 2, 3])
    #expect(state.graphemeOffset(atUTF16: 99) == 3)
  }

  @Test("Typing replaces the selection and Backspace deletes it; the edit's NSRange covers it in UTF-16")
  func selectionEdits() {
    var state = TextEditingState(text: "a👍🏽bc")
    state.setSelection(1..<3)
    #expect(state.selection == 1..<3)
    #expect(state.caretOffset == 3)
    let edit = state.editForInserting("x")
    #expect(edit.nsRange == NSRange(location: 1, length: 5))  // 👍🏽 4 units, b 1
    state.apply(edit)
    #expect(state.text == "axc")
    #expect(state.selection == 2..<2)
    state.setSelection(0..<2)
    state.apply(state.editForDeletingBackward()!)
    #expect(state.text == "c")
    #expect(state.caretOffset == 0)
  }

  @Test("Left and Right collapse a selection to its start and end; a reversed or too long range is clamped")
  func selectionMoves() {
    var state = TextEditingState(text: "abcd")
    state.setSelection(1..<3)
    state.moveLeft()
    #expect(state.selection == 1..<1)
    state.setSelection(1..<3)
    state.moveRight()
    #expect(state.selection == 3..<3)
    state.setSelection(2..<9)
    #expect(state.selection == 2..<4)
  }
}
