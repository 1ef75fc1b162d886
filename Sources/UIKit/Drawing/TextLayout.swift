import Foundation

/// Text broken into lines for a width, with the caret geometry text controls need.
///
/// The wrapping follows what UITextView shows for plain text: lines break after runs of
/// spaces (the spaces hang past the right edge and do not count towards the width), a
/// word wider than a whole line is broken between grapheme clusters, and line-break
/// characters always end a line. Each line is measured from its own start, as it is
/// drawn (one string from x = 0), so where a line breaks depends only on the text from
/// its start on: that is what lets `updated(to:after:measurer:)` re-wrap an edited text
/// from the line before the edit to the first line that starts as one did before, and
/// keep the rest, shifted. Every query afterwards is arithmetic on the stored offsets.
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

    /// The same line at another place: `range` and `graphemeRange` moved, `y` that of
    /// line `number`.
    func moved(to range: Range<String.Index>, contentEnd: String.Index, graphemeShift: Int, y: CGFloat) -> Line {
      Line(
        range: range, contentRange: range.lowerBound..<contentEnd,
        graphemeRange: (graphemeRange.lowerBound + graphemeShift)..<(graphemeRange.upperBound + graphemeShift), y: y,
        height: height, width: width, caretOffsets: caretOffsets, endsWithLineBreak: endsWithLineBreak)
    }
  }

  public private(set) var text: String
  public let font: UIFont
  /// The wrapping width; nil lays every paragraph out on one line.
  public let maxWidth: CGFloat?
  public let lineHeight: CGFloat
  /// Never empty: empty text is one empty line, and text ending in a line break has an
  /// empty last line for the caret to sit on.
  public private(set) var lines: [Line]
  /// The widest line's width.
  private var widest: CGFloat

  @MainActor
  public init(
    text: String, font: UIFont, maxWidth: CGFloat?,
    measurer: any TextMeasurer = TextMeasurement.current
  ) {
    var wrapper = Wrapper(text: text, font: font, maxWidth: maxWidth, measurer: measurer)
    var lines: [Line] = []
    var start = (index: text.startIndex, grapheme: 0)
    while true {
      let line = wrapper.line(from: start.index, grapheme: start.grapheme, y: CGFloat(lines.count) * wrapper.lineHeight)
      lines.append(line)
      if line.range.upperBound == text.endIndex && !(line.endsWithLineBreak) { break }
      if line.range.upperBound == text.endIndex {
        // Text ending in a line break: an empty last line for the caret after it.
        lines.append(
          wrapper.line(
            from: text.endIndex, grapheme: line.graphemeRange.upperBound, y: CGFloat(lines.count) * wrapper.lineHeight))
        break
      }
      start = (line.range.upperBound, line.graphemeRange.upperBound)
    }
    self.init(text: text, font: font, maxWidth: maxWidth, lineHeight: wrapper.lineHeight, lines: lines)
  }

  private init(text: String, font: UIFont, maxWidth: CGFloat?, lineHeight: CGFloat, lines: [Line]) {
    self.text = text
    self.font = font
    self.maxWidth = maxWidth
    self.lineHeight = lineHeight
    self.lines = lines
    widest = Self.widest(of: lines)
  }

  private static func widest(of lines: [Line]) -> CGFloat {
    var widest: CGFloat = 0
    for number in lines.indices { widest = max(widest, lines[number].width) }
    return widest
  }

  /// The layout of `newText`, which is this layout's text after an edit (`change`, from
  /// the text's `TextStorage`), at the same font and width: the lines before the edit
  /// are kept; from the line before it (which may now take in words of the edited one)
  /// the text is wrapped anew until a line starts, past the edit, where a line started
  /// before; the lines from there on are the old ones, moved. The same lines as a layout
  /// made from scratch, for what wrapping an unchanged run of text costs nothing.
  @MainActor
  public func updated(
    to newText: String, after change: TextStorage.Change, measurer: any TextMeasurer = TextMeasurement.current
  ) -> TextLayout {
    var layout = self
    layout.update(to: newText, after: change, measurer: measurer)
    return layout
  }

  /// `updated(to:after:measurer:)` in place: a layout held once (a text view's) changes
  /// only its lines from the edit on, not a copy of all of them.
  @MainActor
  public mutating func update(
    to newText: String, after change: TextStorage.Change, measurer: any TextMeasurer = TextMeasurement.current
  ) {
    guard measurer.lineHeight(of: font) == lineHeight else {
      self = TextLayout(text: newText, font: font, maxWidth: maxWidth, measurer: measurer)
      return
    }
    var wrapper = Wrapper(text: newText, font: font, maxWidth: maxWidth, measurer: measurer)
    var first = lineIndex(containingGrapheme: change.old.lowerBound)
    if first > 0 && !lines[first - 1].endsWithLineBreak { first -= 1 }
    let oldText = text
    let oldUTF8 = oldText.utf8
    let newUTF8 = newText.utf8
    // Line `first` starts before the edit: at the same offset in the new text.
    var start = newUTF8.index(
      newUTF8.startIndex, offsetBy: oldUTF8.distance(from: oldUTF8.startIndex, to: lines[first].range.lowerBound))
    var grapheme = lines[first].graphemeRange.lowerBound
    let shift = change.graphemeShift
    let shift8 = change.utf8Shift
    func moved(_ index: String.Index) -> String.Index {
      newUTF8.index(newUTF8.startIndex, offsetBy: oldUTF8.distance(from: oldUTF8.startIndex, to: index) + shift8)
    }
    var wrapped: [Line] = []
    var kept = lines.count
    while true {
      if grapheme >= change.new.upperBound, let same = oldLine(startingAt: grapheme - shift, from: first) {
        kept = same
        break
      }
      let y = CGFloat(first + wrapped.count) * lineHeight
      let line = wrapper.line(from: start, grapheme: grapheme, y: y)
      wrapped.append(line)
      if line.range.upperBound == newText.endIndex {
        if line.endsWithLineBreak {
          wrapped.append(
            wrapper.line(from: newText.endIndex, grapheme: line.graphemeRange.upperBound, y: y + lineHeight))
        }
        break
      }
      start = line.range.upperBound
      grapheme = line.graphemeRange.upperBound
    }
    // The old lines from `kept` on, moved into the new text (and down or up by the
    // difference in lines), then the wrapped ones in place of those they replace.
    let rows = wrapped.count - (kept - first)
    for number in kept..<lines.count {
      let old = lines[number]
      lines[number] = old.moved(
        to: moved(old.range.lowerBound)..<moved(old.range.upperBound), contentEnd: moved(old.contentRange.upperBound),
        graphemeShift: shift, y: CGFloat(number + rows) * lineHeight)
    }
    // The widest line: only a replaced line as wide as it was can make it narrower.
    var replacedWidest = false
    for number in first..<kept where lines[number].width >= widest { replacedWidest = true }
    lines.replaceSubrange(first..<kept, with: wrapped)
    text = newText
    if replacedWidest {
      widest = Self.widest(of: lines)
    } else {
      for line in wrapped { widest = max(widest, line.width) }
    }
  }

  /// The old line, at `from` or after, that starts at grapheme `start`.
  private func oldLine(startingAt start: Int, from: Int) -> Int? {
    var low = from
    var high = lines.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let value = lines[mid].graphemeRange.lowerBound
      if value == start {
        // Empty lines share their start with nothing else but the empty last line.
        return mid
      }
      if value < start { low = mid + 1 } else { high = mid - 1 }
    }
    return nil
  }

  /// The bounding size: the widest line by the height of all lines.
  public var size: CGSize {
    CGSize(width: widest, height: CGFloat(lines.count) * lineHeight)
  }

  /// The characters to draw for `line`.
  public func string(of line: Line) -> Substring {
    text[line.contentRange]
  }

  /// The line the caret at `index` is drawn on.
  public func lineIndex(containing index: String.Index) -> Int {
    lastLine { $0.range.lowerBound <= index }
  }

  /// The line the caret after `grapheme` clusters is drawn on.
  public func lineIndex(containingGrapheme grapheme: Int) -> Int {
    lastLine { $0.graphemeRange.lowerBound <= grapheme }
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
    let line = lines[lineIndex(containing: index)]
    var local = 0
    var cursor = line.range.lowerBound
    while cursor < index && cursor < line.contentRange.upperBound {
      cursor = text.index(after: cursor)
      local += 1
    }
    return CGPoint(x: line.caretOffsets[min(local, line.caretOffsets.count - 1)], y: line.y)
  }

  /// The top of the caret after `grapheme` clusters.
  public func caretPoint(forGrapheme grapheme: Int) -> CGPoint {
    let line = lines[lineIndex(containingGrapheme: grapheme)]
    let local = min(max(grapheme - line.graphemeRange.lowerBound, 0), line.caretOffsets.count - 1)
    return CGPoint(x: line.caretOffsets[local], y: line.y)
  }

  /// The caret index nearest to `point` (the nearer side of the grapheme under it).
  public func caretIndex(at point: CGPoint) -> String.Index {
    let (line, local) = nearestCaret(to: point)
    var index = line.range.lowerBound
    for _ in 0..<local { index = text.index(after: index) }
    return index
  }

  /// The caret offset, in graphemes, nearest to `point`.
  public func graphemeOffset(at point: CGPoint) -> Int {
    let (line, local) = nearestCaret(to: point)
    return line.graphemeRange.lowerBound + local
  }

  private func nearestCaret(to point: CGPoint) -> (Line, Int) {
    let number = lineIndex(atY: point.y)
    let line = lines[number]
    // A wrapped line's end index belongs to the next line; see the type's comment.
    let candidates = number == lines.count - 1 ? line.caretOffsets.count : line.graphemeRange.count
    return (line, Self.nearest(point.x, in: line.caretOffsets.prefix(max(1, candidates))))
  }

  /// The index of the last line for which `isBefore` holds (lines tile the text in order).
  private func lastLine(_ isBefore: (Line) -> Bool) -> Int { lines.lastIndex(inOrder: isBefore) }

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
    // Most text is ASCII, whose only breaking spaces are space and tab (its other white
    // space characters are line breaks).
    if let ascii = character.asciiValue { return ascii == 0x20 || ascii == 0x09 }
    return character.isWhitespace && !character.isNewline
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
}

