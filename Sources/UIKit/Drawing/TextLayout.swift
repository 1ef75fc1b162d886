import Foundation

/// Text broken into lines for a width, with the caret geometry text controls need.
///
/// The wrapping follows what UITextView shows for plain text: lines break after runs of
/// spaces (the spaces hang past the right edge and do not count towards the width), a
/// word wider than a whole line is broken between grapheme clusters, and line-break
/// characters always end a line. Measuring happens once, in `init`, through a
/// `TextMeasurer`; every query afterwards is pure arithmetic on the stored offsets.
///
/// Every caret index belongs to exactly one line, so `caretIndex(at: caretPoint(for: i))`
/// gives `i` back. An index where a line was wrapped (not broken by "\n") is the start of
/// the next line, UIKit's default (downstream) affinity; a tap past the end of a wrapped
/// line therefore lands before its last grapheme or before its hanging space.
public struct TextLayout: Sendable, Equatable {
  public struct Line: Sendable, Equatable {
    /// All the text this line owns: its characters, any hanging spaces, and the line
    /// break that ends it.
    public let range: Range<String.Index>
    /// The part to draw: `range` without the line break.
    public let contentRange: Range<String.Index>
    /// `range` counted in grapheme clusters from the start of the text.
    public let graphemeRange: Range<Int>
    /// Top of the line, relative to the top of the text.
    public let y: CGFloat
    public let height: CGFloat
    /// Width of the drawn glyphs, without hanging trailing spaces.
    public let width: CGFloat
    /// The x of every grapheme boundary in `contentRange`, relative to the line start
    /// (`caretOffsets[0] == 0`).
    public let caretOffsets: [CGFloat]
    /// Whether a line-break character ends the line (as opposed to wrapping).
    public let endsWithLineBreak: Bool
  }

  public let text: String
  public let font: UIFont
  /// The wrapping width; nil lays every paragraph out on one line.
  public let maxWidth: CGFloat?
  public let lineHeight: CGFloat
  /// Never empty: empty text is one empty line, and text ending in a line break has an
  /// empty last line for the caret to sit on.
  public let lines: [Line]
  /// The index of each grapheme boundary: `boundaries[g]` is the index after `g` clusters.
  private let boundaries: [String.Index]

  @MainActor
  public init(
    text: String, font: UIFont, maxWidth: CGFloat?,
    measurer: any TextMeasurer = TextMeasurement.current
  ) {
    let characters = Array(text)
    var boundaries: [String.Index] = [text.startIndex]
    boundaries.reserveCapacity(characters.count + 1)
    var cursor = text.startIndex
    while cursor < text.endIndex {
      cursor = text.index(after: cursor)
      boundaries.append(cursor)
    }
    let lineHeight = measurer.lineHeight(of: font)

    var lines: [Line] = []
    var paragraphStart = 0
    while true {
      var paragraphEnd = paragraphStart
      while paragraphEnd < characters.count && !characters[paragraphEnd].isNewline {
        paragraphEnd += 1
      }
      let hasLineBreak = paragraphEnd < characters.count
      let paragraph = characters[paragraphStart..<paragraphEnd]
      let offsets = measurer.caretOffsets(in: String(paragraph), font: font)
      precondition(
        offsets.count == paragraph.count + 1,
        "TextMeasurer.caretOffsets returned \(offsets.count) offsets for \(paragraph.count) graphemes"
      )
      let pieces = Self.wrap(
        isBreakingSpace: paragraph.map(Self.isBreakingSpace), offsets: offsets, maxWidth: maxWidth)
      for (number, piece) in pieces.enumerated() {
        let endsWithLineBreak = hasLineBreak && number == pieces.count - 1
        let start = paragraphStart + piece.start
        let contentEnd = paragraphStart + piece.end
        let end = contentEnd + (endsWithLineBreak ? 1 : 0)
        let base = offsets[piece.start]
        lines.append(
          Line(
            range: boundaries[start]..<boundaries[end],
            contentRange: boundaries[start]..<boundaries[contentEnd],
            graphemeRange: start..<end,
            y: CGFloat(lines.count) * lineHeight,
            height: lineHeight,
            width: offsets[piece.visibleEnd] - base,
            caretOffsets: offsets[piece.start...piece.end].map { $0 - base },
            endsWithLineBreak: endsWithLineBreak))
      }
      guard hasLineBreak else { break }
      paragraphStart = paragraphEnd + 1
    }

    self.text = text
    self.font = font
    self.maxWidth = maxWidth
    self.lineHeight = lineHeight
    self.lines = lines
    self.boundaries = boundaries
  }

  /// The bounding size: the widest line by the height of all lines.
  public var size: CGSize {
    CGSize(
      width: lines.reduce(0) { max($0, $1.width) }, height: CGFloat(lines.count) * lineHeight)
  }

  /// The characters to draw for `line`.
  public func string(of line: Line) -> Substring {
    text[line.contentRange]
  }

  /// The line the caret at `index` is drawn on.
  public func lineIndex(containing index: String.Index) -> Int {
    lineIndex(containingGrapheme: graphemeOffset(of: index))
  }

