import Foundation

/// One step of a text input's undo: the graphemes `lower..<insertedEnd` of the text now
/// were `removed` before, and the selection was `selectionBefore`. A run of typing (or of
/// Backspaces) grows one step while it goes on, so that undo takes all of it back at
/// once, as iOS does; the step is a class so that the undo manager's action sees the
/// run as it grew.
@MainActor
final class UndoableEdit {
  enum Kind {
    /// Characters typed at the caret: one step while each follows the one before.
    case typing
    /// Backspace at a caret: one step while each removes what is before the last.
    case deletingBackward
    /// Delete (forward) at a caret: one step while the caret stays.
    case deletingForward
    /// Anything else (a paste, a cut, typing over a selection): a step of its own.
    case replacing
  }

  let kind: Kind
  var lower: Int
  var insertedEnd: Int
  var removed: String
  let selectionBefore: (anchor: Int, caret: Int)

  init(kind: Kind, lower: Int, insertedEnd: Int, removed: String, selectionBefore: (anchor: Int, caret: Int)) {
    self.kind = kind
    self.lower = lower
    self.insertedEnd = insertedEnd
    self.removed = removed
    self.selectionBefore = selectionBefore
  }
}

extension TextInputController {
  /// Records an applied user edit for undo: it joins the run going on if it continues
  /// it, else it is a new step with the undo manager.
  func recordUndo(
    of edit: TextEditingState.Edit, removed: String, selectionBefore: (anchor: Int, caret: Int),
    as kind: UndoableEdit.Kind
  ) {
    let lower = edit.graphemes.lowerBound
    let end = state.caretOffset
    if let run = typingRun, run.kind == kind {
      switch kind {
      case .typing where edit.graphemes.isEmpty && lower == run.insertedEnd:
        run.insertedEnd = end
        return
      case .deletingBackward where edit.graphemes.upperBound == run.lower:
        run.removed = removed + run.removed
        run.lower = lower
        run.insertedEnd = lower
        return
      case .deletingForward where lower == run.lower:
        run.removed += removed
        return
      default: break
      }
    }
    let step = UndoableEdit(
      kind: kind, lower: lower, insertedEnd: end, removed: removed, selectionBefore: selectionBefore)
    typingRun = kind == .replacing ? nil : step
    register(step)
  }

  /// Registers `step`'s undo: put back what it removed (through the delegate, as iOS
  /// does), then register the inverse step, so that redo puts it back again.
  private func register(_ step: UndoableEdit) {
    ownUndoManager.registerUndo(withTarget: self) { controller in
      controller.revert(step)
    }
  }

  private func revert(_ step: UndoableEdit) {
    typingRun = nil
    let edit = state.editForReplacing(step.lower..<step.insertedEnd, with: step.removed)
    let inserted = String(state.storage[graphemes: edit.graphemes])
    let selectionNow = (state.selectionStart, state.caretOffset)
    let revision = self.revision
    guard host.delegateAllowsEdit(edit), self.revision == revision else { return }
    apply(edit)
    let inverse = UndoableEdit(
      kind: .replacing, lower: step.lower, insertedEnd: state.caretOffset, removed: inserted,
      selectionBefore: selectionNow)
    register(inverse)
    // Back where the selection was before the step: the old selection for an undo, the
    // caret after the text put back for a redo.
    select(anchor: step.selectionBefore.anchor, caret: step.selectionBefore.caret)
  }
}
