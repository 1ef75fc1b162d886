import Foundation

/// A measurer whose numbers can be worked out by hand, for tests and headless runs.
///
/// Every grapheme cluster is one cell: half the point size if it is ASCII, the full
/// point size otherwise, which is roughly how a real font treats Latin letters against
/// Hangul syllables and emoji. Measuring clusters (not scalars) matters: "👍🏽" and a
/// composed Hangul syllable are one caret step and one cell, as on screen.
@preconcurrency @MainActor
public final class FixedWidthTextMeasurer: TextMeasurer {
  public init() {}

  /// The advance of one grapheme cluster.
  public nonisolated static func advance(of character: Character, font: UIFont) -> CGFloat {
    character.isASCII ? font.pointSize * 0.5 : font.pointSize
  }

  public func width(of text: String, font: UIFont) -> CGFloat {
    text.reduce(0) { $0 + Self.advance(of: $1, font: font) }
  }

  public func lineHeight(of font: UIFont) -> CGFloat {
    (font.pointSize * 1.2).rounded()
  }

  public func caretOffsets(in text: String, font: UIFont) -> [CGFloat] {
    var offsets: [CGFloat] = [0]
    offsets.reserveCapacity(text.count + 1)
    var x: CGFloat = 0
    for character in text {
      x += Self.advance(of: character, font: font)
      offsets.append(x)
    }
    return offsets
  }
}
