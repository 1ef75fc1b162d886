import Foundation

/// Selecting with the pointer, as iOS's gestures select with a finger: a double tap
/// selects the word under it (and shows the edit menu), a drag across an input that is
/// editing selects from where it began to where it is (iOS's long press and drag; on the
/// desktop the mouse drags at once), and a tap on the caret of an input that is editing
/// shows the edit menu.
extension TextInputController {
  /// A press on the input: where it began, and what it has done so far.
  struct Press {
    let start: Int
    let point: CGPoint
    let tapCount: Int
    let wasEditing: Bool
    var dragging = false
  }

  /// How far the pointer moves before a press drags: UIKit's 10-point slop would lose a
  /// short drag over two letters; a mouse is exact to the pixel.
  static let dragSlop: CGFloat = 4

  func pressBegan(at point: CGPoint, tapCount: Int) {
    hideEditMenu()
    press = Press(
      start: host.graphemeOffset(closestTo: point), point: point, tapCount: tapCount, wasEditing: host.isFirstResponder)
  }

  /// The pointer moved while pressed (input coordinates); true while the press selects,
  /// so the input does not also scroll.
  @discardableResult
  func pressMoved(to point: CGPoint) -> Bool {
    guard var current = press, current.wasEditing else { return false }
    if !current.dragging {
      guard hypot(point.x - current.point.x, point.y - current.point.y) > Self.dragSlop else { return true }
      current.dragging = true
    }
    press = current
    select(anchor: current.start, caret: host.graphemeOffset(closestTo: point))
    return true
  }

  /// The press ended at `point`: the end of a drag, a double tap, or a tap.
  func pressEnded(at point: CGPoint) {
    let ended = press
    press = nil
    if let ended, ended.dragging {
      if !state.selection.isEmpty { showEditMenu() }
      return
    }
    if let ended, ended.tapCount >= 2 {
      guard beginEditingIfNeeded() else { return }
      let word = state.wordRange(around: host.graphemeOffset(closestTo: point))
      guard !word.isEmpty else { return }
      select(anchor: word.lowerBound, caret: word.upperBound)
      showEditMenu()
      return
    }
    let caret = state.caretOffset
    let hadSelection = !state.selection.isEmpty
    tap { host.graphemeOffset(closestTo: point) }
    // A tap on the caret of an input that was editing: the menu (Select, Select All,
    // Paste), as iOS shows it.
    if ended?.wasEditing == true, !hadSelection, state.caretOffset == caret { showEditMenu() }
  }

  /// The press was taken away (the touch cancelled): it selects nothing more.
  func pressCancelled() { press = nil }
}
