import Foundation

/// The iPad's keyboard: the full-size layout of the 11-inch class, docked or undocked, and
/// the split keyboard's two halves. The floating keyboard is the phone's layout
/// (`Form.phone`), as iPadOS floats an iPhone-sized keyboard ("it uses what looks like the
/// native iPhone keyboard layout", divvun/giellakbd-ios#154).
///
/// The full layout, as iPadOS 17 draws it on the 10.9- to 11-inch iPads: q–p with delete at
/// the right of the top row; a–l indented half a key with Return filling the rest; shift,
/// z–m, "," and ".", shift; then ".?123", the globe, the space bar, ".?123" and the
/// keyboard (dismiss) key at the bottom right, whose long press offers Undock, Split and
/// Floating. The split halves, as Apple's split keyboard has them: Q–T, A–G, Z–V on the
/// left and Y–P, H–L, B–M on the right, with six invisible keys past each half's inner
/// edge typing the other half's first letters (Y, H, B on the left; T, G, V on the right:
/// "The keys are Y, H, B, T, G, V", thetechjournal, "iPad surprise: phantom keys").
///
/// Estimates (docs/PORTING.md): the key gaps and widths (measured from screenshots, not
/// published), the 12.9- and 13-inch iPads' extra number row and tab, caps and option keys
/// (they get this layout), the dictation key (not drawn), the secondary characters a flick
/// down types, and each half's width, a third of the keyboard.
extension KeyboardLayout {
  /// Which keyboard the layout is for.
  public enum Form: Sendable, Equatable {
    /// A phone's keyboard, and the iPad's floating one.
    case phone
    /// The iPad's full-width keyboard, docked or undocked.
    case pad
    /// The iPad's split keyboard: two halves at the sides, nothing between them.
    case split
  }

  /// The iPad's numbers (points, estimates from iPadOS 17 screenshots of the 11-inch).
  enum PadKeyMetric {
    static let sideMargin: CGFloat = 6
    static let keyGap: CGFloat = 10
    static let rowGap: CGFloat = 8
    static let rowsTop: CGFloat = 8
    /// Below the bottom row (above the home-indicator strip of a docked keyboard).
    static let rowsBottom: CGFloat = 8
    /// Delete and the right shift, in letter widths.
    static let deleteUnits: CGFloat = 1.35
    /// The pane keys of the bottom row, in letter widths.
    static let paneKeyUnits: CGFloat = 1.75
    /// The split halves: each a third of the keyboard's width.
    static let halfFraction: CGFloat = 1.0 / 3
    static let splitGap: CGFloat = 5
    static let splitRowGap: CGFloat = 10
  }

  /// The split keyboard's two halves, in the keyboard's coordinates: where it is drawn and
  /// where it takes touches (between them is the app).
  var splitHalves: [CGRect] {
    guard form == .split else { return [] }
    let half = (size.width * PadKeyMetric.halfFraction).rounded()
    return [
      CGRect(x: 0, y: 0, width: half, height: size.height),
      CGRect(x: size.width - half, y: 0, width: half, height: size.height),
    ]
  }

  static let padLetterRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm,."]
  static let padNumberRows = ["1234567890", "-/:;()$&@", "….,?!'\""]
  static let padSymbolRows = ["[]{}#%^*+=", "_\\|~<>€£¥", "•.,?!'\""]

  /// The rows of `pane` on an iPad (Korean: the 두벌식 rows, "," and "." after the third).
  static func padRows(for pane: Pane, language: KeyboardLanguage) -> [String] {
    switch pane {
    case .letters where language == .korean: [HangulLayout.rows[0], HangulLayout.rows[1], HangulLayout.rows[2] + ",."]
    case .letters: padLetterRows
    case .numbers, .digits: padNumberRows
    case .symbols, .phoneSymbols: padSymbolRows
    }
  }

  /// The full iPad keyboard in `size`: four rows from `rowsTop` down to `bottomInset` above
  /// the bottom.
  static func padKeyCaps(
    for pane: Pane, language: KeyboardLanguage, bottomRow: KeyboardStyle.BottomRow, size: CGSize,
    bottomInset: CGFloat
  ) -> [KeyCap] {
    typealias M = PadKeyMetric
    let width = size.width
    let gap = M.keyGap
    let rowsHeight = max(0, size.height - M.rowsTop - M.rowsBottom - bottomInset)
    let keyHeight = max(1, (rowsHeight - 3 * M.rowGap) / 4)
    let unit = (width - 2 * M.sideMargin - 10 * gap) / (10 + M.deleteUnits)
    func y(_ row: Int) -> CGFloat { M.rowsTop + CGFloat(row) * (keyHeight + M.rowGap) }
    var caps: [KeyCap] = []
    func add(_ key: Key, _ x: CGFloat, _ row: Int, _ w: CGFloat) {
      caps.append(KeyCap(key: key, frame: CGRect(x: x, y: y(row), width: w, height: keyHeight)))
    }
    func characters(_ text: String, from start: CGFloat, row: Int) -> CGFloat {
      var x = start
      for c in text {
        add(.character(String(c)), x, row, unit)
        x += unit + gap
      }
      return x
    }
    let right = width - M.sideMargin
    let rows = padRows(for: pane, language: language)
    // Top row: the characters, delete.
    let afterTop = characters(rows[0], from: M.sideMargin, row: 0)
    add(.backspace, afterTop, 0, right - afterTop)
    // Second: half a key in, Return to the edge.
    let afterSecond = characters(rows[1], from: M.sideMargin + unit / 2, row: 1)
    add(.returnKey, afterSecond, 1, right - afterSecond)
    // Third: shift (or the other symbols pane), the characters, shift again.
    let modifier: Key = pane == .letters ? .shift : (pane == .symbols ? .numbers : .symbols)
    add(modifier, M.sideMargin, 2, unit)
    let afterThird = characters(rows[2], from: M.sideMargin + unit + gap, row: 2)
    add(modifier, afterThird, 2, right - afterThird)
    // Bottom: pane key, globe, space (with the type's keys), pane key, dismiss.
    let paneKey: Key = pane == .letters ? .numbers : .letters
    let paneWidth = unit * M.paneKeyUnits
    add(paneKey, M.sideMargin, 3, paneWidth)
    add(.globe, M.sideMargin + paneWidth + gap, 3, unit)
    let spaceStart = M.sideMargin + paneWidth + unit + 2 * gap
    let dismissX = right - unit
    let rightPaneX = dismissX - gap - paneWidth
    for (key, x, w) in bottomRowKeys(bottomRow, from: spaceStart, to: rightPaneX - gap, unit: unit, gap: gap) {
      add(key, x, 3, w)
    }
    add(paneKey, rightPaneX, 3, paneWidth)
    add(.dismiss, dismissX, 3, unit)
    return caps
  }

