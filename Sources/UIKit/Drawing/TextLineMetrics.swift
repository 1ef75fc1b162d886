import Foundation

/// The caret positions of one unwrapped line of text, a text field's, measured in runs
/// of at most `runLength` grapheme clusters, so that an edit measures again only the runs
/// it touches, and drawing draws only the runs in view.
///
/// A run is measured, and drawn, as one string from its own start, so carets land
/// between its glyphs exactly; runs sit side by side, so what kerning there would be
/// across the seam between two runs (a fraction of a point) is not applied. Text of one
/// run (a field's usual text) is measured and drawn exactly as a whole string is.
/// A secure field's runs are bullets, one per cluster.
@MainActor
public struct TextLineMetrics {
  struct Run {
    var graphemes: Int
    var utf8: Int
    /// The x of every boundary in the run, from its start (`graphemes + 1` of them).
    var offsets: [CGFloat]
  }

  static let runLength = 64

  let font: UIFont
  /// Whether each cluster is drawn as a bullet.
  let isSecure: Bool
  private var runs: [Run] = []
  /// Where each run starts: its first cluster, its UTF-8 offset and its x.
  private var graphemeStarts: [Int] = []
  private var utf8Starts: [Int] = []
  private var xStarts: [CGFloat] = []

  public init(text: String, font: UIFont, isSecure: Bool = false, measurer: any TextMeasurer) {
    self.font = font
    self.isSecure = isSecure
    runs = Self.runs(
      of: text, from: text.startIndex, to: text.endIndex, font: font, isSecure: isSecure, measurer: measurer)
    reindex()
  }

  /// The width of the whole line.
  public var width: CGFloat {
    guard let last = runs.last else { return 0 }
    return xStarts[xStarts.count - 1] + last.offsets[last.offsets.count - 1]
  }

  /// The x of the caret after `grapheme` clusters (clamped).
  public func x(atGrapheme grapheme: Int) -> CGFloat {
    guard !runs.isEmpty else { return 0 }
    let number = run(containingGrapheme: grapheme)
    let run = runs[number]
    let local = min(max(grapheme - graphemeStarts[number], 0), run.graphemes)
    return xStarts[number] + run.offsets[local]
  }

  /// The caret nearest to `x` (ties to the earlier one).
  public func grapheme(nearestX x: CGFloat) -> Int {
    guard !runs.isEmpty else { return 0 }
    let low = xStarts.lastIndex(inOrder: { $0 <= x })
    let local = TextLayout.nearest(x - xStarts[low], in: runs[low].offsets[...])
    // The boundary between two runs is the end of one and the start of the next: the
    // nearer of the two sides, as within a run.
    if local == runs[low].graphemes, low + 1 < runs.count {
      return graphemeStarts[low + 1]
    }
    return graphemeStarts[low] + local
  }

  /// The runs that cross `minX..<maxX`: the text to draw (bullets for a secure line) and
  /// its x, from the line's start.
  public func pieces(of text: String, from minX: CGFloat, to maxX: CGFloat) -> [(text: String, x: CGFloat)] {
    guard !runs.isEmpty else { return [] }
    var result: [(text: String, x: CGFloat)] = []
    var number = xStarts.lastIndex(inOrder: { $0 <= minX })
    let utf8 = text.utf8
    while number < runs.count && xStarts[number] < maxX {
      let run = runs[number]
      let string: String
      if isSecure {
        string = String(repeating: "•", count: run.graphemes)
      } else {
        let start = utf8.index(utf8.startIndex, offsetBy: utf8Starts[number])
        string = String(text[start..<utf8.index(start, offsetBy: run.utf8)])
      }
      if !string.isEmpty { result.append((string, xStarts[number])) }
      number += 1
    }
    return result
  }

  /// Follows an edit of the text (`change`, from its `TextStorage`): the runs it touched
  /// are measured again from the new text, the others kept.
  public mutating func update(text: String, after change: TextStorage.Change, measurer: any TextMeasurer) {
    guard !runs.isEmpty else {
      self = TextLineMetrics(text: text, font: font, isSecure: isSecure, measurer: measurer)
      return
    }
    let first = run(containingGrapheme: change.old.lowerBound)
    // The clusters after the change are the same as before (a mark that joined the one
    // in front is inside it), so the runs past it stand.
    let last = run(containingGrapheme: max(change.old.lowerBound, change.old.upperBound - 1))
    let utf8 = text.utf8
    let from = utf8.index(utf8.startIndex, offsetBy: utf8Starts[first])
    let oldEnd = utf8Starts[last] + runs[last].utf8
    let to = utf8.index(utf8.startIndex, offsetBy: oldEnd + change.utf8Shift)
    let measured = Self.runs(of: text, from: from, to: to, font: font, isSecure: isSecure, measurer: measurer)
    runs.replaceSubrange(first...last, with: measured)
    if runs.isEmpty {
      runs = Self.runs(of: "", from: "".startIndex, to: "".endIndex, font: font, isSecure: isSecure, measurer: measurer)
    }
    reindex(from: min(first, runs.count - 1))
  }

  private func run(containingGrapheme grapheme: Int) -> Int {
    graphemeStarts.lastIndex(inOrder: { $0 <= grapheme })
  }

  /// Where each run starts, from run `first` on (those before it did not move).
  private mutating func reindex(from first: Int = 0) {
    graphemeStarts.removeSubrange(min(first, graphemeStarts.count)...)
    utf8Starts.removeSubrange(min(first, utf8Starts.count)...)
    xStarts.removeSubrange(min(first, xStarts.count)...)
    var grapheme = 0
    var offset = 0
    var x: CGFloat = 0
    if first > 0 {
      let previous = runs[first - 1]
      grapheme = graphemeStarts[first - 1] + previous.graphemes
      offset = utf8Starts[first - 1] + previous.utf8
      x = xStarts[first - 1] + previous.offsets[previous.offsets.count - 1]
    }
    for run in runs[first...] {
      graphemeStarts.append(grapheme)
      utf8Starts.append(offset)
      xStarts.append(x)
      grapheme += run.graphemes
      offset += run.utf8
      x += run.offsets[run.offsets.count - 1]
    }
  }

  /// `text[from..<to]` cut into runs and measured; an empty text is one empty run.
  private static func runs(
    of text: String, from: String.Index, to: String.Index, font: UIFont, isSecure: Bool, measurer: any TextMeasurer
  ) -> [Run] {
    var result: [Run] = []
    var start = from
    while start < to || (result.isEmpty && text.isEmpty) {
      var end = start
      var count = 0
      while end < to && count < runLength {
        end = text.index(after: end)
        count += 1
      }
      let shown = isSecure ? String(repeating: "•", count: count) : String(text[start..<end])
      let offsets = measurer.caretOffsets(in: shown, font: font)
      precondition(offsets.count == count + 1, "TextMeasurer.caretOffsets gave \(offsets.count) for \(count)")
      result.append(Run(graphemes: count, utf8: text.utf8.distance(from: start, to: end), offsets: offsets))
      if count == 0 { break }
      start = end
    }
    return result
  }
}
