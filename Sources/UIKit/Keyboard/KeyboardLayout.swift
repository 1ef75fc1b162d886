import Foundation

/// Which keys the on-screen keyboard shows for one keyboard type and pane, and where, for
/// one size: on the letter keyboard the dismiss key on the predictive bar, then four rows
/// of keys above the home-indicator band; on the pads four rows of three
/// (`KeyboardLayout+Pads`).
///
/// A pure value, as iOS's numbers turned into rectangles: the `KeyboardView` makes one
/// from its bounds to draw and to hit-test, and tests make one for any size.
public struct KeyboardLayout {
  /// A key cap. Character keys are written as string literals: `frame(for: "a")`.
  public enum Key: Hashable, Sendable, ExpressibleByStringLiteral {
    /// Types its character (letters in the case the shift state gives them).
    case character(String)
    case shift
    case backspace
    case space
    case returnKey
    /// Hides the keyboard (resigns the first responder).
    case dismiss
    /// "123": the digits and punctuation pane.
    case numbers
    /// "#+=": the second symbols pane.
    case symbols
    /// "ABC": back to the letters.
    case letters
    /// The next keyboard language (🌐).
    case globe

    public init(stringLiteral value: String) {
      self = .character(value)
    }
  }

  /// Which set of character keys shows.
  public enum Pane: Sendable, Equatable {
    case letters, numbers, symbols
    /// A pad's digits (the number, decimal and phone pads, and `.namePhonePad`'s 123 page).
    case digits
    /// The phone pad's "+*#" page.
    case phoneSymbols
  }

  /// A key and where it is, in the keyboard's coordinates.
  struct KeyCap: Equatable {
    let key: Key
    let frame: CGRect
    /// An invisible key: the split keyboard's keys past a half's inner edge, which type
    /// the other half's letters. Not drawn, not found by `frame(for:)`, but hit.
    var isHidden = false
  }

  /// iOS's numbers (points, 390-point-wide portrait keyboard).
  enum Metric {
    /// The predictive bar above the keys; the dismiss key sits at its right end.
    static let barHeight: CGFloat = 45
    static let rowsTop: CGFloat = 8
    static let sideMargin: CGFloat = 3
    static let keyGap: CGFloat = 6
    static let rowGap: CGFloat = 12
    static let shiftWidth: CGFloat = 42
    static let dismissSize = CGSize(width: 44, height: 37)
    /// The globe in the home-indicator band: its left edge and its size (estimates).
    static let globeInset: CGFloat = 12
    static let globeSize = CGSize(width: 44, height: 32)
  }

  private static let letterRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
  private static let numberRows = ["1234567890", "-/:;()$&@\"", ".,?!'"]
  private static let symbolRows = ["[]{}#%^*+=", "_\\|~<>€£¥•", ".,?!'"]

  let type: UIKeyboardType
  let pane: Pane
  let language: KeyboardLanguage
  let size: CGSize
  let form: Form
  /// The dismiss key (the letter keyboard's), then the rows in reading order.
  let keyCaps: [KeyCap]

  /// `bottomInset` is the area below the keys: the home-indicator band (`homeIndicatorBand`,
  /// the same when not given) and what the predictive bar adds; it has no keys but the
  /// globe, which sits there only on a phone with the band.
  init(
    type: UIKeyboardType = .default, pane: Pane, language: KeyboardLanguage = .english, size: CGSize,
    bottomInset: CGFloat, homeIndicatorBand: CGFloat? = nil, form: Form = .phone
  ) {
    self.type = type
    self.language = language
    self.size = size
    self.form = form
    let style = KeyboardStyle(type)
    guard form == .phone else {
      // The iPad has no pads: its number and phone pads are the full keyboard's numbers
      // (`KeyboardStyle.init(_:idiom:)`).
      let pane: Pane = pane == .digits ? .numbers : (pane == .phoneSymbols ? .symbols : pane)
      self.pane = pane
      let bottomRow: KeyboardStyle.BottomRow
      if case .letters(let row) = style { bottomRow = row } else { bottomRow = .space }
      keyCaps =
        form == .pad
        ? Self.padKeyCaps(for: pane, language: language, bottomRow: bottomRow, size: size, bottomInset: bottomInset)
        : Self.splitKeyCaps(for: pane, language: language, bottomRow: bottomRow, size: size, bottomInset: bottomInset)
      return
    }
    self.pane = pane
    switch pane {
    case .digits, .phoneSymbols:
      // A pad of its own starts at the top; `.namePhonePad`'s phone page sits under the
      // letter keyboard's bar.
      let top = style.isPad ? 0 : Metric.barHeight
      let cornerKey: Key? =
        switch (style, pane) {
        case (_, .phoneSymbols): .numbers
        case (.numberPad, _): nil
        case (.decimalPad, _): .character(Self.decimalSeparator)
        case (.phonePad, _): .symbols
        default: .letters
        }
      keyCaps =
        (style.isPad ? [] : [Self.dismissCap(width: size.width)])
        + Self.padCaps(
          rows: pane == .digits ? Self.digitRows : Self.phoneSymbolRows, cornerKey: cornerKey,
          in: CGRect(x: 0, y: top, width: size.width, height: size.height - top - bottomInset))
    case .letters, .numbers, .symbols:
      let bottomRow: KeyboardStyle.BottomRow
      if case .letters(let row) = style { bottomRow = row } else { bottomRow = .space }
      keyCaps = Self.keyCaps(
        for: pane, language: language, bottomRow: bottomRow, size: size, bottomInset: bottomInset,
        homeIndicatorBand: homeIndicatorBand ?? bottomInset)
    }
  }

