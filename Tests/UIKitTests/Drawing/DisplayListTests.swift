import Foundation
import Testing

@testable import UIKit

/// A frame's display list: recorded drawing placed on pixels, over a clear to the
/// background, with what cannot be seen left out.
@Suite("DisplayList")
@MainActor
struct DisplayListTests {
  let grid = PixelGrid.output(10, 10)

  func list(_ commands: [DrawCommand], background: UIColor = .white) -> DisplayList {
    DisplayList(grid: grid, background: background, commands: commands)
  }

  @Test("An empty frame is one clear of the whole output to the background")
  func emptyFrame() {
    let operations = list([], background: .blue).operations
    #expect(operations.count == 1)
    #expect(operations[0].content == .clear)
    #expect(operations[0].color == DisplayOperation.Color(red: 0, green: 0, blue: 255, alpha: 255))
    #expect(operations[0].bounds == px(0, 0, 10, 10))
    #expect(operations[0].opaqueCore == px(0, 0, 10, 10))
  }

  @Test("An opaque fill over the whole output hides everything before it, the clear included")
  func fullCoverHidesWhatIsUnder() {
    let under = fillCommand(CGRect(x: 0, y: 0, width: 5, height: 5), .red)
    let cover = fillCommand(CGRect(x: 0, y: 0, width: 10, height: 10), .green)
    let over = fillCommand(CGRect(x: 2, y: 2, width: 3, height: 3), .blue)
    #expect(list([under, cover, over]).operations == [grid.place(cover), grid.place(over)])
    // Larger than the output and off the pixel grid: its covered pixels still fill it.
    let oversized = fillCommand(CGRect(x: -0.5, y: -0.5, width: 11, height: 11), .green)
    #expect(list([under, oversized]).operations == [grid.place(oversized)])
  }

  @Test("A translucent fill, or a rounded one with its corners on screen, hides nothing")
  func partialCoverHidesNothing() {
    let under = fillCommand(CGRect(x: 0, y: 0, width: 5, height: 5), .red)
    let translucent = fillCommand(CGRect(x: 0, y: 0, width: 10, height: 10), .green, alpha: 0.5)
    #expect(list([under, translucent]).operations.count == 3)
    let rounded = fillCommand(CGRect(x: 0, y: 0, width: 10, height: 10), .green, radius: 3)
    #expect(list([under, rounded]).operations.count == 3)
  }

  @Test("The background's colour painted where nothing was drawn is left out; over a drawing it is kept")
  func backgroundColourSkipped() {
    let whiteOnWhite = fillCommand(CGRect(x: 1, y: 1, width: 2, height: 2), .white)
    let black = fillCommand(CGRect(x: 5, y: 5, width: 2, height: 2), .black)
    let whiteOverBlack = fillCommand(CGRect(x: 4, y: 4, width: 2, height: 2), .white)
    let faintWhite = fillCommand(CGRect(x: 0, y: 8, width: 2, height: 2), .white, alpha: 0.3)
    let operations = list([whiteOnWhite, black, whiteOverBlack, faintWhite]).operations
    #expect(operations.dropFirst() == [grid.place(black), grid.place(whiteOverBlack)])
    // After a full cover, its colour is the one that changes nothing.
    let blueCover = fillCommand(CGRect(x: 0, y: 0, width: 10, height: 10), .blue)
    let blueOnBlue = fillCommand(CGRect(x: 1, y: 1, width: 2, height: 2), .blue)
    #expect(
      list([black, blueCover, blueOnBlue, whiteOnWhite]).operations == [
        grid.place(blueCover), grid.place(whiteOnWhite),
      ])
  }

  @Test("A recording canvas's drawing becomes the list, in absolute pixels")
  func fromRecordingCanvas() {
    let canvas = RecordingCanvas(measurer: FixedWidthTextMeasurer())
    let font = UIFont.systemFont(ofSize: 4)
    canvas.translate(by: CGPoint(x: 2, y: 3))
    canvas.saveState()
    canvas.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4))
    canvas.multiplyAlpha(0.5)
    canvas.fill(CGRect(x: 1, y: 1, width: 6, height: 2), cornerRadius: 0, color: .black)
    canvas.restoreState()
    canvas.drawText("ab", at: CGPoint(x: 0, y: 5), font: font, color: .black)
    let operations = canvas.displayList(on: grid, background: .white).operations
    #expect(operations.count == 3)
    #expect(
      operations[1]
        == DisplayOperation(
          content: .shape(
            PixelShape(minX: 0, minY: 0, maxX: 6, maxY: 2, radius: 0), dx: 3, dy: 4, lineWidth: nil,
            alpha: 0.5),
          color: DisplayOperation.Color(red: 0, green: 0, blue: 0, alpha: 255), clip: px(2, 3, 6, 7),
          bounds: px(3, 4, 6, 6)))
    // "ab" at 4 points: 2 × 2 wide, 5 (4 × 1.2, rounded) tall.
    #expect(
      operations[2]
        == DisplayOperation(
          content: .text("ab", font: font, x: 2, y: 8),
          color: DisplayOperation.Color(red: 0, green: 0, blue: 0, alpha: 255), clip: px(0, 0, 10, 10),
          bounds: px(2, 8, 6, 10)))
  }
}

