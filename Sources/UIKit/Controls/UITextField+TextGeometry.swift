import Foundation

/// Where the field's text and caret are: the text as drawn (`TextLineMetrics`: bullets
/// for secure entry), its scroll to keep the caret in view, and the caret and selection
/// geometry by grapheme offset.
extension UITextField {
  /// The text as measured for drawing, made when first asked after a change of text,
  /// font, secure entry or measurer, and kept up to date by each edit
  /// (`textDidChange(_:)`), which measures only what the edit touched.
  var textMetrics: TextLineMetrics {
    let measurer = TextMeasurement.current
    if let cached = cachedTextMetrics, cached.metrics.font == resolvedFont,
      cached.metrics.isSecure == isSecureTextEntry,
      cached.measurer === measurer
    {
      return cached.metrics
    }
    let metrics = TextLineMetrics(
      text: inputController.state.text, font: resolvedFont, isSecure: isSecureTextEntry, measurer: measurer)
    cachedTextMetrics = (metrics, measurer)
    return metrics
  }

  /// After a user's edit: the metrics follow it, then the field lays out and redraws.
  func textDidChange(_ change: TextStorage.Change) {
    if var cached = cachedTextMetrics, cached.metrics.font == resolvedFont,
      cached.metrics.isSecure == isSecureTextEntry, cached.measurer === TextMeasurement.current
    {
      cachedTextMetrics = nil
      cached.metrics.update(text: inputController.state.text, after: change, measurer: cached.measurer)
      cachedTextMetrics = cached
    } else {
      cachedTextMetrics = nil
    }
    textLayoutDidChange()
  }

  /// The caret offset nearest to `point` (in the field's coordinates; one line, so only
  /// its x counts).
  func graphemeOffset(closestTo point: CGPoint) -> Int {
    let local = CGRect(origin: .zero, size: bounds.size)
    return textMetrics.grapheme(nearestX: point.x - textOriginX(in: textRect(forBounds: local)))
  }

  /// The x (in the field's coordinates) where the text's first grapheme starts: aligned
  /// when it fits, scrolled when it does not.
  func textOriginX(in rect: CGRect) -> CGFloat {
    let width = textMetrics.width
    let available = rect.width - TextInputController.caretWidth
    guard width <= available else { return rect.minX - textScrollOffset }
    return rect.minX + max(0, textAlignment.lineOffset(width: width, in: available))
  }

  /// Keeps the caret in view: scrolls only as far as needed, and back to the start when
  /// editing ends (iOS shows the beginning of a field it is not editing).
  func updateScrollOffset() {
    let rect = textRect(forBounds: CGRect(origin: .zero, size: bounds.size))
    let metrics = textMetrics
    let width = metrics.width
    let available = rect.width - TextInputController.caretWidth
    guard isEditing, width > available, available > 0 else {
      textScrollOffset = 0
      return
    }
    let caretX = metrics.x(atGrapheme: inputController.state.caretOffset)
    var offset = textScrollOffset
    if caretX - offset > available { offset = caretX - available }
    if caretX - offset < 0 { offset = caretX }
    textScrollOffset = min(max(0, offset), width - available)
  }

  /// The caret bar before grapheme `offset`, in the field's coordinates.
  func caretRect(forGrapheme offset: Int) -> CGRect {
    let rect = textRect(forBounds: CGRect(origin: .zero, size: bounds.size))
    let lineHeight = TextMeasurement.current.lineHeight(of: resolvedFont)
    let x = textOriginX(in: rect) + textMetrics.x(atGrapheme: offset)
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
    lines == 0 ? offset : lines < 0 ? 0 : inputController.state.count
  }

  /// Draws the text's runs that show in `rect` (the text rectangle), at `y`.
  func drawText(in canvas: Canvas, rect: CGRect, y: CGFloat, color: UIColor) {
    let origin = textOriginX(in: rect)
    for piece in textMetrics.pieces(of: inputController.state.text, from: rect.minX - origin, to: rect.maxX - origin) {
      canvas.drawText(piece.text, at: CGPoint(x: origin + piece.x, y: y), font: resolvedFont, color: color)
    }
  }

  /// Where the caret is drawn (through `caretRect(for:)`, so a subclass's caret is the
  /// one drawn).
  var caretRectIgnoringBlink: CGRect { caretRect(for: inputController.caretPosition) }
}
