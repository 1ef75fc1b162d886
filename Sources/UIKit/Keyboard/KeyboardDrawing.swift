import Foundation

/// How the on-screen keyboard's keys look, the way iOS 16's English keyboard does: rounded
/// key caps with a one-point shadow line, darker function keys, a blue Return key when it
/// names an action, in the light or dark palette; on the pads, digits with their letters
/// under them and face-less corner keys.
///
/// It draws what it is given (the layout, the pane and shift state, the pressed key and
/// the first responder's Return key), so one frame's drawing is a function of those.
@MainActor
struct KeyboardDrawing {
  static let cornerRadius: CGFloat = 5

  private static let letterFont = UIFont.systemFont(ofSize: 22)
  private static let titleFont = UIFont.systemFont(ofSize: 16)
  private static let crossFont = UIFont.systemFont(ofSize: 13, weight: .bold)
  private static let digitFont = UIFont.systemFont(ofSize: 25)
  private static let dialLetterFont = UIFont.systemFont(ofSize: 10, weight: .bold)

  private var isPadPane: Bool { layout.pane == .digits || layout.pane == .phoneSymbols }

  let layout: KeyboardLayout
  let state: KeyboardState
  let pressedKey: KeyboardLayout.Key?
  let returnKeyType: UIReturnKeyType
  let returnKeyIsEnabled: Bool
  let palette: KeyboardPalette

  private var returnIsAction: Bool { returnKeyType != .default && returnKeyIsEnabled }

  func draw(in canvas: Canvas) {
    drawPanels(in: canvas)
    for cap in layout.keyCaps where !cap.isHidden { draw(cap, in: canvas) }
  }

  /// The split keyboard's halves and the floating keyboard, each a rounded panel on the
  /// app (the view itself is clear), the floating one with its grabber at the bottom.
  private func drawPanels(in canvas: Canvas) {
    for half in layout.splitHalves {
      canvas.fill(half, cornerRadius: Self.panelRadius, color: palette.background)
    }
    if isFloating {
      let bounds = CGRect(origin: .zero, size: layout.size)
      canvas.fill(bounds, cornerRadius: Self.panelRadius, color: palette.background)
      let grabber = CGSize(width: 36, height: 5)
      canvas.fill(
        CGRect(
          x: (bounds.width - grabber.width) / 2, y: bounds.height - KeyboardView.floatingGrabberBand / 2 - 2.5,
          width: grabber.width, height: grabber.height), cornerRadius: 2.5, color: palette.functionKey)
    }
  }

  /// iPadOS's shortcuts bar over a hardware keyboard: the bar's grey across the width,
  /// undo, redo and paste at the left and the keyboard key at the right, above the
  /// home-indicator strip (20 points of the height).
  static func drawShortcutsBar(height: CGFloat, width: CGFloat, palette: KeyboardPalette, in canvas: Canvas) {
    canvas.fill(CGRect(x: 0, y: 0, width: width, height: height), cornerRadius: 0, color: palette.background)
    let bar = height - 20
    let font = titleFont
    let line = TextMeasurement.current.lineHeight(of: font)
    var x: CGFloat = 16
    for title in ["Undo", "Redo", "Paste"] {
      canvas.drawText(title, at: CGPoint(x: x, y: (bar - line) / 2), font: font, color: palette.glyph)
      x += TextMeasurement.current.width(of: title, font: font) + 24
    }
    let key = CGRect(x: width - 16 - 44, y: (bar - 37) / 2, width: 44, height: 37)
    KeyboardDrawing.drawDismissGlyph(in: key, color: palette.glyph, canvas: canvas)
  }

  /// The dismiss key's menu: a rounded panel of items, the one under the finger blue.
  static func draw(_ menu: KeyboardPlacementMenu, palette: KeyboardPalette, in canvas: Canvas) {
    let frame = menu.frame
    canvas.fill(frame.offsetBy(dx: 0, dy: 2), cornerRadius: panelRadius, color: palette.shadow)
    canvas.fill(frame, cornerRadius: panelRadius, color: palette.key)
    for (index, item) in menu.items.enumerated() {
      let highlighted = index == menu.highlighted
      if highlighted { canvas.fill(item.frame.insetBy(dx: 4, dy: 3), cornerRadius: 8, color: palette.actionKey) }
      let font = titleFont
      let line = TextMeasurement.current.lineHeight(of: font)
      canvas.drawText(
        item.title, at: CGPoint(x: item.frame.minX + 16, y: item.frame.midY - line / 2), font: font,
        color: highlighted ? .white : palette.glyph)
    }
  }

  /// The split halves' and the floating keyboard's corner radius (an estimate).
  static let panelRadius: CGFloat = 12

