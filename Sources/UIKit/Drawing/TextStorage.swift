import Foundation

/// A text input's text, with an index of where its grapheme clusters and UTF-16 units
/// are, so that editing a long text costs what the edit touches, not what the text
/// holds.
///
/// Text controls count in grapheme clusters (a caret never stops inside "👍🏽") and
/// UIKit's delegates in UTF-16 units (`NSRange`), while Swift's `String` finds either by
/// walking from its start. Every `markStride`-th cluster boundary is kept as a *mark*
/// (its UTF-8, grapheme and UTF-16 offsets), so an offset of either kind is a binary
/// search and a walk of at most a few hundred clusters away.
///
/// An edit replaces whole clusters. Boundaries before the cluster in front of the edit
/// cannot move (the rules of UAX #29 look back, never ahead, except at the edit), so an
/// edit re-reads the text from that cluster to the first boundary after the replacement
/// that was also one before it; everything after has the same clusters as before,
/// shifted. `replace` says which clusters differ (`Change`), which is all that an
/// incremental layout needs to know.
public struct TextStorage: Sendable {
  /// One known cluster boundary.
  struct Mark: Equatable, Sendable {
    var utf8: Int
    var grapheme: Int
    var utf16: Int
  }

  /// The clusters an edit changed: `old` in the text before, `new` in the text after
  /// (both in grapheme offsets), with the text before them and after them the same in
  /// both, cluster for cluster (after them shifted by `new.upperBound - old.upperBound`).
  public struct Change: Equatable, Sendable {
    public let old: Range<Int>
    public let new: Range<Int>
    /// The same, in UTF-8 offsets.
    public let oldUTF8: Range<Int>
    public let newUTF8: Range<Int>
    /// Where the replacement ends in the new text, in graphemes: after the last cluster
    /// the replacement reaches into (a combining mark it brought merges with what was
    /// there).
    public let replacementEnd: Int

    /// How far the text after the change moved, in graphemes.
    public var graphemeShift: Int { new.upperBound - old.upperBound }
    /// How far the text after the change moved, in UTF-8 units.
    public var utf8Shift: Int { newUTF8.upperBound - oldUTF8.upperBound }
  }

  /// Clusters between two marks, about: long enough that the marks cost little memory
  /// (a 100 000-character text has some 400), short enough that a walk from one is a few
  /// microseconds.
  static let markStride = 256

  public private(set) var string: String
  public private(set) var graphemeCount: Int
  public private(set) var utf16Count: Int
  /// Ascending in every offset; the first is the start of the text.
  private var marks: [Mark]

  public init(_ string: String = "") {
    var text = string
    text.makeContiguousUTF8()
    self.string = text
    marks = [Mark(utf8: 0, grapheme: 0, utf16: 0)]
    graphemeCount = 0
    utf16Count = 0
    var last = marks[0]
    var graphemes = 0
    var units = 0
    Self.walk(text, from: 0) { start, _, utf16 in
      if graphemes - last.grapheme >= Self.markStride {
        last = Mark(utf8: start, grapheme: graphemes, utf16: units)
        marks.append(last)
      }
      graphemes += 1
      units += utf16
      return true
    }
    graphemeCount = graphemes
    utf16Count = units
  }

  /// The UTF-8 length of the text.
  public var utf8Count: Int { string.utf8.count }

  // MARK: Offsets

  /// The index of the boundary after `grapheme` clusters (clamped to the text).
  public func index(atGrapheme grapheme: Int) -> String.Index {
    index(atUTF8: locate(grapheme: grapheme).utf8)
  }

  /// The index at a UTF-8 offset (of a boundary, as every offset this type gives is).
  public func index(atUTF8 offset: Int) -> String.Index {
    string.utf8.index(string.utf8.startIndex, offsetBy: min(max(offset, 0), utf8Count))
  }

  /// The UTF-8 offset of an index of the text.
  public func utf8Offset(of index: String.Index) -> Int {
    string.utf8.distance(from: string.utf8.startIndex, to: min(max(index, string.startIndex), string.endIndex))
  }

  /// The UTF-8 offset of the boundary after `grapheme` clusters (clamped).
  public func utf8Offset(atGrapheme grapheme: Int) -> Int { locate(grapheme: grapheme).utf8 }

