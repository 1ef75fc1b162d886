import Foundation

/// One rectangle of a selection's highlight, as `selectionRects(for:)` returns them: one
/// for each line the selection covers.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
  private let storedRect: CGRect
  private let storedContainsStart: Bool
  private let storedContainsEnd: Bool

  /// A rectangle in the text input's coordinates; whether it holds the selection's start
  /// and end.
  public init(rect: CGRect = .zero, containsStart: Bool = false, containsEnd: Bool = false) {
    storedRect = rect
    storedContainsStart = containsStart
    storedContainsEnd = containsEnd
    super.init()
  }

  open var rect: CGRect { storedRect }
  open var writingDirection: NSWritingDirection { .leftToRight }
  open var containsStart: Bool { storedContainsStart }
  open var containsEnd: Bool { storedContainsEnd }
  open var isVertical: Bool { false }
}
