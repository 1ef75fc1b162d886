import Foundation

/// How the on-screen keyboard's keys look, the way iOS 16's light English keyboard does:
/// white rounded key caps with a one-point shadow line, darker function keys, a blue
/// Return key when it names an action.
///
/// It draws what it is given (the layout, the pane and shift state, the pressed key and
/// the first responder's Return key), so one frame's drawing is a function of those.
@MainActor
struct KeyboardDrawing {
  enum Palette {
    static let background = UIColor(hex: 0xD1D3D9)
    static let key = UIColor(hex: 0xFFFFFF)
    static let functionKey = UIColor(hex: 0xABB0BA)
    static let shadow = UIColor(hex: 0x898A8D)
    static let glyph = UIColor(hex: 0x000000)
    /// A disabled Return's title (an estimate of iOS's grey, read off screenshots).
    static let disabledGlyph = UIColor(hex: 0x8A8A8E)
    static let actionKey = UIColor.systemBlue
  }

  static let cornerRadius: CGFloat = 5

  private static let letterFont = UIFont.systemFont(ofSize: 22)
  private static let titleFont = UIFont.systemFont(ofSize: 16)
  private static let crossFont = UIFont.systemFont(ofSize: 13, weight: .bold)

  let layout: KeyboardLayout
  let state: KeyboardState
  let pressedKey: KeyboardLayout.Key?
  let returnKeyType: UIReturnKeyType
  let returnKeyIsEnabled: Bool

  private var returnIsAction: Bool { returnKeyType != .default && returnKeyIsEnabled }

  func draw(in canvas: Canvas) {
    for cap in layout.keyCaps { draw(cap, in: canvas) }
  }

  private func draw(_ cap: KeyboardLayout.KeyCap, in canvas: Canvas) {
    let pressed = cap.key == pressedKey
    let frame = cap.frame
    if cap.key == .dismiss {
      if pressed {
        canvas.fill(frame, cornerRadius: Self.cornerRadius, color: Palette.functionKey)
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
    case .shift where state.shiftState != .off:
      face = Palette.key
    default:
      face = pressed ? Palette.key : Palette.functionKey
    }
    canvas.fill(
      frame.offsetBy(dx: 0, dy: 1), cornerRadius: Self.cornerRadius, color: Palette.shadow)
    canvas.fill(frame, cornerRadius: Self.cornerRadius, color: face)
    switch cap.key {
    case .character(let c):
      drawCentred(state.title(ofCharacter: c), font: Self.letterFont, in: frame, color: ink, canvas: canvas)
    case .space: drawCentred("space", font: Self.titleFont, in: frame, color: ink, canvas: canvas)
    case .returnKey:
      // A disabled Return keeps its grey face and greys its title, as iOS draws it.
      let titleInk = returnKeyIsEnabled ? ink : Palette.disabledGlyph
      drawCentred(returnKeyType.title, font: Self.titleFont, in: frame, color: titleInk, canvas: canvas)
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
    if state.shiftState == .off {
      fillArrow(
        centreX: rect.midX, top: top + 2.5, halfWidth: 6.5, headHeight: 6.5, stemHalfWidth: 2.5,
        stemHeight: 6,
        color: face, canvas: canvas)
    }
    if state.shiftState == .locked {
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
