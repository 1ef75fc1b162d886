import Foundation

/// The text and caret of a text input, and the editing operations on them, shared by
/// `UITextField` and `UITextView` so both edit the same way.
///
/// The caret is a grapheme-cluster offset (Swift's `Character`), so every operation
/// steps over whole user-perceived characters: Backspace removes a Hangul syllable, an
/// emoji with its skin-tone modifier or a ZWJ family, or a letter with its combining
/// accent at once, never half of one; the arrows never stop inside one.
///
/// A selection is a run of whole graphemes between an anchor and the caret (the end
/// that moves); typing replaces it and Backspace deletes it, as in every text input on
/// iOS.
///
/// An edit is proposed first (`Edit`: the range it replaces, also in UTF-16 units as
/// UIKit's delegates want it) and applied after the control asked its delegate, so a
/// refused edit leaves nothing changed.
public struct TextEditingState: Equatable, Sendable {
  /// The text, indexed for offsets (`TextStorage`): an edit costs what it touches.
  public private(set) var storage: TextStorage
  /// The caret, in grapheme clusters from the start (0...text.count).
  public private(set) var caretOffset: Int
  /// The selection's anchor, the end that stays while the caret end moves (Shift and an
  /// arrow), in grapheme clusters; equal to `caretOffset` when nothing is selected.
  public private(set) var selectionStart: Int
  /// The x the caret keeps while moving up and down through lines of different lengths,
  /// as every text editor does; cleared by any other move or edit.
  public private(set) var goalX: CGFloat?

  /// `caret` defaults to the end of `text`.
  public init(text: String = "", caret: Int? = nil) {
    storage = TextStorage(text)
    caretOffset = min(max(caret ?? storage.graphemeCount, 0), storage.graphemeCount)
    selectionStart = caretOffset
  }

  public var text: String { storage.string }
  /// How many grapheme clusters the text has.
  public var count: Int { storage.graphemeCount }

  /// The selected graphemes, in order (empty at the caret when nothing is selected):
  /// from the anchor to the caret, or from the caret to the anchor when the selection was
  /// extended backwards.
  public var selection: Range<Int> { min(selectionStart, caretOffset)..<max(selectionStart, caretOffset) }

  /// A replacement of `range` (in the text it was proposed for) by `replacement`.
  public struct Edit: Equatable, Sendable {
    public let range: Range<String.Index>
    /// `range` in UTF-16 code units, as `NSRange` in UIKit's delegate methods.
    public let nsRange: NSRange
    public let replacement: String
    /// `range` in grapheme clusters.
    public let graphemes: Range<Int>
  }

  public var caretIndex: String.Index { storage.index(atGrapheme: caretOffset) }

  /// The selection as indices into `text`.
  public var selectedIndices: Range<String.Index> {
    storage.index(atGrapheme: selection.lowerBound)..<storage.index(atGrapheme: selection.upperBound)
  }

  /// Replaces the whole text (as setting a control's `text` in code); the caret goes to
  /// the end, as UIKit puts it.
  public mutating func setText(_ newText: String) {
    storage.setString(newText)
    caretOffset = storage.graphemeCount
    selectionStart = caretOffset
    goalX = nil
  }

  /// Setting a control's `text` in code: `setText`, unless `newText` is the current text
  /// scalar for scalar (then the caret stays put). Swift's `==` is not enough: it equates
  /// "é" with "e\u{301}", whose indices differ. True if the text changed.
  mutating func setTextIfChanged(_ newText: String) -> Bool {
    guard !newText.utf8.elementsEqual(text.utf8) else { return false }
    setText(newText)
    return true
  }

  /// Puts the caret at a grapheme offset (clamped to the text).
  public mutating func setCaret(_ offset: Int) {
    caretOffset = min(max(offset, 0), count)
    selectionStart = caretOffset
    goalX = nil
  }

  /// Selects the graphemes `range` (clamped to the text); an empty range is a caret.
  public mutating func setSelection(_ range: Range<Int>) {
    let lower = min(max(range.lowerBound, 0), count)
    caretOffset = min(max(range.upperBound, lower), count)
    selectionStart = lower
    goalX = nil
  }

