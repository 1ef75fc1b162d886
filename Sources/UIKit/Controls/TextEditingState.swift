import Foundation

/// The text and caret of a text input, and the editing operations on them, shared by
/// `UITextField` and `UITextView` so both edit the same way.
///
/// The caret is a grapheme-cluster offset (Swift's `Character`), so every operation
/// steps over whole user-perceived characters: Backspace removes a Hangul syllable, an
/// emoji with its skin-tone modifier or a ZWJ family, or a letter with its combining
/// accent at once, never half of one; the arrows never stop inside one.
///
/// A selection is a run of whole graphemes ending at the caret; typing replaces it and
/// Backspace deletes it, as in every text input on iOS.
///
/// An edit is proposed first (`Edit`: the range it replaces, also in UTF-16 units as
/// UIKit's delegates want it) and applied after the control asked its delegate, so a
/// refused edit leaves nothing changed.
public struct TextEditingState: Equatable, Sendable {
  public private(set) var text: String
  /// The caret, in grapheme clusters from the start (0...text.count).
  public private(set) var caretOffset: Int
  /// Where the selection starts, in grapheme clusters; equal to `caretOffset` when
  /// nothing is selected.
  public private(set) var selectionStart: Int
  /// The x the caret keeps while moving up and down through lines of different lengths,
  /// as every text editor does; cleared by any other move or edit.
  public private(set) var goalX: CGFloat?

  /// `caret` defaults to the end of `text`.
  public init(text: String = "", caret: Int? = nil) {
    self.text = text
    self.caretOffset = min(max(caret ?? text.count, 0), text.count)
    self.selectionStart = caretOffset
  }

  /// The selected graphemes (empty at the caret when nothing is selected).
  public var selection: Range<Int> { selectionStart..<caretOffset }

  /// A replacement of `range` (in the text it was proposed for) by `replacement`.
  public struct Edit: Equatable, Sendable {
    public let range: Range<String.Index>
    /// `range` in UTF-16 code units, as `NSRange` in UIKit's delegate methods.
    public let nsRange: NSRange
    public let replacement: String
  }

  public var caretIndex: String.Index { index(at: caretOffset) }

  /// The selection as indices into `text`.
  public var selectedIndices: Range<String.Index> { index(at: selectionStart)..<caretIndex }

  /// Replaces the whole text (as setting a control's `text` in code); the caret goes to
  /// the end, as UIKit puts it.
  public mutating func setText(_ newText: String) {
    text = newText
    caretOffset = newText.count
    selectionStart = caretOffset
    goalX = nil
  }

  /// Setting a control's `text` in code: `setText`, unless `newText` is the current text
  /// scalar for scalar (then the caret stays put). Swift's `==` is not enough: it equates
  /// "é" with "e\u{301}", whose indices differ. True if the text changed.
  mutating func setTextIfChanged(_ newText: String) -> Bool {
    guard !newText.unicodeScalars.elementsEqual(text.unicodeScalars) else { return false }
    setText(newText)
    return true
  }

  /// Puts the caret at a grapheme offset (clamped to the text).
  public mutating func setCaret(_ offset: Int) {
    caretOffset = min(max(offset, 0), text.count)
    selectionStart = caretOffset
    goalX = nil
  }

  /// Selects the graphemes `range` (clamped to the text); an empty range is a caret.
  public mutating func setSelection(_ range: Range<Int>) {
    let lower = min(max(range.lowerBound, 0), text.count)
    caretOffset = min(max(range.upperBound, lower), text.count)
    selectionStart = lower
    goalX = nil
  }

  public mutating func setCaret(_ index: String.Index) {
    setCaret(text.distance(from: text.startIndex, to: min(max(index, text.startIndex), text.endIndex)))
  }

  // MARK: Proposing edits

  /// Typing `string` at the caret, in place of the selection.
  public func editForInserting(_ string: String) -> Edit {
    edit(replacing: selectedIndices, with: string)
  }

  /// Backspace: the selection, else the whole grapheme cluster before the caret; nil at
  /// the start.
  public func editForDeletingBackward() -> Edit? {
    if !selection.isEmpty { return edit(replacing: selectedIndices, with: "") }
    guard caretOffset > 0 else { return nil }
    return edit(replacing: index(at: caretOffset - 1)..<caretIndex, with: "")
  }

  /// Forward delete: the selection, else the whole grapheme cluster after the caret; nil
  /// at the end.
  public func editForDeletingForward() -> Edit? {
    if !selection.isEmpty { return edit(replacing: selectedIndices, with: "") }
    guard caretOffset < text.count else { return nil }
    return edit(replacing: caretIndex..<index(at: caretOffset + 1), with: "")
  }

