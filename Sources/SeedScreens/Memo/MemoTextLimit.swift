import Foundation

/// The memo's length limit, counted in `Character`s (grapheme clusters: a Hangul
/// syllable, an emoji with its modifiers, a letter with its combining accents are one
/// each), as Swift's `String.count` and the seed's `text.count <= 700` count.
///
/// An edit that would make the text longer than the limit is refused whole, as the
/// seed's delegate refuses it: a paste arrives in one `shouldChangeTextIn` call with all
/// of its text (as on iOS), so a paste that does not fit puts in nothing. Deleting, and
/// any edit that does not lengthen the text, is always allowed (a text set in code past
/// the limit can still be shortened).
struct MemoTextLimit: Equatable, Sendable {
  let maximumCount: Int

  init(maximumCount: Int) {
    self.maximumCount = maximumCount
  }

  /// Whether replacing `range` of `text` with `replacement` keeps within the limit.
  /// Characters that merge across the edit's edges (an accent after "e" adds no
  /// character) are counted after merging.
  func allows(_ replacement: String, replacing range: Range<String.Index>, in text: String) -> Bool {
    guard !replacement.isEmpty else { return true }
    let count = (String(text[..<range.lowerBound]) + replacement + text[range.upperBound...]).count
    return count <= maximumCount || count <= text.count
  }
}