  /// Selects from `anchor` to `caret` (either may come first; the caret is the end that
  /// moves, as when Shift extends a selection backwards). `selection` is the range either
  /// way; `selectionStart` the end that stays.
  public mutating func setSelection(anchor: Int, caret: Int) {
    selectionStart = min(max(anchor, 0), count)
    caretOffset = min(max(caret, 0), count)
    goalX = nil
  }

  /// Moves the caret's end of the selection to `caret` (the anchor stays), keeping
  /// `goalX` for a run of up and down moves.
  mutating func extendSelection(to caret: Int, goalX: CGFloat?) {
    caretOffset = min(max(caret, 0), count)
    self.goalX = goalX
  }

  /// Takes `other`'s remembered x, for a move that continues its run of up and down moves.
  mutating func keepGoal(of other: TextEditingState) { goalX = other.goalX }

  public mutating func setCaret(_ index: String.Index) {
    setCaret(storage.graphemeOffset(of: index))
  }

  // MARK: Proposing edits

  /// Typing `string` at the caret, in place of the selection.
  public func editForInserting(_ string: String) -> Edit {
    edit(replacing: selection, with: string)
  }

  /// Backspace: the selection, else the whole grapheme cluster before the caret; nil at
  /// the start.
  public func editForDeletingBackward() -> Edit? {
    if !selection.isEmpty { return edit(replacing: selection, with: "") }
    guard caretOffset > 0 else { return nil }
    return edit(replacing: (caretOffset - 1)..<caretOffset, with: "")
  }

  /// Forward delete: the selection, else the whole grapheme cluster after the caret; nil
  /// at the end.
  public func editForDeletingForward() -> Edit? {
    if !selection.isEmpty { return edit(replacing: selection, with: "") }
    guard caretOffset < count else { return nil }
    return edit(replacing: caretOffset..<(caretOffset + 1), with: "")
  }

  /// Replacing the graphemes `range` (clamped to the text) with `string`.
  public func editForReplacing(_ range: Range<Int>, with string: String) -> Edit {
    let lower = min(max(range.lowerBound, 0), count)
    let upper = min(max(range.upperBound, lower), count)
    return edit(replacing: lower..<upper, with: string)
  }

  /// Replacing the whole text (a text field's clear button).
  public func editForReplacingAll(with string: String) -> Edit {
    edit(replacing: 0..<count, with: string)
  }

  private func edit(replacing range: Range<Int>, with replacement: String) -> Edit {
    let lower = storage.utf16Offset(atGrapheme: range.lowerBound)
    let upper = storage.utf16Offset(atGrapheme: range.upperBound)
    return Edit(
      range: storage.index(atGrapheme: range.lowerBound)..<storage.index(atGrapheme: range.upperBound),
      nsRange: NSRange(location: lower, length: upper - lower), replacement: replacement, graphemes: range)
  }

  /// The text `edit` would produce (what a length-limiting delegate checks).
  public func text(applying edit: Edit) -> String {
    var result = text
    result.replaceSubrange(edit.range, with: edit.replacement)
    return result
  }

  /// Applies an edit proposed for the current text; the caret lands after the
  /// replacement. Inserted text can merge with its neighbours (a combining accent after
  /// "e" makes one "é"): the caret then goes to the end of the merged cluster. Returns
  /// which clusters changed, for layouts that follow the text.
  @discardableResult
  public mutating func apply(_ edit: Edit) -> TextStorage.Change {
    let change = storage.replace(edit.graphemes, with: edit.replacement)
    caretOffset = change.replacementEnd
    selectionStart = caretOffset
    goalX = nil
    return change
  }

  // MARK: Moving the caret

  /// Left arrow: one grapheme back, or to the selection's start (as on iOS and macOS).
  public mutating func moveLeft() {
    setCaret(selection.isEmpty ? caretOffset - 1 : selection.lowerBound)
  }
  /// Right arrow: one grapheme on, or to the selection's end.
  public mutating func moveRight() {
    setCaret(selection.isEmpty ? caretOffset + 1 : selection.upperBound)
  }
  public mutating func moveToStart() { setCaret(0) }
  public mutating func moveToEnd() { setCaret(count) }