extension TextLayout.Line {
  /// Number of grapheme clusters drawn on the line (hanging spaces included).
  public var graphemeCount: Int { caretOffsets.count - 1 }
}

/// Breaks lines one at a time, each measured from its own start.
@MainActor
private struct Wrapper {
  let text: String
  let font: UIFont
  let maxWidth: CGFloat?
  let measurer: any TextMeasurer
  let lineHeight: CGFloat

  init(text: String, font: UIFont, maxWidth: CGFloat?, measurer: any TextMeasurer) {
    self.text = text
    self.font = font
    self.maxWidth = maxWidth
    self.measurer = measurer
    lineHeight = measurer.lineHeight(of: font)
  }

  /// Graphemes read at first for a line; twice as many each time a line is longer. Always
  /// this many to begin with, so that how a line is measured depends only on its text.
  static let firstWindow = 64

  /// The line that starts at `start` (grapheme `grapheme`), drawn at `y`.
  mutating func line(from start: String.Index, grapheme: Int, y: CGFloat) -> TextLayout.Line {
    var size = Self.firstWindow
    while true {
      var spaces: [Bool] = []
      var ends: [String.Index] = [start]
      var cursor = start
      var breaks = false
      while cursor < text.endIndex && spaces.count < size {
        let character = text[cursor]
        if character.isNewline {
          breaks = true
          break
        }
        cursor = text.index(after: cursor)
        spaces.append(TextLayout.isBreakingSpace(character))
        ends.append(cursor)
      }
      let complete = breaks || cursor == text.endIndex
      let offsets = measurer.caretOffsets(in: String(text[start..<cursor]), font: font)
      precondition(
        offsets.count == spaces.count + 1,
        "TextMeasurer.caretOffsets returned \(offsets.count) offsets for \(spaces.count) graphemes")
      let piece = TextLayout.wrap(isBreakingSpace: spaces, offsets: offsets, maxWidth: maxWidth)[0]
      // Every word read fits: the line may go on past what was read.
      if piece.end == spaces.count && !complete {
        size *= 2
        continue
      }
      let endsWithLineBreak = breaks && piece.end == spaces.count
      let contentEnd = ends[piece.end]
      let end = endsWithLineBreak ? text.index(after: contentEnd) : contentEnd
      return TextLayout.Line(
        range: start..<end, contentRange: start..<contentEnd,
        graphemeRange: grapheme..<(grapheme + piece.end + (endsWithLineBreak ? 1 : 0)), y: y, height: lineHeight,
        width: offsets[piece.visibleEnd], caretOffsets: Array(offsets[0...piece.end]),
        endsWithLineBreak: endsWithLineBreak)
    }
  }
}