  /// Whether the layout is the iPad's floating keyboard: the phone's layout drawn as a
  /// panel.
  let isFloating: Bool

  private func draw(_ cap: KeyboardLayout.KeyCap, in canvas: Canvas) {
    let pressed = cap.key == pressedKey
    let frame = cap.frame
    // The dismiss key on the phone's bar and the globe in the home-indicator band have no
    // cap; the iPad's dismiss key is a key of the bottom row.
    if cap.key == .dismiss && layout.form == .phone
      || (cap.key == .globe && frame.maxY >= layout.size.height - 0.5)
    {
      if pressed {
        canvas.fill(frame, cornerRadius: Self.cornerRadius, color: palette.functionKey)
      }
      if cap.key == .globe {
        drawGlobeGlyph(in: frame, canvas: canvas)
      } else {
        Self.drawDismissGlyph(in: frame, color: palette.glyph, canvas: canvas)
      }
      return
    }
    if isPadPane, cap.key != .dismiss, !isPadCharacter(cap.key) {
      drawPadCornerKey(cap, pressed: pressed, in: canvas)
      return
    }
    var face: UIColor
    var ink = palette.glyph
    switch cap.key {
    case .character, .space:
      // Character keys darken while pressed; function keys light up.
      face = pressed ? palette.functionKey : palette.key
    case .returnKey where returnIsAction:
      face = pressed ? palette.key : palette.actionKey
      ink = pressed ? palette.glyph : .white
    case .shift where state.shiftState != .off:
      face = palette.key
    default:
      face = pressed ? palette.key : palette.functionKey
    }
    canvas.fill(
      frame.offsetBy(dx: 0, dy: 1), cornerRadius: Self.cornerRadius, color: palette.shadow)
    canvas.fill(frame, cornerRadius: Self.cornerRadius, color: face)
    switch cap.key {
    case .character(let c) where isPadPane:
      drawPadCharacter(c, in: frame, canvas: canvas)
    case .character(let c):
      drawCentred(state.title(ofCharacter: c), font: Self.letterFont, in: frame, color: ink, canvas: canvas)
    case .space:
      // iOS's Korean keyboard names its space bar in Korean.
      let title = layout.language == .korean ? "스페이스" : "space"
      drawCentred(title, font: Self.titleFont, in: frame, color: ink, canvas: canvas)
    case .returnKey:
      // A disabled Return keeps its grey face and greys its title, as iOS draws it.
      let titleInk = returnKeyIsEnabled ? ink : palette.disabledGlyph
      drawCentred(returnKeyType.title, font: Self.titleFont, in: frame, color: titleInk, canvas: canvas)
    case .numbers:
      // The iPad names its numbers key after the punctuation there too.
      let title = layout.form == .phone ? "123" : ".?123"
      drawCentred(title, font: Self.titleFont, in: frame, color: ink, canvas: canvas)
    case .symbols: drawCentred("#+=", font: Self.titleFont, in: frame, color: ink, canvas: canvas)
    case .letters:
      let title = layout.language == .korean ? "한글" : "ABC"
      drawCentred(title, font: Self.titleFont, in: frame, color: ink, canvas: canvas)
    case .globe: drawGlobeGlyph(in: frame, canvas: canvas)
    case .shift: drawShiftGlyph(in: frame, canvas: canvas, face: face)
    case .backspace: drawBackspaceGlyph(in: frame, canvas: canvas)
    case .dismiss: Self.drawDismissGlyph(in: frame, color: palette.glyph, canvas: canvas)
    }
  }

  /// Pad keys with a face: the digits and the symbols page's characters (not the decimal
  /// separator in the corner).
  private func isPadCharacter(_ key: KeyboardLayout.Key) -> Bool {
    guard case .character(let c) = key else { return false }
    return !(layout.pane == .digits && c == KeyboardLayout.decimalSeparator)
  }

  /// A digit with its dial letters under it, or a symbol page's key by its title.
  private func drawPadCharacter(_ character: String, in frame: CGRect, canvas: Canvas) {
    if let title = KeyboardLayout.padTitles[character] {
      drawCentred(title, font: Self.titleFont, in: frame, color: palette.glyph, canvas: canvas)
      return
    }
    guard let letters = KeyboardLayout.dialLetters[character] else {
      drawCentred(character, font: Self.digitFont, in: frame, color: palette.glyph, canvas: canvas)
      return
    }
    let digitLine = TextMeasurement.current.lineHeight(of: Self.digitFont)
    let digitRect = CGRect(x: frame.minX, y: frame.midY - digitLine / 2 - 5, width: frame.width, height: digitLine)
    drawCentred(character, font: Self.digitFont, in: digitRect, color: palette.glyph, canvas: canvas)
    let lettersRect = CGRect(x: frame.minX, y: digitRect.maxY - 4, width: frame.width, height: 12)
    drawCentred(letters, font: Self.dialLetterFont, in: lettersRect, color: palette.glyph, canvas: canvas)
  }

