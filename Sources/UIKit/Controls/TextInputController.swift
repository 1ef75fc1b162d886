import Foundation

/// The editing behaviour `UITextField` and `UITextView` share, held by one controller that
/// each owns: the text and caret (`TextEditingState`), user edits proposed to the delegate
/// before they apply, the editing keys, the caret's blink and the begin/end-editing
/// sequence.
///
/// What differs between the two (which delegate method is asked, which events and
/// notifications are sent, where the caret is and how it is scrolled into view) the
/// controller asks of its `TextInputHost`.
@MainActor
final class TextInputController {
  /// Width of the caret bar.
  static let caretWidth: CGFloat = 2

  /// A move of the caret. The line moves need the text as drawn, which only a text view
  /// has.
  enum CaretMotion {
    case left, right
    case start, end
    case lineStart(in: TextLayout), lineEnd(in: TextLayout)
    case lineUp(in: TextLayout), lineDown(in: TextLayout)
    /// A grapheme offset, or an index into the text.
    case offset(Int), index(String.Index)
    /// A selection of graphemes (a caret when empty).
    case selection(Range<Int>)
  }

  private(set) var state = TextEditingState()
  unowned let host: any TextInputHost
  /// Whether every applied edit restarts the blink, also one made in code while the input
  /// is not editing (a text field's behaviour); otherwise only while it is editing.
  private let restartsBlinkOnEveryEdit: Bool

  /// The input's own undo manager: its `undoManager` while it edits.
  let ownUndoManager = UndoManager()
  /// The typing (or the Backspaces) that undo takes back in one step, while it goes on.
  var typingRun: UndoableEdit?
  /// The press on the input in progress (TextInputController+Selection).
  var press: Press?

  init(host: any TextInputHost, restartsBlinkOnEveryEdit: Bool = false) {
    self.host = host
    self.restartsBlinkOnEveryEdit = restartsBlinkOnEveryEdit
  }

  var hasText: Bool { state.count > 0 }

  /// The text before the caret (or the selection, which typing replaces): what the
  /// keyboard's automatic shift looks at.
  var textBeforeCaret: Substring { state.text[..<state.selectedIndices.lowerBound] }

  /// Setting the text in code: nothing is asked or told, and a new text puts the caret at
  /// the end. True if the text changed. What undo held is dropped: its ranges were of
  /// the old text (iOS keeps them, and an undo after such a change is a well-known crash
  /// of apps that limit a field's length).
  @discardableResult
  func setText(_ text: String) -> Bool {
    guard state.setTextIfChanged(text) else { return false }
    textRevision += 1
    ownUndoManager.removeAllActions()
    typingRun = nil
    return true
  }

  /// Counts every change of the text, so that an edit can tell that its delegate changed
  /// the text itself while it was asked.
  private var textRevision = 0

  // MARK: User edits

  /// Types `text` at the caret, through the delegate.
  func insert(_ text: String) {
    guard !text.isEmpty else { return }
    performEdit(state.editForInserting(text), as: .typing)
  }

  /// Removes the whole grapheme cluster before the caret, through the delegate.
  func deleteBackward() {
    guard let edit = state.editForDeletingBackward() else { return }
    performEdit(edit, as: state.selection.isEmpty ? .deletingBackward : .replacing)
  }

  /// Removes the whole grapheme cluster after the caret, through the delegate.
  func deleteForward() {
    guard let edit = state.editForDeletingForward() else { return }
    performEdit(edit, as: state.selection.isEmpty ? .deletingForward : .replacing)
  }

  /// Offers `edit` to the delegate and applies it if allowed; true if applied. Undo
  /// takes it back as `kind` says: typed characters in a row, or Backspaces in a row,
  /// are one step; anything else is a step of its own.
  @discardableResult
  func performEdit(_ edit: TextEditingState.Edit, as kind: UndoableEdit.Kind = .replacing) -> Bool {
    let revision = textRevision
    // A delegate that rewrote the text itself (to reformat input) and still said yes: the
    // edit's range is stale, and its text is the one that stands.
    guard host.delegateAllowsEdit(edit), textRevision == revision else { return false }
    let before = (
      removed: String(state.storage[graphemes: edit.graphemes]), anchor: state.selectionStart,
      caret: state.caretOffset
    )
    apply(edit)
    recordUndo(of: edit, removed: before.removed, selectionBefore: (before.anchor, before.caret), as: kind)
    return true
  }

