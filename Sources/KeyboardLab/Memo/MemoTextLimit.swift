import Foundation

/// The memo's length limit, counted in `Character`s (grapheme clusters: a Hangul
/// syllable, an emoji with its modifiers, a letter with its combining accents are one
/// each), as Swift's `String.count` and the seed's `text.count <= 700` count.
///
/// An edit that would make the text longer than the limit is **trimmed**, not refused:
/// the longest prefix of the inserted text, in whole `Character`s, that keeps the text
/// within the limit goes in, so pasting a long string keeps the part that fits. Deleting
/// is always allowed. (The seed refuses the whole edit; docs/PORTING.md says why this
/// screen trims.)
struct MemoTextLimit: Equatable, Sendable {
  let maximumCount: Int

  init(maximumCount: Int) {
    self.maximumCount = maximumCount
  }

  /// What to insert when `range` of `text` is replaced by `replacement`: `replacement`
  /// itself if the result fits, a shorter prefix of it (whole `Character`s) if only that
  /// fits, nil if nothing of it does.
  func fittingReplacement(
    for replacement: String, replacing range: Range<String.Index>, in text: String
  ) -> String? {
    let before = text[..<range.lowerBound]
    let after = text[range.upperBound...]
    func count(with inserted: Substring) -> Int {
      (String(before) + inserted + after).count
    }
    let full = count(with: replacement[...])
    // Deleting, or an edit that does not lengthen the text: always fine (a text set in
    // code beyond the limit can still be shortened).
    if full <= maximumCount || replacement.isEmpty || full <= text.count {
      return replacement
    }
    // The longest prefix that fits. Characters can merge across the edit's edges (an
    // accent after "e" adds no character), one at each edge at most, so counts are
    // checked, not added: start two above the estimate and step down.
    let available = maximumCount - (before.count + after.count)
    var length = min(max(0, available) + 2, replacement.count)
    while length > 0 {
      let prefix = replacement.prefix(length)
      if count(with: prefix) <= maximumCount { return String(prefix) }
      length -= 1
    }
    return nil
  }
}
