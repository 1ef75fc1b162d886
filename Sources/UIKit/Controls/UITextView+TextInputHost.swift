import Foundation

/// The text view's side of the editing it shares with `UITextField` through `TextInputController`:
/// its own delegate methods, its line-wise caret moves, and what its Return and caret keys do.
extension UITextView: TextInputHost {
  func delegateAllowsBeginEditing() -> Bool { delegate?.textViewShouldBeginEditing(self) ?? true }
  func delegateAllowsEndEditing() -> Bool { delegate?.textViewShouldEndEditing(self) ?? true }

  func delegateAllowsEdit(_ edit: TextEditingState.Edit) -> Bool {
    delegate?.textView(self, shouldChangeTextIn: edit.nsRange, replacementText: edit.replacement) ?? true
  }

  func notifyEditingDidBegin() { delegate?.textViewDidBeginEditing(self) }
  func notifyEditingDidEnd() { delegate?.textViewDidEndEditing(self) }

  func userEditDidApply() {
    contentDidChange()
    scrollCaretToVisible()
    delegate?.textViewDidChange(self)
  }

  func notifySelectionDidChange() { delegate?.textViewDidChangeSelection(self) }

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