  /// Counts every change of the text, so that an edit can tell that its delegate changed
  /// the text itself while it was asked.
  var revision: Int { textRevision }

  /// Empties the text as a user's edit that is not proposed to the delegate (a text
  /// field's clear button, for which UIKit asks `textFieldShouldClear` instead).
  func clearWithoutAsking() {
    apply(state.editForReplacingAll(with: ""))
  }

  /// Replaces the graphemes `range` with `text` as the program's edit (`UITextInput`'s
  /// `replace(_:withText:)`): not proposed to the delegate, told as a user's edit is.
  func replaceWithoutAsking(_ range: Range<Int>, with text: String) {
    apply(state.editForReplacing(range, with: text))
  }

  func apply(_ edit: TextEditingState.Edit) {
    let change = state.apply(edit)
    textRevision += 1
    userEditDidApply(change)
  }

  private func userEditDidApply(_ change: TextStorage.Change) {
    hideEditMenu()
    if restartsBlinkOnEveryEdit || host.isFirstResponder { restartBlink() }
    host.userEditDidApply(change)
    NotificationCenter.default.post(name: type(of: host).textDidChangeNotification, object: host)
    host.notifySelectionDidChange()
  }

  // MARK: The caret

  /// Moves the caret, keeps it in view and tells the delegate. `extending` (Shift held)
  /// moves only the caret's end of the selection, from where the caret is, and the
  /// anchor stays.
  func moveCaret(_ motion: CaretMotion, extending: Bool = false) {
    if extending {
      var moved = state
      moved.setCaret(state.caretOffset)
      moved.keepGoal(of: state)
      Self.move(&moved, motion)
      state.extendSelection(to: moved.caretOffset, goalX: moved.goalX)
    } else {
      Self.move(&state, motion)
    }
    caretDidMove()
  }

  /// Selects from `anchor` to `caret` (the caret is the end that moves), as a caret move.
  func select(anchor: Int, caret: Int) {
    state.setSelection(anchor: anchor, caret: caret)
    caretDidMove()
  }

  /// After the caret or the selection moved: the blink restarts, the caret scrolls into
  /// view, the delegate is told.
  private func caretDidMove() {
    // A caret put somewhere else ends the typing that undo would take back in one step.
    typingRun = nil
    hideEditMenu()
    if host.isFirstResponder { restartBlink() }
    host.scrollCaretToVisible()
    host.setNeedsDisplay()
    host.notifySelectionDidChange()
  }

  private static func move(_ state: inout TextEditingState, _ motion: CaretMotion) {
    switch motion {
    case .left: state.moveLeft()
    case .right: state.moveRight()
    case .start: state.moveToStart()
    case .end: state.moveToEnd()
    case .lineStart(let layout): state.moveToLineStart(in: layout)
    case .lineEnd(let layout): state.moveToLineEnd(in: layout)
    case .lineUp(let layout): state.moveUp(in: layout)
    case .lineDown(let layout): state.moveDown(in: layout)
    case .offset(let offset): state.setCaret(offset)
    case .index(let index): state.setCaret(index)
    case .selection(let range): state.setSelection(range)
    }
  }

  /// Puts the caret at the end without telling anyone (where a field's caret goes when
  /// editing begins).
  func placeCaretAtEnd() {
    state.moveToEnd()
  }