  /// The line under a y coordinate (clamped to the first and last lines).
  public func lineIndex(atY y: CGFloat) -> Int {
    guard lineHeight > 0, y.isFinite else { return y > 0 ? lines.count - 1 : 0 }
    let row = (y / lineHeight).rounded(.down)
    if row < 0 { return 0 }
    return row >= CGFloat(lines.count) ? lines.count - 1 : Int(row)
  }

  /// The top of the caret at `index` (it is `lineHeight` tall).
  public func caretPoint(for index: String.Index) -> CGPoint {
    let grapheme = graphemeOffset(of: index)
    let line = lines[lineIndex(containingGrapheme: grapheme)]
    return CGPoint(x: line.caretOffsets[grapheme - line.graphemeRange.lowerBound], y: line.y)
  }

  /// The caret index nearest to `point` (the nearer side of the grapheme under it).
  public func caretIndex(at point: CGPoint) -> String.Index {
    let number = lineIndex(atY: point.y)
    let line = lines[number]
    // A wrapped line's end index belongs to the next line; see the type's comment.
    let candidates = number == lines.count - 1 ? line.caretOffsets.count : line.graphemeRange.count
    let local = Self.nearest(point.x, in: line.caretOffsets.prefix(candidates))
    return boundaries[line.graphemeRange.lowerBound + local]
  }

  // MARK: Single line (text fields)

  /// The x of the caret at `index` in one unwrapped line of `text`.
  @MainActor
  public static func caretX(
    for index: String.Index, in text: String, font: UIFont,
    measurer: any TextMeasurer = TextMeasurement.current
  ) -> CGFloat {
    let clamped = min(index, text.endIndex)
    let offsets = measurer.caretOffsets(in: text, font: font)
    return offsets[min(text.distance(from: text.startIndex, to: clamped), offsets.count - 1)]
  }

  /// The caret index nearest to `x` in one unwrapped line of `text`.
  @MainActor
  public static func caretIndex(
    forX x: CGFloat, in text: String, font: UIFont,
    measurer: any TextMeasurer = TextMeasurement.current
  ) -> String.Index {
    let offsets = measurer.caretOffsets(in: text, font: font)
    return text.index(text.startIndex, offsetBy: min(nearest(x, in: offsets[...]), text.count))
  }

  // MARK: Internals

  /// Lines of one paragraph as grapheme offsets within it: `start..<end` is owned by the
  /// line, `start..<visibleEnd` is what counts towards its width.
  static func wrap(isBreakingSpace spaces: [Bool], offsets: [CGFloat], maxWidth: CGFloat?)
    -> [(start: Int, visibleEnd: Int, end: Int)]
  {
    let count = spaces.count
    guard count > 0 else { return [(0, 0, 0)] }
    let limit = maxWidth ?? .infinity
    // Measurements are sums of floating-point advances; do not wrap on rounding noise.
    func fits(_ start: Int, _ end: Int) -> Bool { offsets[end] - offsets[start] <= limit + 1e-6 }

    var result: [(start: Int, visibleEnd: Int, end: Int)] = []
    var start = 0
    while start < count {
      var visibleEnd = start
      var end = start
      while end < count {
        // Spaces only lead a word at the start of a paragraph (or after a forced break);
        // elsewhere the previous word took them as hanging spaces.
        var wordEnd = end
        while wordEnd < count && spaces[wordEnd] { wordEnd += 1 }
        while wordEnd < count && !spaces[wordEnd] { wordEnd += 1 }
        var spaceEnd = wordEnd
        while spaceEnd < count && spaces[spaceEnd] { spaceEnd += 1 }
        if fits(start, wordEnd) {
          visibleEnd = wordEnd
          end = spaceEnd
          continue
        }
        if end == start {
          // The word alone is wider than the line: cut it between graphemes, keeping at
          // least one per line so that any width makes progress.
          var cut = start + 1
          while cut < wordEnd && fits(start, cut + 1) { cut += 1 }
          visibleEnd = cut
          end = cut
        }
        break
      }
      result.append((start, visibleEnd, end))
      start = end
    }
    return result
  }

  /// Spaces where a line may wrap. No-break spaces are excluded: they exist to glue.
  static func isBreakingSpace(_ character: Character) -> Bool {
    character.isWhitespace && !character.isNewline
      && !["\u{00A0}", "\u{2007}", "\u{202F}", "\u{FEFF}"].contains(character)
  }

  /// The index of the offset nearest to `x`; ties go to the earlier caret.
  static func nearest(_ x: CGFloat, in offsets: ArraySlice<CGFloat>) -> Int {
    var best = 0
    var bestDistance = CGFloat.infinity
    for (i, offset) in offsets.enumerated() where abs(offset - x) < bestDistance {
      best = i
      bestDistance = abs(offset - x)
    }
    return best
  }

  private func graphemeOffset(of index: String.Index) -> Int {
    text.distance(from: text.startIndex, to: min(index, text.endIndex))
  }

  private func lineIndex(containingGrapheme grapheme: Int) -> Int {
    // Lines tile the text in order, so a binary search on their start offsets finds it.
    var low = 0
    var high = lines.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lines[mid].graphemeRange.lowerBound <= grapheme { low = mid } else { high = mid - 1 }
    }
    return low
  }
}

extension TextLayout.Line {
  /// Number of grapheme clusters drawn on the line (hanging spaces included).
  public var graphemeCount: Int { caretOffsets.count - 1 }
}