  /// The UTF-16 offset of the boundary after `grapheme` clusters (clamped).
  public func utf16Offset(atGrapheme grapheme: Int) -> Int { locate(grapheme: grapheme).utf16 }

  /// The clusters before `index`; an index inside a cluster counts the cluster as after.
  public func graphemeOffset(of index: String.Index) -> Int {
    graphemeOffset(atUTF8: utf8Offset(of: index))
  }

  /// The clusters before a UTF-8 offset; one inside a cluster gives the boundary before
  /// it, or after it when `roundingUp`.
  public func graphemeOffset(atUTF8 offset: Int, roundingUp: Bool = false) -> Int {
    seek(offset, roundingUp: roundingUp) { $0.utf8 }.grapheme
  }

  /// The cluster boundary at UTF-16 offset `utf16` (clamped to the text); an offset inside
  /// a cluster gives the boundary before it, or after it when `roundingUp`.
  public func graphemeOffset(atUTF16 offset: Int, roundingUp: Bool = false) -> Int {
    seek(offset, roundingUp: roundingUp) { $0.utf16 }.grapheme
  }

  /// The text of the clusters `range` (clamped).
  public subscript(graphemes range: Range<Int>) -> Substring {
    let lower = locate(grapheme: range.lowerBound).utf8
    let upper = max(lower, locate(grapheme: range.upperBound).utf8)
    return string[index(atUTF8: lower)..<index(atUTF8: upper)]
  }

  /// The boundary after `grapheme` clusters: the mark before it, then a walk.
  private func locate(grapheme: Int) -> Mark {
    let target = min(max(grapheme, 0), graphemeCount)
    var position = marks[lastMark { $0.grapheme <= target }]
    guard position.grapheme < target else { return position }
    Self.walk(string, from: position.utf8) { _, end, utf16 in
      position = Mark(utf8: end, grapheme: position.grapheme + 1, utf16: position.utf16 + utf16)
      return position.grapheme < target
    }
    return position
  }

  /// The boundary at `offset` of one kind (`kind` reads it: UTF-8 or UTF-16), or the one
  /// before or after.
  @inline(__always)
  private func seek(_ offset: Int, roundingUp: Bool, _ kind: (Mark) -> Int) -> Mark {
    var position = marks[lastMark { kind($0) <= offset }]
    guard kind(position) < offset else { return position }
    Self.walk(string, from: position.utf8) { _, end, utf16 in
      let next = Mark(utf8: end, grapheme: position.grapheme + 1, utf16: position.utf16 + utf16)
      if kind(next) > offset {
        if roundingUp { position = next }
        return false
      }
      position = next
      return kind(next) < offset
    }
    return position
  }

  /// The index of the last mark for which `isBefore` holds (marks are in order; the
  /// first, the start, always qualifies for offsets that are not negative).
  private func lastMark(_ isBefore: (Mark) -> Bool) -> Int { marks.lastIndex(inOrder: isBefore) }

  // MARK: Editing