  /// The split keyboard in `size`: a half at each side, a third of the width each, their
  /// rows from `rowsTop` to `bottomInset` above the bottom; the invisible keys last.
  static func splitKeyCaps(
    for pane: Pane, language: KeyboardLanguage, bottomRow: KeyboardStyle.BottomRow, size: CGSize,
    bottomInset: CGFloat
  ) -> [KeyCap] {
    typealias M = PadKeyMetric
    let halfWidth = (size.width * M.halfFraction).rounded()  // as `splitHalves`
    let gap = M.splitGap
    let rowsHeight = max(0, size.height - M.rowsTop - M.rowsBottom - bottomInset)
    let keyHeight = max(1, (rowsHeight - 3 * M.splitRowGap) / 4)
    // The right half's top row, six keys with delete a key and a half: every width from it.
    let unit = (halfWidth - 2 * M.sideMargin - 5 * gap) / 6.5
    func y(_ row: Int) -> CGFloat { M.rowsTop + CGFloat(row) * (keyHeight + M.splitRowGap) }
    var caps: [KeyCap] = []
    func add(_ key: Key, _ x: CGFloat, _ row: Int, _ w: CGFloat) {
      caps.append(KeyCap(key: key, frame: CGRect(x: x, y: y(row), width: w, height: keyHeight)))
    }
    let rows = padRows(for: pane, language: language).map { Array($0).map(String.init) }
    // Where each row splits: after t, g and v on the letters (and the 두벌식 rows' fifth,
    // fifth and fourth keys); halfway elsewhere.
    let splits = pane == .letters ? [5, 5, 4] : rows.map { ($0.count + 1) / 2 }
    let leftStart = M.sideMargin
    let rightEnd = size.width - M.sideMargin
    let rightStart = size.width - halfWidth + M.sideMargin
    var phantoms: [KeyCap] = []
    for (row, characters) in rows.enumerated() {
      let split = splits[row]
      let left = characters[..<split]
      let right = characters[split...]
      // Left half: row 2 starts after shift, row 1 half a key in.
      var x = leftStart + (row == 1 ? unit / 2 : 0) + (row == 2 ? unit * 1.25 + gap : 0)
      if row == 2 {
        add(pane == .letters ? .shift : (pane == .symbols ? .numbers : .symbols), leftStart, 2, unit * 1.25)
      }
      for c in left {
        add(.character(c), x, row, unit)
        x += unit + gap
      }
      // The other half's first letter, invisible, past this half's last key.
      if let first = right.first {
        phantoms.append(
          KeyCap(key: .character(first), frame: CGRect(x: x, y: y(row), width: unit, height: keyHeight), isHidden: true)
        )
      }
      // Right half, from the right: delete, Return, or nothing after the characters.
      var rx = rightStart
      if let last = left.last {
        phantoms.append(
          KeyCap(
            key: .character(last), frame: CGRect(x: rx - gap - unit, y: y(row), width: unit, height: keyHeight),
            isHidden: true))
      }
      for c in right {
        add(.character(c), rx, row, unit)
        rx += unit + gap
      }
      switch row {
      case 0: add(.backspace, rx, 0, rightEnd - rx)
      case 1: add(.returnKey, rx, 1, rightEnd - rx)
      default: break
      }
    }
    // Bottom row: the pane key, the globe and half a space bar on the left; the other half
    // of the space bar, the pane key and dismiss on the right.
    let paneKey: Key = pane == .letters ? .numbers : .letters
    add(paneKey, leftStart, 3, unit * 1.5)
    add(.globe, leftStart + unit * 1.5 + gap, 3, unit)
    let leftSpace = leftStart + unit * 2.5 + 2 * gap
    add(.space, leftSpace, 3, halfWidth - M.sideMargin - leftSpace)
    let dismissX = rightEnd - unit
    let rightPaneX = dismissX - gap - unit * 1.5
    let extras = bottomRowKeys(bottomRow, from: rightStart, to: rightPaneX - gap, unit: unit, gap: gap)
    for (key, x, w) in extras { add(key, x, 3, w) }
    add(paneKey, rightPaneX, 3, unit * 1.5)
    add(.dismiss, dismissX, 3, unit)
    return caps + phantoms
  }
}