  /// The pads' corner keys (delete, "+*#", "123", "ABC", the decimal separator) have no
  /// face of their own, only while pressed.
  private func drawPadCornerKey(_ cap: KeyboardLayout.KeyCap, pressed: Bool, in canvas: Canvas) {
    let frame = cap.frame
    if pressed { canvas.fill(frame, cornerRadius: Self.cornerRadius, color: palette.key) }
    let ink = palette.glyph
    switch cap.key {
    case .backspace: drawBackspaceGlyph(in: frame, canvas: canvas)
    case .symbols: drawCentred("+*#", font: Self.titleFont, in: frame, color: ink, canvas: canvas)
    case .numbers: drawCentred("123", font: Self.titleFont, in: frame, color: ink, canvas: canvas)
    case .letters:
      let title = layout.language == .korean ? "한글" : "ABC"
      drawCentred(title, font: Self.titleFont, in: frame, color: ink, canvas: canvas)
    case .globe: drawGlobeGlyph(in: frame, canvas: canvas)
    case .character(let c): drawCentred(c, font: Self.digitFont, in: frame, color: ink, canvas: canvas)
    default: break
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
      color: palette.glyph, canvas: canvas)
    if state.shiftState == .off {
      fillArrow(
        centreX: rect.midX, top: top + 2.5, halfWidth: 6.5, headHeight: 6.5, stemHalfWidth: 2.5,
        stemHeight: 6,
        color: face, canvas: canvas)
    }
    if state.shiftState == .locked {
      canvas.fill(
        CGRect(x: rect.midX - 4, y: top + 18, width: 8, height: 2), cornerRadius: 0,
        color: palette.glyph)
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
    canvas.stroke(body, cornerRadius: 2, lineWidth: 1.5, color: palette.glyph)
    for i in 0..<7 {
      let x = body.minX - CGFloat(7 - i)
      let half = CGFloat(i + 1)
      canvas.fill(
        CGRect(x: x, y: rect.midY - half, width: 1, height: 2 * half), cornerRadius: 0,
        color: palette.glyph)
    }
    drawCentred("×", font: Self.crossFont, in: body, color: palette.glyph, canvas: canvas)
  }

  /// A globe: a circle, a meridian and the equator (SF Symbols' globe, drawn with the
  /// canvas's rounded rectangles).
  private func drawGlobeGlyph(in rect: CGRect, canvas: Canvas) {
    let d: CGFloat = min(20, rect.height - 4)
    let ball = CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d)
    canvas.stroke(ball, cornerRadius: d / 2, lineWidth: 1.3, color: palette.glyph)
    let meridian = ball.insetBy(dx: d * 0.28, dy: 0)
    canvas.stroke(meridian, cornerRadius: meridian.width / 2, lineWidth: 1.1, color: palette.glyph)
    canvas.fill(CGRect(x: ball.minX, y: ball.midY - 0.55, width: d, height: 1.1), cornerRadius: 0, color: palette.glyph)
  }

  /// A small keyboard with a chevron under it (SF Symbols' keyboard.chevron.compact.down).
  static func drawDismissGlyph(in rect: CGRect, color: UIColor, canvas: Canvas) {
    let body = CGRect(x: rect.midX - 11, y: rect.midY - 10, width: 22, height: 14)
    canvas.stroke(body, cornerRadius: 2, lineWidth: 1.2, color: color)
    for row in 0..<2 {
      for column in 0..<5 {
        canvas.fill(
          CGRect(
            x: body.minX + 3 + CGFloat(column) * 3.5, y: body.minY + 3 + CGFloat(row) * 3.5,
            width: 2, height: 2),
          cornerRadius: 0, color: color)
      }
    }
    canvas.fill(
      CGRect(x: body.minX + 6, y: body.minY + 10, width: 10, height: 1.5), cornerRadius: 0,
      color: color)
    let chevronTop = body.maxY + 3
    for i in 0..<4 {
      let y = chevronTop + CGFloat(i)
      canvas.fill(
        CGRect(x: rect.midX - 4.5 + CGFloat(i), y: y, width: 1.5, height: 1.5), cornerRadius: 0,
        color: color)
      canvas.fill(
        CGRect(x: rect.midX + 3 - CGFloat(i), y: y, width: 1.5, height: 1.5), cornerRadius: 0,
        color: color)
    }
  }
}