  /// Replacing the graphemes `range` (clamped to the text) with `string`.
  public func editForReplacing(_ range: Range<Int>, with string: String) -> Edit {
    let lower = min(max(range.lowerBound, 0), text.count)
    let upper = min(max(range.upperBound, lower), text.count)
    return edit(replacing: index(at: lower)..<index(at: upper), with: string)
  }

  /// Replacing the whole text (a text field's clear button).
  public func editForReplacingAll(with string: String) -> Edit {
    edit(replacing: text.startIndex..<text.endIndex, with: string)
  }

  private func edit(replacing range: Range<String.Index>, with replacement: String) -> Edit {
    Edit(range: range, nsRange: NSRange(range, in: text), replacement: replacement)
  }

  /// The text `edit` would produce (what a length-limiting delegate checks).
  public func text(applying edit: Edit) -> String {
    var result = text
    result.replaceSubrange(edit.range, with: edit.replacement)
    return result
  }

  /// Applies an edit proposed for the current text; the caret lands after the
  /// replacement. Inserted text can merge with its neighbours (a combining accent after
  /// "e" makes one "é"): the caret then goes to the end of the merged cluster.
  public mutating func apply(_ edit: Edit) {
    let before = text[..<edit.range.lowerBound].utf16.count + edit.replacement.utf16.count
    text.replaceSubrange(edit.range, with: edit.replacement)
    var offset = 0
    var utf16 = 0
    for character in text {
      guard utf16 < before else { break }
      utf16 += character.utf16.count
      offset += 1
    }
    caretOffset = offset
    selectionStart = offset
    goalX = nil
  }

  // MARK: Moving the caret

  /// Left arrow: one grapheme back, or to the selection's start (as on iOS and macOS).
  public mutating func moveLeft() { setCaret(selection.isEmpty ? caretOffset - 1 : selectionStart) }
  /// Right arrow: one grapheme on, or to the selection's end.
  public mutating func moveRight() { setCaret(selection.isEmpty ? caretOffset + 1 : caretOffset) }
  public mutating func moveToStart() { setCaret(0) }
  public mutating func moveToEnd() { setCaret(text.count) }

  /// Home in a text view: the start of the caret's line as drawn in `layout`.
  public mutating func moveToLineStart(in layout: TextLayout) {
    let line = layout.lines[layout.lineIndex(containing: caretIndex)]
    setCaret(line.graphemeRange.lowerBound)
  }

  /// End in a text view: the end of the caret's line as drawn in `layout`. A line that
  /// ends in a line break or was wrapped ends before its last grapheme (the break or the
  /// hanging space), because the offset after it is drawn at the start of the next line.
  public mutating func moveToLineEnd(in layout: TextLayout) {
    let number = layout.lineIndex(containing: caretIndex)
    let line = layout.lines[number]
    let isLast = number == layout.lines.count - 1
    setCaret(
      isLast ? line.graphemeRange.upperBound : max(line.graphemeRange.lowerBound, line.graphemeRange.upperBound - 1))
  }

  /// Up arrow in a text view: the nearest caret on the line above at the remembered x;
  /// on the first line, the start of the text (as on iOS and macOS).
  public mutating func moveUp(in layout: TextLayout) {
    moveVertically(by: -1, in: layout)
  }

  /// Down arrow in a text view: the line below; on the last line, the end of the text.
  public mutating func moveDown(in layout: TextLayout) {
    moveVertically(by: 1, in: layout)
  }

  private mutating func moveVertically(by delta: Int, in layout: TextLayout) {
    let caret = layout.caretPoint(for: caretIndex)
    let x = goalX ?? caret.x
    let target = layout.lineIndex(containing: caretIndex) + delta
    if target < 0 {
      setCaret(0)
    } else if target >= layout.lines.count {
      setCaret(text.count)
    } else {
      let line = layout.lines[target]
      setCaret(layout.caretIndex(at: CGPoint(x: x, y: line.y + line.height / 2)))
    }
    goalX = x
  }

  // MARK: UTF-16 offsets

  /// The UTF-16 offset of the boundary after `grapheme` clusters (clamped to the text).
  public func utf16Offset(ofGrapheme grapheme: Int) -> Int {
    text[..<index(at: grapheme)].utf16.count
  }

  /// The grapheme boundary at UTF-16 offset `utf16` (clamped to the text); an offset
  /// inside a cluster gives the boundary before it, or after it when `roundingUp`.
  public func graphemeOffset(atUTF16 utf16: Int, roundingUp: Bool = false) -> Int {
    var units = 0
    var graphemes = 0
    for character in text {
      guard units < utf16 else { break }
      let next = units + character.utf16.count
      if next > utf16 { return roundingUp ? graphemes + 1 : graphemes }
      units = next
      graphemes += 1
    }
    return graphemes
  }

  // MARK: Internals

  private func index(at offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: min(max(offset, 0), text.count))
  }
}