  /// The decimal pad's separator: the locale's, as iOS's decimal pad shows it.
  static var decimalSeparator: String { Locale.current.decimalSeparator ?? "." }

  /// The pane a pane key leads to from this layout; nil for keys that switch nothing.
  func destination(of key: Key) -> Pane? {
    switch key {
    case .numbers: form == .phone && (pane == .phoneSymbols || type == .namePhonePad) ? .digits : .numbers
    case .symbols: pane == .digits ? .phoneSymbols : .symbols
    case .letters: .letters
    default: nil
    }
  }

  /// The keys in reading order (not the invisible ones).
  var keys: [Key] { keyCaps.filter { !$0.isHidden }.map(\.key) }

  /// Where `key` is; nil if the pane lacks it. Letters match either case.
  func frame(for key: Key) -> CGRect? {
    let wanted = Self.normalized(key)
    return keyCaps.first { !$0.isHidden && Self.normalized($0.key) == wanted }?.frame
  }

  private static func normalized(_ key: Key) -> Key {
    if case .character(let c) = key { return .character(c.lowercased()) }
    return key
  }

  /// The key at `point`. Points in the gaps between keys go to the nearest key of the
  /// row, as on iOS, so a tap never falls through.
  func key(at point: CGPoint) -> Key? {
    if let hit = keyCaps.first(where: { $0.frame.contains(point) }) { return hit.key }
    // The bar above the rows and the home-indicator band below them have no keys (but
    // the globe, which takes only the taps on it).
    let rows = keyCaps.filter { $0.key != .dismiss && $0.key != .globe }
    guard let top = rows.map(\.frame.minY).min(), let bottom = rows.map(\.frame.maxY).max(),
      CGRect(origin: .zero, size: size).contains(point), point.y >= top - Metric.rowsTop,
      point.y <= bottom + Metric.rowGap / 2
    else { return nil }
    func distance(_ r: CGRect) -> CGFloat {
      let dx = max(r.minX - point.x, 0, point.x - r.maxX)
      let dy = max(r.minY - point.y, 0, point.y - r.maxY)
      return dx * dx + dy * dy
    }
    guard let nearest = rows.min(by: { distance($0.frame) < distance($1.frame) }) else { return nil }
    // A pad's gaps are its only space between keys: its empty corner cell types nothing.
    let isPad = pane == .digits || pane == .phoneSymbols
    if isPad && distance(nearest.frame) > PadMetric.gap * PadMetric.gap { return nil }
    return nearest.key
  }

  private static func dismissCap(width: CGFloat) -> KeyCap {
    KeyCap(
      key: .dismiss,
      frame: CGRect(
        x: width - Metric.sideMargin - Metric.dismissSize.width,
        y: (Metric.barHeight - Metric.dismissSize.height) / 2,
        width: Metric.dismissSize.width, height: Metric.dismissSize.height))
  }

