import Foundation

/// A position in a text field's or text view's text: a UTF-16 offset from the start, the
/// unit `NSRange` and `offset(from:to:)` use on iOS. Two positions at the same offset are
/// equal.
final class UTF16TextPosition: UITextPosition {
  let offset: Int

  init(_ offset: Int) {
    self.offset = offset
    super.init()
  }

  override func isEqual(_ object: Any?) -> Bool {
    (object as? UTF16TextPosition)?.offset == offset
  }

  override var hash: Int { offset.hashValue }

  override var description: String { "UTF16TextPosition(\(offset))" }
}

/// A range between two `UTF16TextPosition`s, start first.
final class UTF16TextRange: UITextRange {
  let offsets: Range<Int>

  init(_ offsets: Range<Int>) {
    self.offsets = offsets
    super.init()
  }

  override var start: UITextPosition { UTF16TextPosition(offsets.lowerBound) }
  override var end: UITextPosition { UTF16TextPosition(offsets.upperBound) }
  override var isEmpty: Bool { offsets.isEmpty }

  override func isEqual(_ object: Any?) -> Bool {
    (object as? UTF16TextRange)?.offsets == offsets
  }

  override var hash: Int { offsets.hashValue }

  override var description: String { "UTF16TextRange(\(offsets.lowerBound)..<\(offsets.upperBound))" }
}
