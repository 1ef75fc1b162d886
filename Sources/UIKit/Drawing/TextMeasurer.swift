import Foundation

/// Measures text for layout, caret positions and wrapping. The SDL layer installs one
/// backed by the real font (`TextMeasurement.current`); tests use the deterministic
/// `FixedWidthTextMeasurer`.
@preconcurrency @MainActor
public protocol TextMeasurer: AnyObject {
  /// Width of one line of `text` (no wrapping), in points.
  func width(of text: String, font: UIFont) -> CGFloat
  /// Height of one line of text in `font` (ascent + descent + gap), in points.
  func lineHeight(of font: UIFont) -> CGFloat
  /// The x offset of every grapheme boundary of `text`: `result[i]` is the width of the
  /// first `i` grapheme clusters (so `result.count == text.count + 1`, `result[0] == 0`).
  func caretOffsets(in text: String, font: UIFont) -> [CGFloat]
}