/// The culling rules one operation at a time.
@Suite("OcclusionCulling")
struct OcclusionCullingTests {
  func shape(_ rect: PixelRect, _ color: DisplayOperation.Color, opaque: Bool = true) -> DisplayOperation {
    DisplayOperation(
      content: .shape(
        PixelShape(minX: 0, minY: 0, maxX: Double(rect.x1 - rect.x0), maxY: Double(rect.y1 - rect.y0), radius: 0),
        dx: rect.x0, dy: rect.y0, lineWidth: nil, alpha: opaque ? 1 : 0.5),
      color: color, clip: px(0, 0, 10, 10), bounds: rect, opaqueCore: opaque ? rect : nil)
  }

  let white = DisplayOperation.Color(red: 255, green: 255, blue: 255, alpha: 255)
  let black = DisplayOperation.Color(red: 0, green: 0, blue: 0, alpha: 255)
  let blue = DisplayOperation.Color(red: 0, green: 0, blue: 255, alpha: 255)

  @Test("Verdicts: the base colour on untouched pixels is invisible, a full opaque cover hides what came before")
  func verdicts() {
    var culling = OcclusionCulling(output: px(0, 0, 10, 10), background: white)
    #expect(culling.admit(shape(px(2, 2, 5, 5), white)) == .invisible)
    #expect(culling.admit(shape(px(2, 2, 5, 5), black)) == .visible)
    #expect(culling.admit(shape(px(3, 3, 4, 4), white)) == .visible)
    #expect(culling.admit(shape(px(0, 0, 10, 10), blue, opaque: false)) == .visible)
    #expect(culling.baseColor == white)
    #expect(culling.admit(shape(px(0, 0, 10, 10), blue)) == .hidesEverythingBefore)
    #expect(culling.baseColor == blue)
    #expect(culling.admit(shape(px(2, 2, 5, 5), blue)) == .invisible)
    let text = DisplayOperation(
      content: .text("a", font: .systemFont(ofSize: 4), x: 0, y: 0), color: blue, clip: px(0, 0, 10, 10),
      bounds: px(0, 0, 2, 5))
    #expect(culling.admit(text) == .visible)
    #expect(culling.admit(shape(px(1, 1, 3, 3), blue)) == .visible)
    let clear = DisplayOperation(
      content: .clear, color: white, clip: px(0, 0, 10, 10), bounds: px(0, 0, 10, 10), opaqueCore: px(0, 0, 10, 10))
    #expect(culling.admit(clear) == .hidesEverythingBefore)
  }
}
