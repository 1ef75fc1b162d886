import Foundation

/// The on-screen keyboard, drawn the way iOS 16's light English keyboard looks: a grey
/// panel, white rounded key caps with a one-point shadow line, darker function keys.
///
/// It is not a UIKit class (on iOS the keyboard lives in another process); the window's
/// `KeyboardController` owns one and slides it in and out. Keys are laid out by hand
/// from the view's size, so the keyboard needs no Auto Layout. Taps type into the first
/// responder through `UIKeyInput`; the keyboard itself never becomes first responder.
@preconcurrency @MainActor
public final class KeyboardView: UIView {
  /// A key cap. Character keys are written as string literals: `keyRect(for: "a")`.
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

    public init(stringLiteral value: String) {
      self = .character(value)
    }
  }

  /// Which set of character keys shows.
  public enum Pane: Sendable, Equatable {
    case letters, numbers, symbols
  }

  /// Shift: off, on for one character (a tap), or caps lock (a double tap).
  public enum ShiftState: Sendable, Equatable {
    case off, once, locked
  }

  /// A key and where it is, in the keyboard's coordinates.
  struct KeyCap {
    let key: Key
    let frame: CGRect
  }

  /// iOS's numbers (points, 390-point-wide portrait keyboard).
  enum Metric {
    /// The predictive bar above the keys; the dismiss key sits at its right end.
    static let barHeight: CGFloat = 45
    static let rowsTop: CGFloat = 8
    static let sideMargin: CGFloat = 3
    static let keyGap: CGFloat = 6
    static let rowGap: CGFloat = 12
    static let cornerRadius: CGFloat = 5
    static let shiftWidth: CGFloat = 42
    static let dismissSize = CGSize(width: 44, height: 37)
    /// Backspace repeats after it is held this long, then at `repeatInterval`.
    static let repeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1
    /// Two shift taps closer than this lock the caps.
    static let doubleTapInterval: TimeInterval = 0.3
  }

  enum Palette {
    static let background = UIColor(hex: 0xD1D3D9)
    static let key = UIColor(hex: 0xFFFFFF)
    static let functionKey = UIColor(hex: 0xABB0BA)
    static let shadow = UIColor(hex: 0x898A8D)
    static let glyph = UIColor(hex: 0x000000)
    static let actionKey = UIColor.systemBlue
  }

  private static let letterRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
  private static let numberRows = ["1234567890", "-/:;()$&@\"", ".,?!'"]
  private static let symbolRows = ["[]{}#%^*+=", "_\\|~<>€£¥•", ".,?!'"]

  public private(set) var pane: Pane = .letters {
    didSet { if oldValue != pane { setNeedsDisplay() } }
  }
  public private(set) var shiftState: ShiftState = .off {
    didSet { if oldValue != shiftState { setNeedsDisplay() } }
  }
  /// The key under the finger, drawn highlighted.
  public private(set) var pressedKey: Key? {
    didSet { if oldValue != pressedKey { setNeedsDisplay() } }
  }

  private var lastShiftTap: TimeInterval?
  /// When the held backspace deletes next; nil when it is not held.
  private var nextBackspaceRepeat: TimeInterval?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = Palette.background
  }

  /// Typing goes to the first responder; the keyboard must never take its place.
  public override var canBecomeFirstResponder: Bool { false }

  private var now: TimeInterval { UIKitRuntime.current.now }

  /// What the keys type into now.
  private var target: UIResponder? { window?.firstResponder }

  // MARK: Keys

  /// The keys of the current pane, laid out for the current size.
  var keyCaps: [KeyCap] { layoutKeys(in: bounds.size) }

  /// The keys on screen now, in reading order.
  public var visibleKeys: [Key] { keyCaps.map(\.key) }

  /// Where `key` is, in the keyboard's coordinates; nil if the current pane lacks it.
  /// Letters match either case.
  public func keyRect(for key: Key) -> CGRect? {
    let wanted = normalized(key)
    return keyCaps.first { normalized($0.key) == wanted }?.frame
  }

  private func normalized(_ key: Key) -> Key {
    if case .character(let c) = key { return .character(c.lowercased()) }
    return key
  }

  /// The key at `point` (keyboard coordinates). Points in the gaps between keys go to
  /// the nearest key of the row, as on iOS, so a tap never falls through.
  func key(at point: CGPoint) -> Key? {
    let caps = keyCaps
    if let hit = caps.first(where: { $0.frame.contains(point) }) { return hit.key }
    // The bar above the rows and the home-indicator band below them have no keys.
    let rows = caps.filter { $0.key != .dismiss }
    guard let top = rows.map(\.frame.minY).min(), let bottom = rows.map(\.frame.maxY).max(),
      bounds.contains(point), point.y >= top - Metric.rowsTop, point.y <= bottom + Metric.rowGap / 2
    else { return nil }
    func distance(_ r: CGRect) -> CGFloat {
      let dx = max(r.minX - point.x, 0, point.x - r.maxX)
      let dy = max(r.minY - point.y, 0, point.y - r.maxY)
      return dx * dx + dy * dy
    }
    return rows.min { distance($0.frame) < distance($1.frame) }?.key
  }

  /// The text a character key types now (letters follow shift), or nil for keys that
  /// type nothing.
  public func typedText(for key: Key) -> String? {
    switch key {
    case .character(let c): shiftState == .off || pane != .letters ? c : c.uppercased()
    case .space: " "
    default: nil
    }
  }

  /// The Return key's title, from the first responder's `returnKeyType`.
  var returnTitle: String {
    ((target as? UITextInputTraits)?.returnKeyType ?? .default).title
  }

  private var returnIsAction: Bool {
    ((target as? UITextInputTraits)?.returnKeyType ?? .default) != .default
  }

  /// The whole key layout for `size`: the dismiss key on the bar, then four rows.
  func layoutKeys(in size: CGSize) -> [KeyCap] {
    let width = size.width
    let bottomBand =
      window?.safeAreaInsetsOfDevice.bottom ?? UIScreen.main.device.safeAreaInsets.bottom
    let rowsTop = Metric.barHeight + Metric.rowsTop
    let rowsHeight = max(0, size.height - rowsTop - bottomBand)
    let keyHeight = max(1, (rowsHeight - 3 * Metric.rowGap) / 4)
    let gap = Metric.keyGap
    let side = Metric.sideMargin
    // Ten letters fill the top row; every other width derives from that unit.
    let unit = (width - 2 * side - 9 * gap) / 10
    let wide = (unit * 8 / 3).rounded()
    func rowY(_ row: Int) -> CGFloat { rowsTop + CGFloat(row) * (keyHeight + Metric.rowGap) }

    var caps: [KeyCap] = [
      KeyCap(
        key: .dismiss,
        frame: CGRect(
          x: width - side - Metric.dismissSize.width,
          y: (Metric.barHeight - Metric.dismissSize.height) / 2,
          width: Metric.dismissSize.width, height: Metric.dismissSize.height))
    ]
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
    case .letters: rows = Self.letterRows
    case .numbers: rows = Self.numberRows
    case .symbols: rows = Self.symbolRows
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

    // Bottom row: pane switch | space | return.
    let paneKey: Key = pane == .letters ? .numbers : .letters
    caps.append(
      KeyCap(key: paneKey, frame: CGRect(x: side, y: rowY(3), width: wide, height: keyHeight)))
    let spaceX = side + wide + gap
    let returnX = width - side - wide
    caps.append(
      KeyCap(
        key: .space,
        frame: CGRect(x: spaceX, y: rowY(3), width: returnX - gap - spaceX, height: keyHeight)))
    caps.append(
      KeyCap(key: .returnKey, frame: CGRect(x: returnX, y: rowY(3), width: wide, height: keyHeight))
    )
    return caps
  }

  // MARK: Touches

  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let key = key(at: touch.location(in: self))
    pressedKey = key
    // Backspace acts on touch down (as iOS does) and repeats while held.
    if key == .backspace {
      deleteBackward()
      nextBackspaceRepeat = now + Metric.repeatDelay
      UIKitRuntime.current.setNeedsFrame()
    }
  }

  public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    // The finger may slide to another key before lifting; leaving backspace stops it.
    let key = key(at: touch.location(in: self))
    if key != pressedKey {
      if pressedKey == .backspace { nextBackspaceRepeat = nil }
      pressedKey = key
    }
  }

  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let key = pressedKey
    cancelPress()
    if let key, key != .backspace { perform(key) }
  }

  public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    cancelPress()
  }

  /// Forgets a held key (the keyboard is going away).
  func cancelPress() {
    pressedKey = nil
    nextBackspaceRepeat = nil
  }

  /// A new editing session: letters, no shift, as the keyboard comes up on iOS.
  func resetForNewSession() {
    cancelPress()
    pane = .letters
    shiftState = .off
    lastShiftTap = nil
  }

  /// Runs each frame: a held backspace deletes on the frame clock.
  func advance(to time: TimeInterval) {
    guard pressedKey == .backspace, var next = nextBackspaceRepeat else { return }
    // The tolerance absorbs the clock's rounding: 30 frames of 1/60 s are 0.5 s.
    while time >= next - 1e-9 {
      deleteBackward()
      next += Metric.repeatInterval
    }
    nextBackspaceRepeat = next
    UIKitRuntime.current.setNeedsFrame()
  }

  // MARK: Actions

  private func perform(_ key: Key) {
    switch key {
    case .character, .space:
      guard let text = typedText(for: key) else { return }
      (target as? UIKeyInput)?.insertText(text)
      if shiftState == .once { shiftState = .off }
    case .shift:
      let time = now
      if shiftState == .locked {
        shiftState = .off
      } else if shiftState == .once, let last = lastShiftTap,
        time - last <= Metric.doubleTapInterval
      {
        shiftState = .locked
      } else {
        shiftState = shiftState == .off ? .once : .off
      }
      lastShiftTap = time
    case .numbers: pane = .numbers
    case .symbols: pane = .symbols
    case .letters: pane = .letters
    case .returnKey: pressReturn()
    case .dismiss: target?.resignFirstResponder()
    case .backspace: deleteBackward()
    }
  }

  private func deleteBackward() {
    (target as? UIKeyInput)?.deleteBackward()
  }

  /// Return goes to the input's own key handling (a field asks its delegate); an input
  /// without it gets a newline, which is what the iOS keyboard sends.
  private func pressReturn() {
    guard let target else { return }
    if let handler = target as? EditingKeyHandling, handler.handleEditingKey(.enter, modifiers: []) {
      return
    }
    (target as? UIKeyInput)?.insertText("\n")
  }

  // MARK: Drawing

  private static let letterFont = UIFont.systemFont(ofSize: 22)
  private static let titleFont = UIFont.systemFont(ofSize: 16)
  private static let crossFont = UIFont.systemFont(ofSize: 13, weight: .bold)

  public override func draw(in canvas: Canvas) {
    for cap in keyCaps { draw(cap, in: canvas) }
  }

  private func draw(_ cap: KeyCap, in canvas: Canvas) {
    let pressed = cap.key == pressedKey
    let frame = cap.frame
    if cap.key == .dismiss {
      if pressed {
        canvas.fill(frame, cornerRadius: Metric.cornerRadius, color: Palette.functionKey)
      }
      drawDismissGlyph(in: frame, canvas: canvas)
      return
    }
    var face: UIColor
    var ink = Palette.glyph
    switch cap.key {
    case .character, .space:
      // Character keys darken while pressed; function keys light up.
      face = pressed ? Palette.functionKey : Palette.key
    case .returnKey where returnIsAction:
      face = pressed ? Palette.key : Palette.actionKey
      ink = pressed ? Palette.glyph : .white
    case .shift where shiftState != .off:
      face = Palette.key
    default:
      face = pressed ? Palette.key : Palette.functionKey
    }
    canvas.fill(
      frame.offsetBy(dx: 0, dy: 1), cornerRadius: Metric.cornerRadius, color: Palette.shadow)
    canvas.fill(frame, cornerRadius: Metric.cornerRadius, color: face)
    switch cap.key {
    case .character(let c):
      let title = pane == .letters && shiftState != .off ? c.uppercased() : c
      drawCentred(title, font: Self.letterFont, in: frame, color: ink, canvas: canvas)
    case .space: drawCentred("space", font: Self.titleFont, in: frame, color: ink, canvas: canvas)
    case .returnKey:
      drawCentred(returnTitle, font: Self.titleFont, in: frame, color: ink, canvas: canvas)
    case .numbers: drawCentred("123", font: Self.titleFont, in: frame, color: ink, canvas: canvas)
    case .symbols: drawCentred("#+=", font: Self.titleFont, in: frame, color: ink, canvas: canvas)
    case .letters: drawCentred("ABC", font: Self.titleFont, in: frame, color: ink, canvas: canvas)
    case .shift: drawShiftGlyph(in: frame, canvas: canvas, face: face)
    case .backspace: drawBackspaceGlyph(in: frame, canvas: canvas)
    case .dismiss: break
    }
  }

  private func drawCentred(
    _ text: String, font: UIFont, in rect: CGRect, color: UIColor, canvas: Canvas
  ) {
    let measurer = TextMeasurement.current
    let size = CGSize(
      width: measurer.width(of: text, font: font), height: measurer.lineHeight(of: font))
    canvas.drawText(
      text, at: CGPoint(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2), font: font,
      color: color)
  }

  // The glyphs are drawn from rectangles rather than taken from the font: the app's font
  // need not have ⇧ or ⌫, and the canvas has no paths. One-point slices read as
  // smooth edges at the phone's 3x scale.

  /// An upward arrow: outlined when shift is off, filled when on, with a bar under it
  /// for caps lock.
  private func drawShiftGlyph(in rect: CGRect, canvas: Canvas, face: UIColor) {
    let top = rect.midY - 9
    fillArrow(
      centreX: rect.midX, top: top, halfWidth: 9, headHeight: 9, stemHalfWidth: 4, stemHeight: 7,
      color: Palette.glyph, canvas: canvas)
    if shiftState == .off {
      fillArrow(
        centreX: rect.midX, top: top + 2.5, halfWidth: 6.5, headHeight: 6.5, stemHalfWidth: 2.5,
        stemHeight: 6,
        color: face, canvas: canvas)
    }
    if shiftState == .locked {
      canvas.fill(
        CGRect(x: rect.midX - 4, y: top + 18, width: 8, height: 2), cornerRadius: 0,
        color: Palette.glyph)
    }
  }

  private func fillArrow(
    centreX: CGFloat, top: CGFloat, halfWidth: CGFloat, headHeight: CGFloat, stemHalfWidth: CGFloat,
    stemHeight: CGFloat, color: UIColor, canvas: Canvas
  ) {
    let rows = Int(headHeight.rounded(.up))
    for i in 0..<rows {
      let half = halfWidth * CGFloat(i + 1) / CGFloat(rows)
      canvas.fill(
        CGRect(x: centreX - half, y: top + CGFloat(i), width: 2 * half, height: 1), cornerRadius: 0,
        color: color)
    }
    canvas.fill(
      CGRect(
        x: centreX - stemHalfWidth, y: top + CGFloat(rows), width: 2 * stemHalfWidth,
        height: stemHeight),
      cornerRadius: 0, color: color)
  }

  /// A left-pointing tag with a cross in it (SF Symbols' delete.left).
  private func drawBackspaceGlyph(in rect: CGRect, canvas: Canvas) {
    let body = CGRect(x: rect.midX - 6, y: rect.midY - 7, width: 16, height: 14)
    canvas.stroke(body, cornerRadius: 2, lineWidth: 1.5, color: Palette.glyph)
    for i in 0..<7 {
      let x = body.minX - CGFloat(7 - i)
      let half = CGFloat(i + 1)
      canvas.fill(
        CGRect(x: x, y: rect.midY - half, width: 1, height: 2 * half), cornerRadius: 0,
        color: Palette.glyph)
    }
    drawCentred("×", font: Self.crossFont, in: body, color: Palette.glyph, canvas: canvas)
  }

  /// A small keyboard with a chevron under it (SF Symbols' keyboard.chevron.compact.down).
  private func drawDismissGlyph(in rect: CGRect, canvas: Canvas) {
    let body = CGRect(x: rect.midX - 11, y: rect.midY - 10, width: 22, height: 14)
    canvas.stroke(body, cornerRadius: 2, lineWidth: 1.2, color: Palette.glyph)
    for row in 0..<2 {
      for column in 0..<5 {
        canvas.fill(
          CGRect(
            x: body.minX + 3 + CGFloat(column) * 3.5, y: body.minY + 3 + CGFloat(row) * 3.5,
            width: 2, height: 2),
          cornerRadius: 0, color: Palette.glyph)
      }
    }
    canvas.fill(
      CGRect(x: body.minX + 6, y: body.minY + 10, width: 10, height: 1.5), cornerRadius: 0,
      color: Palette.glyph)
    let chevronTop = body.maxY + 3
    for i in 0..<4 {
      let y = chevronTop + CGFloat(i)
      canvas.fill(
        CGRect(x: rect.midX - 4.5 + CGFloat(i), y: y, width: 1.5, height: 1.5), cornerRadius: 0,
        color: Palette.glyph)
      canvas.fill(
        CGRect(x: rect.midX + 3 - CGFloat(i), y: y, width: 1.5, height: 1.5), cornerRadius: 0,
        color: Palette.glyph)
    }
  }
}
