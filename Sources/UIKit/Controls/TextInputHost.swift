import Foundation

/// The text input a `TextInputController` edits for: `UITextField` and `UITextView`.
///
/// The controller holds what the two share; these are the places where they differ, each
/// answered by the input in its own terms: its own delegate protocol's methods, its own
/// control events and notification names, its own caret geometry and scrolling.
@MainActor
protocol TextInputHost: UIView, UIKeyInput, CaretReporting {
  /// The shared editing behaviour, which the input owns.
  var inputController: TextInputController { get }
  static var textDidBeginEditingNotification: Notification.Name { get }
  static var textDidChangeNotification: Notification.Name { get }
  static var textDidEndEditingNotification: Notification.Name { get }

  // Asking the delegate: each is true when there is no delegate.

  func delegateAllowsBeginEditing() -> Bool
  func delegateAllowsEndEditing() -> Bool
  /// `shouldChangeCharactersIn` or `shouldChangeTextIn`, with the edit's UTF-16 range.
  func delegateAllowsEdit(_ edit: TextEditingState.Edit) -> Bool

  // Telling the input's listeners (its delegate and, for a control, its targets).

  func notifyEditingDidBegin()
  func notifyEditingDidEnd()
  /// After a user's edit applied (`change` says which clusters differ): the input lays
  /// out and redraws what changed and tells its own listeners, before the
  /// text-did-change notification.
  func userEditDidApply(_ change: TextStorage.Change)
  func notifySelectionDidChange()

  // What the edit actions need to know.

  /// Whether the text is hidden (secure entry): it cannot be copied or cut.
  var isSecureInput: Bool { get }
  /// Whether a person may change the text (a disabled field, a text view that is not
  /// editable: no cut, paste or delete).
  var isEditableInput: Bool { get }
  /// `text` as the input takes typed or pasted text (a field has one line: line breaks
  /// become spaces).
  func typedForm(of text: String) -> String

  // Keys and the caret.

  func deleteForward()
  /// The Return key (a field asks its delegate; a view types a line break).
  func returnKeyPressed()
  /// Where an arrow, Home or End key moves the caret; `toEdge` is Command or Control held.
  func caretMotion(for key: KeyboardKey, toEdge: Bool) -> TextInputController.CaretMotion?
  /// Scrolls as little as needed to show the caret.
  func scrollCaretToVisible()

  // Geometry, in the input's own (bounds) coordinates, by grapheme offset.

  /// The caret bar before grapheme `offset`, before any override of `caretRect(for:)`.
  func caretRect(forGrapheme offset: Int) -> CGRect
  /// The highlight of `range`: one rectangle for each line it covers.
  func selectionRects(forGraphemes range: Range<Int>) -> [CGRect]
  /// The caret offset nearest to `point`.
  func graphemeOffset(closestTo point: CGPoint) -> Int
  /// The caret offset `lines` drawn lines below (negative: above) `offset`, at the same x;
  /// the start or the end of the text past the first or last line.
  func graphemeOffset(from offset: Int, movingLines lines: Int) -> Int
}
