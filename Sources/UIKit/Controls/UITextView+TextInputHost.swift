import Foundation

/// The text view's side of the editing it shares with `UITextField` through `TextInputController`:
/// its own delegate methods, its line-wise caret moves, and what its Return and caret keys do.
extension UITextView: TextInputHost, BuiltInTextInput, UIResponderStandardEditActions {
  var isSecureInput: Bool { isSecureTextEntry }
  var isEditableInput: Bool { isEditable }
  func typedForm(of text: String) -> String { text }

  /// The delegate as a text view's (it is stored as the scroll view's).
  var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

  func delegateAllowsBeginEditing() -> Bool { textViewDelegate?.textViewShouldBeginEditing(self) ?? true }
  func delegateAllowsEndEditing() -> Bool { textViewDelegate?.textViewShouldEndEditing(self) ?? true }

  func delegateAllowsEdit(_ edit: TextEditingState.Edit) -> Bool {
    textViewDelegate?.textView(self, shouldChangeTextIn: edit.nsRange, replacementText: edit.replacement) ?? true
  }

  func notifyEditingDidBegin() { textViewDelegate?.textViewDidBeginEditing(self) }
  func notifyEditingDidEnd() { textViewDelegate?.textViewDidEndEditing(self) }

  func userEditDidApply(_ change: TextStorage.Change) {
    textDidChange(change)
    scrollCaretToVisible()
    textViewDelegate?.textViewDidChange(self)
  }

  func notifySelectionDidChange() { textViewDelegate?.textViewDidChangeSelection(self) }

  func returnKeyPressed() { insertText("\n") }

  func caretMotion(for key: KeyboardKey, toEdge: Bool) -> TextInputController.CaretMotion? {
    switch key {
    case .left: toEdge ? .lineStart(in: textLayout) : .left
    case .right: toEdge ? .lineEnd(in: textLayout) : .right
    case .up: toEdge ? .start : .lineUp(in: textLayout)
    case .down: toEdge ? .end : .lineDown(in: textLayout)
    case .home: .lineStart(in: textLayout)
    case .end: .lineEnd(in: textLayout)
    default: nil
    }
  }
}
