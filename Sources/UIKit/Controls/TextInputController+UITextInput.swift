import Foundation

/// `UITextInput` for `UITextField` and `UITextView`: positions are UTF-16 offsets
/// (`UTF16TextPosition`), the unit of `NSRange` and of `offset(from:to:)` on iOS; the
/// editing model counts grapheme clusters, so a position inside a cluster (between the
/// halves of an emoji's surrogate pair, say) selects from the cluster's start and to its end.
extension TextInputController {
  var beginningOfDocument: UITextPosition { UTF16TextPosition(0) }
  var endOfDocument: UITextPosition { UTF16TextPosition(state.storage.utf16Count) }

  var selectedTextRange: UITextRange {
    let selection = state.selection
    return UTF16TextRange(
      state.utf16Offset(ofGrapheme: selection.lowerBound)..<state.utf16Offset(ofGrapheme: selection.upperBound))
  }

  /// Selects `range` (nil or a range outside the text changes nothing), as a caret move:
  /// the caret redraws there, scrolls into view and the delegate is told.
  func select(_ range: UITextRange?) {
    guard let range, let graphemes = graphemes(of: range) else { return }
    moveCaret(.selection(graphemes))
  }

  func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
    guard let a = offsetInText(from), let b = offsetInText(to) else { return nil }
    return UTF16TextRange(min(a, b)..<max(a, b))
  }

  /// `offset` UTF-16 units from `position`; nil outside the text, as on iOS.
  func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    guard let start = offsetInText(position) else { return nil }
    let (target, overflow) = start.addingReportingOverflow(offset)
    guard !overflow, (0...state.storage.utf16Count).contains(target) else { return nil }
    return UTF16TextPosition(target)
  }

  /// Left and right move by `offset` characters (grapheme clusters, what the arrow keys
  /// step over), up and down by `offset` drawn lines; nil past the text's ends sideways.
  func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
    -> UITextPosition?
  {
    guard let start = offsetInText(position) else { return nil }
    let grapheme = state.graphemeOffset(atUTF16: start)
    let target: Int
    switch direction {
    case .right: target = grapheme + offset
    case .left: target = grapheme - offset
    case .down: target = host.graphemeOffset(from: grapheme, movingLines: offset)
    case .up: target = host.graphemeOffset(from: grapheme, movingLines: -offset)
    }
    guard (0...state.count).contains(target) else { return nil }
    return UTF16TextPosition(state.utf16Offset(ofGrapheme: target))
  }

  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    let a = Self.offset(of: position)
    let b = Self.offset(of: other)
    return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
  }

  func offset(from: UITextPosition, to: UITextPosition) -> Int {
    Self.offset(of: to) - Self.offset(of: from)
  }

  /// The text of `range` exactly (UTF-16 units); nil if it is not inside the text or cuts
  /// a Unicode scalar in half.
  func text(in range: UITextRange) -> String? {
    guard let lower = offsetInText(range.start), let upper = offsetInText(range.end), lower <= upper else {
      return nil
    }
    // Only the clusters around the range are read: a long text is not walked.
    let storage = state.storage
    let first = storage.graphemeOffset(atUTF16: lower)
    let last = storage.graphemeOffset(atUTF16: upper, roundingUp: true)
    let around = storage[graphemes: first..<last].utf16
    let skip = lower - storage.utf16Offset(atGrapheme: first)
    guard let start = around.index(around.startIndex, offsetBy: skip, limitedBy: around.endIndex),
      let end = around.index(start, offsetBy: upper - lower, limitedBy: around.endIndex),
      let text = String(around[start..<end])
    else { return nil }
    return text
  }

  func replace(_ range: UITextRange, withText text: String) {
    guard let graphemes = graphemes(of: range) else { return }
    replaceWithoutAsking(graphemes, with: text)
  }

  // MARK: Geometry

  func caretRect(for position: UITextPosition) -> CGRect {
    host.caretRect(forGrapheme: state.graphemeOffset(atUTF16: clampedOffset(position)))
  }

  /// The first line's part of `range`; for an empty range, a zero-width rectangle at it.
  func firstRect(for range: UITextRange) -> CGRect {
    guard let graphemes = graphemes(of: range) else { return .null }
    if let first = host.selectionRects(forGraphemes: graphemes).first { return first }
    let caret = host.caretRect(forGrapheme: graphemes.lowerBound)
    return CGRect(x: caret.minX, y: caret.minY, width: 0, height: caret.height)
  }

  func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
    guard let graphemes = graphemes(of: range) else { return [] }
    let rects = host.selectionRects(forGraphemes: graphemes)
    return rects.enumerated().map { index, rect in
      UITextSelectionRect(rect: rect, containsStart: index == 0, containsEnd: index == rects.count - 1)
    }
  }

  func closestPosition(to point: CGPoint) -> UITextPosition {
    UTF16TextPosition(state.utf16Offset(ofGrapheme: host.graphemeOffset(closestTo: point)))
  }

  /// The caret's position (what `caretRect(for:)` is asked for when the caret is drawn).
  var caretPosition: UITextPosition { UTF16TextPosition(state.utf16Offset(ofGrapheme: state.caretOffset)) }

  // MARK: Positions

  /// A position this input made; any other is a programming error, as on iOS, where a
  /// position only means something to the input that made it.
  private static func offset(of position: UITextPosition) -> Int {
    guard let position = position as? UTF16TextPosition else {
      preconditionFailure(
        "\(type(of: position)) is not a position of this text input: use the positions it returns")
    }
    return position.offset
  }

  /// The position's offset if it is inside the current text.
  private func offsetInText(_ position: UITextPosition) -> Int? {
    let offset = Self.offset(of: position)
    return (0...state.storage.utf16Count).contains(offset) ? offset : nil
  }

  private func clampedOffset(_ position: UITextPosition) -> Int {
    min(max(Self.offset(of: position), 0), state.storage.utf16Count)
  }

  /// The whole graphemes `range` touches, if it is inside the current text.
  private func graphemes(of range: UITextRange) -> Range<Int>? {
    guard let lower = offsetInText(range.start), let upper = offsetInText(range.end), lower <= upper else {
      return nil
    }
    return state.graphemeOffset(atUTF16: lower)..<state.graphemeOffset(atUTF16: upper, roundingUp: true)
  }
}