  private static func keyCaps(
    for pane: Pane, language: KeyboardLanguage, bottomRow: KeyboardStyle.BottomRow, size: CGSize,
    bottomInset: CGFloat, homeIndicatorBand: CGFloat
  ) -> [KeyCap] {
    let width = size.width
    let rowsTop = Metric.barHeight + Metric.rowsTop
    let rowsHeight = max(0, size.height - rowsTop - bottomInset)
    let keyHeight = max(1, (rowsHeight - 3 * Metric.rowGap) / 4)
    let gap = Metric.keyGap
    let side = Metric.sideMargin
    // Ten letters fill the top row; every other width derives from that unit.
    let unit = (width - 2 * side - 9 * gap) / 10
    let wide = (unit * 8 / 3).rounded()
    func rowY(_ row: Int) -> CGFloat { rowsTop + CGFloat(row) * (keyHeight + Metric.rowGap) }

    var caps: [KeyCap] = [dismissCap(width: width)]
    func addRow(
      _ characters: String, row: Int, keyWidth: CGFloat, centredIn span: ClosedRange<CGFloat>
    ) {
      let count = CGFloat(characters.count)
      let total = count * keyWidth + (count - 1) * gap
      var x = span.lowerBound + (span.upperBound - span.lowerBound - total) / 2
      for c in characters {
        caps.append(
          KeyCap(
            key: .character(String(c)),
            frame: CGRect(x: x, y: rowY(row), width: keyWidth, height: keyHeight)))
        x += keyWidth + gap
      }
    }

    let rows: [String]
    switch pane {
    case .letters: rows = language == .korean ? HangulLayout.rows : letterRows
    case .numbers: rows = numberRows
    case .symbols, .digits, .phoneSymbols: rows = symbolRows
    }
    addRow(rows[0], row: 0, keyWidth: unit, centredIn: 0...width)
    addRow(rows[1], row: 1, keyWidth: unit, centredIn: 0...width)

    // Third row: shift (or the other symbols pane) | characters | backspace.
    let letterSpan = 7 * unit + 6 * gap
    let spanStart = (width - letterSpan) / 2
    let modifier: Key = pane == .letters ? .shift : (pane == .numbers ? .symbols : .numbers)
    caps.append(
      KeyCap(
        key: modifier,
        frame: CGRect(x: side, y: rowY(2), width: Metric.shiftWidth, height: keyHeight)))
    let thirdWidth = pane == .letters ? unit : (letterSpan - 4 * gap) / 5
    addRow(rows[2], row: 2, keyWidth: thirdWidth, centredIn: spanStart...(spanStart + letterSpan))
    caps.append(
      KeyCap(
        key: .backspace,
        frame: CGRect(
          x: width - side - Metric.shiftWidth, y: rowY(2), width: Metric.shiftWidth,
          height: keyHeight)))

    // Bottom row: pane switch | (globe) | space and the type's own keys | return. With
    // more than one keyboard language the globe switches them: on a phone with a
    // home-indicator band it sits in that band at the left, below the keys (the system
    // draws it there since the iPhone X, so keyboards need not: "needsInputModeSwitchKey
    // … no longer seems to work with X and XS phones", archagon/tasty-imitation-keyboard
    // #129); without the band it follows the pane key, a letter wide (its width is an
    // estimate).
    let paneKey: Key = pane == .letters ? .numbers : .letters
    caps.append(
      KeyCap(key: paneKey, frame: CGRect(x: side, y: rowY(3), width: wide, height: keyHeight)))
    var middleX = side + wide + gap
    if homeIndicatorBand > 0 {
      // A point clear of the keys above, inside the band.
      let globe = min(Metric.globeSize.height, bottomInset - 2)
      caps.append(
        KeyCap(
          key: .globe,
          frame: CGRect(
            x: Metric.globeInset, y: size.height - bottomInset + 1, width: Metric.globeSize.width, height: globe)))
    } else {
      caps.append(KeyCap(key: .globe, frame: CGRect(x: middleX, y: rowY(3), width: unit, height: keyHeight)))
      middleX += unit + gap
    }
    let returnX = width - side - wide
    for (key, x, keyWidth) in bottomRowKeys(bottomRow, from: middleX, to: returnX - gap, unit: unit) {
      caps.append(KeyCap(key: key, frame: CGRect(x: x, y: rowY(3), width: keyWidth, height: keyHeight)))
    }
    caps.append(
      KeyCap(key: .returnKey, frame: CGRect(x: returnX, y: rowY(3), width: wide, height: keyHeight))
    )
    return caps
  }

  /// The keys between the pane key and Return, and their x and width: the type's own keys
  /// a letter wide beside the space bar, or (the URL keyboard, which has no space bar)
  /// sharing the span, ".com" half as wide again as "." and "/".
  static func bottomRowKeys(
    _ row: KeyboardStyle.BottomRow, from start: CGFloat, to end: CGFloat, unit: CGFloat,
    gap: CGFloat = Metric.keyGap
  ) -> [(Key, CGFloat, CGFloat)] {
    let extras = row.extraKeys
    if row == .url {
      let weights: [CGFloat] = [1, 1, 1.5]
      let share = (end - start - CGFloat(extras.count - 1) * gap) / weights.reduce(0, +)
      var x = start
      return zip(extras, weights).map { text, weight in
        defer { x += share * weight + gap }
        return (.character(text), x, share * weight)
      }
    }
    let extrasWidth = CGFloat(extras.count) * (unit + gap)
    var keys: [(Key, CGFloat, CGFloat)] = [(.space, start, end - start - extrasWidth)]
    for (i, text) in extras.enumerated() {
      keys.append((.character(text), end - extrasWidth + gap + CGFloat(i) * (unit + gap), unit))
    }
    return keys
  }
}
