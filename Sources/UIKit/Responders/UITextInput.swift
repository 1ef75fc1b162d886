import Foundation

/// A text input whose text, selection and geometry can be read and changed through
/// positions and ranges, as input methods, custom keyboards and editors use them.
///
/// The subset of iOS's protocol that `UITextField` and `UITextView` implement here: no
/// marked text (an input method composes in the platform's own window and inserts the
/// result), no tokenizer or writing-direction control, so `markedTextRange` is always nil.
/// Offsets count UTF-16 code units, as `NSString` and `NSRange` do on iOS.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
  // Text and selection.
  func text(in range: UITextRange) -> String?
  func replace(_ range: UITextRange, withText text: String)
  var selectedTextRange: UITextRange? { get set }
  var markedTextRange: UITextRange? { get }

  // Positions and ranges.
  var beginningOfDocument: UITextPosition { get }
  var endOfDocument: UITextPosition { get }
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int

  // Geometry, in the input's own coordinates.
  func firstRect(for range: UITextRange) -> CGRect
  func caretRect(for position: UITextPosition) -> CGRect
  func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
  func closestPosition(to point: CGPoint) -> UITextPosition?
}