  /// Backspace, Delete, Return and the caret keys edit here (through the host's own
  /// methods, so a subclass's overrides take part); Tab and Escape are left to the window.
  func handleEditingKey(_ key: KeyboardKey, modifiers: KeyModifiers) -> Bool {
    switch key {
    case .backspace:
      host.deleteBackward()
    case .deleteForward:
      host.deleteForward()
    case .enter:
      host.returnKeyPressed()
    case .tab, .escape:
      return false
    case .left, .right, .up, .down, .home, .end:
      let toEdge = !modifiers.isDisjoint(with: [.command, .control])
      guard let motion = host.caretMotion(for: key, toEdge: toEdge) else { return false }
      moveCaret(motion, extending: modifiers.contains(.shift))
    case .character:
      // Shortcuts go up the responder chain from the window (Cut, Copy, Paste, Undo…).
      return false
    }
    return true
  }

  /// A tap: starts editing if it has not, then puts the caret where `offset` says (asked
  /// only once editing has begun, which may have changed the text).
  func tap(placingCaretAt offset: () -> Int) {
    // Where the finger is, in the content as it is now: beginning to edit must not
    // scroll the content (to a caret at the end) before the caret goes under the finger,
    // which on iOS moves nothing when the tapped line is in view.
    let target = offset()
    placingCaretByTap = true
    defer { placingCaretByTap = false }
    guard beginEditingIfNeeded() else { return }
    moveCaret(.offset(target))
  }

  /// Editing begins from a tap, which places the caret itself.
  private var placingCaretByTap = false

  // MARK: Beginning and ending editing

  /// Whether `becomeFirstResponder()` may go ahead: the input can, and its delegate agrees
  /// (asked last, as UIKit does).
  var mayBeginEditing: Bool {
    host.canBecomeFirstResponder && host.delegateAllowsBeginEditing()
  }

  /// Whether the input may resign: only its delegate can keep it editing.
  var mayEndEditing: Bool {
    !host.isFirstResponder || host.delegateAllowsEndEditing()
  }

  /// True if the input is editing, becoming first responder if it was not.
  func beginEditingIfNeeded() -> Bool {
    host.isFirstResponder || host.becomeFirstResponder()
  }

  /// After the input became first responder: the caret shows, and everyone is told.
  func editingDidBegin() {
    restartBlink()
    if !placingCaretByTap { host.scrollCaretToVisible() }
    host.setNeedsDisplay()
    host.notifyEditingDidBegin()
    NotificationCenter.default.post(name: type(of: host).textDidBeginEditingNotification, object: host)
  }

  /// After the input resigned: the caret goes, and everyone is told. Its undo is gone,
  /// as a text field's on iOS ("cleared when the text field resigns first-responder
  /// status"), and so is its edit menu.
  func editingDidEnd() {
    ownUndoManager.removeAllActions()
    typingRun = nil
    hideEditMenu()
    press = nil
    stopBlink()
    host.setNeedsDisplay()
    host.notifyEditingDidEnd()
    NotificationCenter.default.post(name: type(of: host).textDidEndEditingNotification, object: host)
  }

  // MARK: The caret's blink

  /// Where the caret is drawn now (host coordinates), or nil when it is not: not editing,
  /// or in the hidden half of its blink.
  var caretRect: CGRect? {
    guard host.isFirstResponder, CaretBlinker.of(host)?.isCaretVisible(for: host) == true else { return nil }
    return host.caretRectIgnoringBlink
  }

  /// The caret, a bar in the tint colour, where and when it shows; a selection instead
  /// shows as its highlight (the tint at 20 %, as iOS's) while editing.
  func drawCaret(in canvas: Canvas) {
    let selection = state.selection
    guard selection.isEmpty else {
      guard host.isFirstResponder else { return }
      for rect in host.selectionRects(forGraphemes: selection) {
        canvas.fill(rect, cornerRadius: 0, color: host.tintColor.withAlphaComponent(0.2))
      }
      return
    }
    if let caretRect { canvas.fill(caretRect, cornerRadius: 1, color: host.tintColor) }
  }

  private func restartBlink() {
    CaretBlinker.of(host)?.restart(for: host)
  }

  private func stopBlink() {
    CaretBlinker.of(host)?.stop(for: host)
  }
}
