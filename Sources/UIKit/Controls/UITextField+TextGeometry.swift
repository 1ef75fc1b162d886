import Foundation

/// Where the field's text and caret are: the displayed text, its scroll to keep the caret
/// in view, and the caret and selection geometry by grapheme offset.
extension UITextField {
  /// The text as drawn: bullets for secure entry.
  var displayedText: String {
    let text = inputController.state.text
    return isSecureTextEntry ? String(repeating: "•", count: text.count) : text
  }

  /// The caret offset nearest to `point` (in the field's coordinates; one line, so only
  /// its x counts).
  func graphemeOffset(closestTo point: CGPoint) -> Int {
    let x = point.x
    let local = CGRect(origin: .zero, size: bounds.size)
    let text = displayedText
    let index = TextLayout.caretIndex(
      forX: x - textOriginX(in: textRect(forBounds: local)), in: text, font: resolvedFont)
    return text.distance(from: text.startIndex, to: index)
  }

  /// The x (in the field's coordinates) where the text's first grapheme starts: aligned
  /// when it fits, scrolled when it does not.
  func textOriginX(in rect: CGRect) -> CGFloat {
    let width = TextMeasurement.current.width(of: displayedText, font: resolvedFont)
    let available = rect.width - TextInputController.caretWidth
    guard width <= available else { return rect.minX - textScrollOffset }
    return rect.minX + max(0, textAlignment.lineOffset(width: width, in: available))
  }

  /// Keeps the caret in view: scrolls only as far as needed, and back to the start when
  /// editing ends (iOS shows the beginning of a field it is not editing).
  func updateScrollOffset() {
    let rect = textRect(forBounds: CGRect(origin: .zero, size: bounds.size))
    let offsets = TextMeasurement.current.caretOffsets(in: displayedText, font: resolvedFont)
    let width = offsets.last ?? 0
    let available = rect.width - TextInputController.caretWidth
    guard isEditing, width > available, available > 0 else {
      textScrollOffset = 0
      return
    }
    let caretX = offsets[min(inputController.state.caretOffset, offsets.count - 1)]
    var offset = textScrollOffset
    if caretX - offset > available { offset = caretX - available }
    if caretX - offset < 0 { offset = caretX }
    textScrollOffset = min(max(0, offset), width - available)
  }

  /// The caret bar before grapheme `offset`, in the field's coordinates.
  func caretRect(forGrapheme offset: Int) -> CGRect {
    let rect = textRect(forBounds: CGRect(origin: .zero, size: bounds.size))
    let f = resolvedFont
    let lineHeight = TextMeasurement.current.lineHeight(of: f)
    // Offsets by grapheme count, not by index: the displayed text may be bullets, whose
    // indices are not the real text's.
    let offsets = TextMeasurement.current.caretOffsets(in: displayedText, font: f)
    let x = textOriginX(in: rect) + offsets[min(max(offset, 0), offsets.count - 1)]
    return CGRect(
      x: x, y: rect.minY + (rect.height - lineHeight) / 2, width: TextInputController.caretWidth, height: lineHeight)
  }

  /// The highlight of `range`: from its first caret to its last, the caret's height.
  func selectionRects(forGraphemes range: Range<Int>) -> [CGRect] {
    guard !range.isEmpty else { return [] }
    let start = caretRect(forGrapheme: range.lowerBound)
    let end = caretRect(forGrapheme: range.upperBound)
    return [CGRect(x: start.minX, y: start.minY, width: end.minX - start.minX, height: start.height)]
  }

  /// One line: moving down goes to the end, up to the start (as the arrow keys do).
  func graphemeOffset(from offset: Int, movingLines lines: Int) -> Int {
    lines == 0 ? offset : lines < 0 ? 0 : inputController.state.text.count
  }

  /// Where the caret is drawn (through `caretRect(for:)`, so a subclass's caret is the
  /// one drawn).
  var caretRectIgnoringBlink: CGRect { caretRect(for: inputController.caretPosition) }
}
