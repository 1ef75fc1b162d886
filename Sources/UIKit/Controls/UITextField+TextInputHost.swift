import Foundation

/// The text field's side of the editing it shares with `UITextView` through `TextInputController`:
/// its own delegate methods, its control events, and what its Return and caret keys do.
extension UITextField: TextInputHost, BuiltInTextInput, UIResponderStandardEditActions {
  var isSecureInput: Bool { isSecureTextEntry }
  var isEditableInput: Bool { isEnabled }
  /// A field has one line: line breaks in typed or pasted text become spaces.
  func typedForm(of text: String) -> String { String(text.map { $0.isNewline ? " " : $0 }) }

  func delegateAllowsBeginEditing() -> Bool { delegate?.textFieldShouldBeginEditing(self) ?? true }
  func delegateAllowsEndEditing() -> Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

  func delegateAllowsEdit(_ edit: TextEditingState.Edit) -> Bool {
    delegate?.textField(self, shouldChangeCharactersIn: edit.nsRange, replacementString: edit.replacement) ?? true
  }

  func notifyEditingDidBegin() {
    sendActions(for: .editingDidBegin)
    delegate?.textFieldDidBeginEditing(self)
  }

  func notifyEditingDidEnd() {
    sendActions(for: .editingDidEnd)
    delegate?.textFieldDidEndEditing(self)
  }

  func userEditDidApply(_ change: TextStorage.Change) {
    textDidChange(change)
    sendActions(for: .editingChanged)
  }

  func notifySelectionDidChange() { delegate?.textFieldDidChangeSelection(self) }

  func returnKeyPressed() { performReturn() }

  func caretMotion(for key: KeyboardKey, toEdge: Bool) -> TextInputController.CaretMotion? {
    switch key {
    case .left: toEdge ? .start : .left
    case .right: toEdge ? .end : .right
    case .home, .up: .start
    case .end, .down: .end
    default: nil
    }
  }

  func scrollCaretToVisible() { updateScrollOffset() }
}
