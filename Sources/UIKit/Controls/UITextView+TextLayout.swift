import Foundation

/// The text view's text as laid out: the wrapped lines, the content size they make, the
/// caret and selection geometry, scrolling the caret into view, and drawing.
extension UITextView {
  private var resolvedFont: UIFont { font ?? .systemFont(ofSize: 17) }

  /// Where the text's first line starts: inside the container inset and the line
  /// fragment padding.
  var textOrigin: CGPoint {
    CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
  }

  /// The width the lines wrap to.
  var textWidth: CGFloat {
    max(
      0,
      bounds.width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
  }

  func contentDidChange() {
    cachedLayout = nil
    layoutDidChange()
  }

  /// After a user's edit: the layout follows it, the lines around the edit wrapped again
  /// (`TextLayout.updated`), so typing into a long text costs what one line costs.
  func textDidChange(_ change: TextStorage.Change) {
    if var layout = cachedLayout, layout.maxWidth == textWidth, layout.font == resolvedFont {
      // Held once while it changes, so its lines change in place.
      cachedLayout = nil
      layout.update(to: inputController.state.text, after: change, measurer: TextMeasurement.current)
      cachedLayout = layout
    } else {
      cachedLayout = nil
    }
    layoutDidChange()
  }

  private func layoutDidChange() {
    invalidateIntrinsicContentSize()
    clampContentOffset()
    if indicatorsAreShown { positionIndicators() }
    setNeedsDisplay()
  }

  /// The wrapped text for the current width (recomputed only when text, font, width or
  /// padding changed).
  var textLayout: TextLayout {
    let width = textWidth
    // Text changes drop the cache (contentDidChange); comparing strings here would be
    // wrong anyway: Swift's == equates "é" with "e\u{301}", whose indices differ.
    if let cachedLayout, cachedLayout.maxWidth == width, cachedLayout.font == resolvedFont {
      return cachedLayout
    }
    let layout = TextLayout(
      text: inputController.state.text, font: resolvedFont, maxWidth: width, measurer: TextMeasurement.current)
    cachedLayout = layout
    return layout
  }

  /// The laid-out text's height plus the container inset above and below, by the view's
  /// width: a text view's content size on iOS.
  var textContentSize: CGSize {
    CGSize(width: bounds.width, height: textLayout.size.height + textContainerInset.top + textContainerInset.bottom)
  }

  /// `sizeThatFits`: the layout at the view's own width is the cached one; another width
  /// is laid out afresh and not kept.
  func fittingSize(forWidth width: CGFloat) -> CGSize {
    let sides = textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
    let heights = textContainerInset.top + textContainerInset.bottom
    let bounded = width > 0 && width < .greatestFiniteMagnitude
    let wrapWidth: CGFloat? = bounded ? max(0, width - sides) : nil
    let layout =
      wrapWidth == textWidth
      ? textLayout
      : TextLayout(
        text: inputController.state.text, font: resolvedFont, maxWidth: wrapWidth, measurer: TextMeasurement.current)
    let fittedWidth = bounded ? width : (layout.size.width + sides).rounded(.up)
    return CGSize(width: fittedWidth, height: layout.size.height + heights)
  }

  // MARK: Scrolling

  /// Keeps the offset inside the content (and its insets) after the content shrank; at
  /// the top when scrolling is off.
  func clampContentOffset() {
    var target = clampedContentOffset(contentOffset)
    if !isScrollEnabled { target.y = -adjustedContentInset.top }
    if target != contentOffset { contentOffset = target }
  }

  /// Scrolls as little as needed to show the caret (and the container inset around it).
  func scrollCaretToVisible() {
    scrollToVisible(caretRectIgnoringBlink)
  }

  /// Scrolls as little as needed for `rect` (content coordinates), with the container
  /// inset above and below it, to be inside the area the content insets leave visible;
  /// a rect taller than that area shows its top.
  func scrollToVisible(_ rect: CGRect) {
    guard isScrollEnabled else { return }
    let inset = adjustedContentInset
    let top = rect.minY - textContainerInset.top
    let bottom = rect.maxY + textContainerInset.bottom
    var y = contentOffset.y
    if bottom > y + bounds.height - inset.bottom { y = bottom - bounds.height + inset.bottom }
    if top < y + inset.top { y = top - inset.top }
    let target = clampedContentOffset(CGPoint(x: contentOffset.x, y: y))
    if target != contentOffset { contentOffset = target }
  }

  // MARK: Geometry

  private func lineOffset(of line: TextLayout.Line, in layout: TextLayout) -> CGFloat {
    max(0, textAlignment.lineOffset(width: line.width, in: layout.maxWidth ?? line.width))
  }

  /// The caret's rectangle in content coordinates at grapheme offset `offset`.
  func caretRect(forGrapheme offset: Int) -> CGRect {
    let layout = textLayout
    let point = layout.caretPoint(forGrapheme: offset)
    let line = layout.lines[layout.lineIndex(containingGrapheme: offset)]
    let origin = textOrigin
    let x = min(
      origin.x + lineOffset(of: line, in: layout) + point.x,
      origin.x + max(0, (layout.maxWidth ?? 0) - TextInputController.caretWidth))
    return CGRect(
      x: max(origin.x, x), y: origin.y + point.y, width: TextInputController.caretWidth, height: layout.lineHeight)
  }

  /// One rectangle per drawn line that `range` covers: from its first caret on the line to
  /// its last (a line it runs past ends after its last grapheme, hanging spaces included).
  func selectionRects(forGraphemes range: Range<Int>) -> [CGRect] {
    guard !range.isEmpty else { return [] }
    let layout = textLayout
    let origin = textOrigin
    let first = layout.lineIndex(containingGrapheme: range.lowerBound)
    let last = layout.lineIndex(containingGrapheme: range.upperBound)
    return layout.lines[first...last].compactMap { line in
      let lower = max(range.lowerBound, line.graphemeRange.lowerBound)
      guard lower < min(range.upperBound, line.graphemeRange.upperBound) else { return nil }
      // A selected line break has no width of its own.
      let upper = min(range.upperBound, line.graphemeRange.lowerBound + line.graphemeCount)
      let x = origin.x + lineOffset(of: line, in: layout)
      let start = line.caretOffsets[lower - line.graphemeRange.lowerBound]
      let end = line.caretOffsets[upper - line.graphemeRange.lowerBound]
      return CGRect(x: x + start, y: origin.y + line.y, width: end - start, height: line.height)
    }
  }

  /// The caret offset nearest to `point` (in the view's bounds, i.e. content,
  /// coordinates).
  func graphemeOffset(closestTo point: CGPoint) -> Int {
    let layout = textLayout
    let origin = textOrigin
    let y = point.y - origin.y
    let line = layout.lines[layout.lineIndex(atY: y)]
    let x = point.x - origin.x - lineOffset(of: line, in: layout)
    return layout.graphemeOffset(at: CGPoint(x: x, y: y))
  }

  func graphemeOffset(from offset: Int, movingLines lines: Int) -> Int {
    let layout = textLayout
    return TextEditingState.offset(
      from: offset, movingLines: lines, atX: layout.caretPoint(forGrapheme: offset).x, in: layout)
  }

  /// Where the caret is drawn (through `caretRect(for:)`, so a subclass's caret is the
  /// one drawn), in content coordinates.
  var caretRectIgnoringBlink: CGRect { caretRect(for: inputController.caretPosition) }

  // MARK: Drawing

  /// The lines that show in the bounds.
  func drawText(in canvas: Canvas) {
    let layout = textLayout
    let origin = textOrigin
    let visibleTop = contentOffset.y - origin.y
    let visibleBottom = visibleTop + bounds.height
    let color = textColor ?? .label
    let visible = layout.lineIndex(atY: visibleTop)...layout.lineIndex(atY: visibleBottom)
    for line in layout.lines[visible] where line.y + line.height > visibleTop && line.y < visibleBottom {
      let string = layout.string(of: line)
      guard !string.isEmpty else { continue }
      canvas.drawText(
        String(string), at: CGPoint(x: origin.x + lineOffset(of: line, in: layout), y: origin.y + line.y),
        font: resolvedFont, color: color)
    }
  }
}
