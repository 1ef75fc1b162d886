import Foundation

/// The text inputs this UIKit builds in, `UITextField` and `UITextView`: their
/// `UITextInput` positions, ranges and selection come from the editing model they share
/// (`TextInputController`), in UTF-16 units as on iOS. The geometry methods, which apps
/// override, are in each class. Not for other types to adopt.
@preconcurrency @MainActor
public protocol BuiltInTextInput: UITextInput {}

extension BuiltInTextInput {
  private var inputController: TextInputController {
    guard let host = self as? any TextInputHost else {
      preconditionFailure("\(Self.self) adopts BuiltInTextInput, which only UITextField and UITextView do")
    }
    return host.inputController
  }

  public var beginningOfDocument: UITextPosition { inputController.beginningOfDocument }
  public var endOfDocument: UITextPosition { inputController.endOfDocument }

  /// The selection (empty at the caret). Setting it moves the drawn caret or highlight,
  /// scrolls the caret into view and tells the delegate (`textFieldDidChangeSelection`,
  /// `textViewDidChangeSelection`); typing then replaces it.
  public var selectedTextRange: UITextRange? {
    get { inputController.selectedTextRange }
    set { inputController.select(newValue) }
  }

  /// Always nil: text being composed stays in the input method's own window.
  public var markedTextRange: UITextRange? { nil }

  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    inputController.textRange(from: fromPosition, to: toPosition)
  }

  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    inputController.position(from: position, offset: offset)
  }

  public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
    -> UITextPosition?
  {
    inputController.position(from: position, in: direction, offset: offset)
  }

  public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    inputController.compare(position, to: other)
  }

  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    inputController.offset(from: from, to: toPosition)
  }

  public func text(in range: UITextRange) -> String? {
    inputController.text(in: range)
  }

  /// Replaces `range` with `text` as the program's edit: the delegate is not asked, and
  /// the listeners are told (`.editingChanged`, `textViewDidChange`) as after a user's
  /// edit; the caret lands after the text.
  public func replace(_ range: UITextRange, withText text: String) {
    inputController.replace(range, withText: text)
  }

  public func closestPosition(to point: CGPoint) -> UITextPosition? {
    inputController.closestPosition(to: point)
  }
}