  /// Home in a text view: the start of the caret's line as drawn in `layout`.
  public mutating func moveToLineStart(in layout: TextLayout) {
    setCaret(layout.lines[layout.lineIndex(containingGrapheme: caretOffset)].graphemeRange.lowerBound)
  }

  /// End in a text view: the end of the caret's line as drawn in `layout`. A line that
  /// ends in a line break or was wrapped ends before its last grapheme (the break or the
  /// hanging space), because the offset after it is drawn at the start of the next line.
  public mutating func moveToLineEnd(in layout: TextLayout) {
    setCaret(Self.lineEnd(of: layout.lineIndex(containingGrapheme: caretOffset), in: layout))
  }

  /// Where End puts the caret on line `number`.
  static func lineEnd(of number: Int, in layout: TextLayout) -> Int {
    let line = layout.lines[number]
    let isLast = number == layout.lines.count - 1
    return isLast
      ? line.graphemeRange.upperBound : max(line.graphemeRange.lowerBound, line.graphemeRange.upperBound - 1)
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
    let x = goalX ?? layout.caretPoint(forGrapheme: caretOffset).x
    setCaret(Self.offset(from: caretOffset, movingLines: delta, atX: x, in: layout))
    goalX = x
  }

  /// The caret `lines` drawn lines below (negative: above) `offset`, nearest to `x`; the
  /// start or the end of the text past the first or the last line.
  static func offset(from offset: Int, movingLines lines: Int, atX x: CGFloat, in layout: TextLayout) -> Int {
    let target = layout.lineIndex(containingGrapheme: offset) + lines
    if target < 0 { return 0 }
    guard target < layout.lines.count else { return layout.lines[layout.lines.count - 1].graphemeRange.upperBound }
    let line = layout.lines[target]
    return layout.graphemeOffset(at: CGPoint(x: x, y: line.y + line.height / 2))
  }

  // MARK: Words

  /// The word at `offset` (letters and digits, with an apostrophe between letters, as
  /// "don't"): the one the grapheme after the offset is in, else the one before it;
  /// outside words, the grapheme after the offset alone. What a double tap and Select
  /// select. Words longer than 256 graphemes are cut there.
  public func wordRange(around offset: Int) -> Range<Int> {
    let reach = 256
    let lower = max(0, offset - reach)
    let upper = min(count, offset + reach)
    let characters = Array(storage[graphemes: lower..<upper])
    let local = min(max(offset - lower, 0), characters.count)
    func isWord(_ i: Int) -> Bool {
      guard characters.indices.contains(i) else { return false }
      let c = characters[i]
      if c.isLetter || c.isNumber || c == "_" { return true }
      // An apostrophe inside a word belongs to it.
      return (c == "'" || c == "\u{2019}") && i > 0 && i + 1 < characters.count
        && characters[i - 1].isLetter && characters[i + 1].isLetter
    }
    let seed: Int
    if isWord(local) {
      seed = local
    } else if isWord(local - 1) {
      seed = local - 1
    } else {
      return local < characters.count ? offset..<(offset + 1) : offset..<offset
    }
    var start = seed
    while isWord(start - 1) { start -= 1 }
    var end = seed + 1
    while isWord(end) { end += 1 }
    return (lower + start)..<(lower + end)
  }

  // MARK: UTF-16 offsets

  /// The UTF-16 offset of the boundary after `grapheme` clusters (clamped to the text).
  public func utf16Offset(ofGrapheme grapheme: Int) -> Int {
    storage.utf16Offset(atGrapheme: grapheme)
  }

  /// The grapheme boundary at UTF-16 offset `utf16` (clamped to the text); an offset
  /// inside a cluster gives the boundary before it, or after it when `roundingUp`.
  public func graphemeOffset(atUTF16 utf16: Int, roundingUp: Bool = false) -> Int {
    storage.graphemeOffset(atUTF16: utf16, roundingUp: roundingUp)
  }
}
