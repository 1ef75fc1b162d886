import Foundation

/// The standard edit actions as a text input performs them (Cut, Copy, Paste, Select,
/// Select All, Delete), with iOS's rules for when each can be performed, and the edit
/// menu that offers them.
extension TextInputController {
  /// The selected text (empty at a caret).
  var selectedText: String { String(state.storage[graphemes: state.selection]) }

  /// Whether the input can perform `action` now. iOS's rules: Cut and Copy need a
  /// selection, and a secure input copies nothing (Apple: secure text entry "disables the
  /// user's ability to copy the text"; cut too, as copying is part of it); Paste needs text
  /// on the pasteboard (`hasStrings`, which reads no text); Select needs text and a caret
  /// (with a selection there is nothing to select); Select All needs text not all
  /// selected; Delete a selection. An input that cannot be edited cuts, pastes and
  /// deletes nothing.
  func canPerform(_ action: StandardEditAction) -> Bool {
    let selection = state.selection
    switch action {
    case .cut: return !selection.isEmpty && !host.isSecureInput && host.isEditableInput
    case .copy: return !selection.isEmpty && !host.isSecureInput
    case .paste: return host.isEditableInput && UIPasteboard.general.hasStrings
    case .select: return hasText && selection.isEmpty
    case .selectAll: return hasText && selection.count < state.count
    case .delete: return !selection.isEmpty && host.isEditableInput
    }
  }

  /// Copies the selection to the pasteboard and removes it, through the delegate.
  func cut() {
    guard canPerform(.cut) else { return }
    let text = selectedText
    guard performEdit(state.editForInserting(""), as: .replacing) else { return }
    UIPasteboard.general.string = text
  }

  func copy() {
    guard canPerform(.copy) else { return }
    UIPasteboard.general.string = selectedText
  }

  /// Puts the pasteboard's text in place of the selection as one edit: the delegate is
  /// asked once, with the whole text (`shouldChangeCharactersIn` with the pasted string;
  /// Apple: the string "may contain more characters if the user is pasting text"), so a
  /// length limit refuses an over-long paste whole; undo takes it back in one step.
  func paste() {
    guard host.isEditableInput, let text = UIPasteboard.general.string, !text.isEmpty else { return }
    guard beginEditingIfNeeded() else { return }
    performEdit(state.editForInserting(host.typedForm(of: text)), as: .replacing)
  }

  /// Selects the word at the caret (iOS's Select).
  func selectWord(showingMenu: Bool) {
    let word = state.wordRange(around: state.caretOffset)
    guard !word.isEmpty else { return }
    select(anchor: word.lowerBound, caret: word.upperBound)
    if showingMenu { showEditMenu() }
  }

  func selectAll(showingMenu: Bool) {
    guard hasText else { return }
    select(anchor: 0, caret: state.count)
    if showingMenu { showEditMenu() }
  }

  func deleteSelection() {
    guard canPerform(.delete) else { return }
    performEdit(state.editForInserting(""), as: .replacing)
  }

  // MARK: The edit menu

  /// The menu's items in iOS's order; with a selection Cut, Copy and Paste, at a caret
  /// Select, Select All and Paste, each only if the responder chain can perform it now
  /// (an app's `canPerformAction` override hides it).
  static let menuOrder: [StandardEditAction] = [.cut, .copy, .paste, .select, .selectAll]

  /// Shows the edit menu above the selection (or the caret), as iOS does after a double
  /// tap, a long press or a tap on the caret.
  func showEditMenu() {
    guard host.isFirstResponder, let hosting = host.window as? any EditMenuHosting else { return }
    let selection = state.selection
    let actions = Self.menuOrder.filter { action in
      if selection.isEmpty, action == .cut || action == .copy { return false }
      if !selection.isEmpty, action == .select || action == .selectAll { return false }
      return host.target(forAction: action.selector, withSender: nil) != nil
    }
    guard !actions.isEmpty else { return }
    let rects = selection.isEmpty ? [host.caretRectIgnoringBlink] : host.selectionRects(forGraphemes: selection)
    guard let first = rects.first else { return }
    let around = rects.dropFirst().reduce(first) { $0.union($1) }
    hosting.showEditMenu(actions, for: host, around: host.convert(around, to: nil))
  }

  func hideEditMenu() {
    (host.window as? any EditMenuHosting)?.hideEditMenu(for: host)
  }
}