  /// Replaces the clusters `range` (clamped) with `replacement`.
  @discardableResult
  public mutating func replace(_ range: Range<Int>, with replacement: String) -> Change {
    let lower = min(max(range.lowerBound, 0), graphemeCount)
    let upper = min(max(range.upperBound, lower), graphemeCount)
    // The cluster before the edit may take in what the replacement starts with.
    let scanStart = locate(grapheme: max(0, lower - 1))
    let editStart = locate(grapheme: lower)
    let editEnd = locate(grapheme: upper)
    let oldTotal = Mark(utf8: utf8Count, grapheme: graphemeCount, utf16: utf16Count)
    let keptMarks = lastMark { $0.grapheme <= scanStart.grapheme }
    var nextOld = lastMark { $0.utf8 < editEnd.utf8 } + 1

    string.replaceSubrange(index(atUTF8: editStart.utf8)..<index(atUTF8: editEnd.utf8), with: replacement)
    let shift8 = replacement.utf8.count - (editEnd.utf8 - editStart.utf8)
    let replacementEnd8 = editStart.utf8 + replacement.utf8.count

    // Read the new text from the scan start until it meets a boundary it had before.
    var rebuilt = Array(marks[...keptMarks])
    var position = scanStart
    var resync: (old: Mark, new: Mark)?
    var replacementEnd: Int?
    Self.walk(string, from: scanStart.utf8) { start, end, utf16 in
      if start >= replacementEnd8 {
        if replacementEnd == nil { replacementEnd = position.grapheme }
        if start == replacementEnd8 {
          resync = (editEnd, position)
          return false
        }
        while nextOld < marks.count && marks[nextOld].utf8 + shift8 < start { nextOld += 1 }
        if nextOld < marks.count && marks[nextOld].utf8 + shift8 == start {
          resync = (marks[nextOld], position)
          return false
        }
      }
      if position.grapheme - rebuilt[rebuilt.count - 1].grapheme >= Self.markStride { rebuilt.append(position) }
      position = Mark(utf8: end, grapheme: position.grapheme + 1, utf16: position.utf16 + utf16)
      return true
    }
    let (oldEnd, newEnd) = resync ?? (oldTotal, position)
    let finalEnd = replacementEnd ?? newEnd.grapheme
    let shiftG = newEnd.grapheme - oldEnd.grapheme
    let shift16 = newEnd.utf16 - oldEnd.utf16
    let following = marks[marks.indices].drop { $0.utf8 < oldEnd.utf8 }
    // A mark just read and the first one after it too close together: the later serves.
    if let first = following.first, rebuilt.count > keptMarks + 1,
      first.grapheme + shiftG - rebuilt[rebuilt.count - 1].grapheme < Self.markStride / 4
    {
      rebuilt.removeLast()
    }
    for mark in following where mark.utf8 > 0 {
      rebuilt.append(Mark(utf8: mark.utf8 + shift8, grapheme: mark.grapheme + shiftG, utf16: mark.utf16 + shift16))
    }
    marks = rebuilt
    graphemeCount += shiftG
    utf16Count += shift16
    return Change(
      old: scanStart.grapheme..<oldEnd.grapheme, new: scanStart.grapheme..<newEnd.grapheme,
      oldUTF8: scanStart.utf8..<oldEnd.utf8, newUTF8: scanStart.utf8..<newEnd.utf8, replacementEnd: finalEnd)
  }

  /// Replaces the whole text.
  public mutating func setString(_ newString: String) {
    self = TextStorage(newString)
  }

  // MARK: Walking

  /// Calls `visit(start, end, utf16Count)` for each cluster from the boundary at UTF-8
  /// offset `offset` to the end, while it returns true. Two ASCII scalars in a row (but
  /// CR LF) are always two clusters, which is most text: those are read byte by byte;
  /// anything else is left to `String`'s own cluster breaking.
  static func walk(_ string: String, from offset: Int, _ visit: (Int, Int, Int) -> Bool) {
    let utf8 = string.utf8
    let count = utf8.count
    var p = offset
    let run = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      while p < count {
        let b = bytes[p]
        let endsHere = p + 1 == count || (bytes[p + 1] < 0x80 && !(b == 0x0D && bytes[p + 1] == 0x0A))
        if b < 0x80 && endsHere {
          guard visit(p, p + 1, 1) else { return true }
          p += 1
          continue
        }
        let start = utf8.index(utf8.startIndex, offsetBy: p)
        let end = utf8.distance(from: utf8.startIndex, to: string.index(after: start))
        var units = 0
        for i in p..<end {
          let byte = bytes[i]
          if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
        }
        guard visit(p, end, units) else { return true }
        p = end
      }
      return true
    }
    guard run == nil else { return }
    // Not contiguous (never after `init`, which makes it so): cluster by cluster.
    var index = utf8.index(utf8.startIndex, offsetBy: p)
    while index < string.endIndex {
      let next = string.index(after: index)
      let start = utf8.distance(from: utf8.startIndex, to: index)
      let end = utf8.distance(from: utf8.startIndex, to: next)
      guard visit(start, end, string.utf16.distance(from: index, to: next)) else { return }
      index = next
    }
  }
}

extension TextStorage: Equatable {
  /// The same text, scalar for scalar (not Swift's `==` on strings, which equates "é"
  /// with "e\u{301}", whose offsets differ).
  public static func == (a: TextStorage, b: TextStorage) -> Bool {
    a.graphemeCount == b.graphemeCount && a.string.utf8.elementsEqual(b.string.utf8)
  }
}
