import Foundation
import Testing

@testable import UIKit

/// Drawing in points placed on pixels: shapes keep fractional edges (small ones on
/// quarter pixels), clips and text land on whole pixels, and each operation knows the
/// pixels it touches and those it covers opaquely.
@Suite("PixelGrid")
@MainActor
struct PixelGridTests {
  @Test("A large fill keeps its fractional edges; bounds are the pixels it touches, the core those it covers")
  func largeFill() {
    // (10.25, 20.125) + 150 × 100 points at 2 pixels per point: (20.5, 40.25)...(320.5, 240.25).
    let grid = PixelGrid.output(400, 400, scale: 2)
    let operation = grid.place(fillCommand(CGRect(x: 10.25, y: 20.125, width: 150, height: 100), .red))
    #expect(
      operation.content
        == .shape(
          PixelShape(minX: 0.5, minY: 0.25, maxX: 300.5, maxY: 200.25, radius: 0), dx: 20, dy: 40, lineWidth: nil,
          alpha: 1))
    #expect(operation.bounds == px(20, 40, 321, 241))
    #expect(operation.opaqueCore == px(21, 41, 320, 240))
    #expect(operation.color == DisplayOperation.Color(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(operation.clip == grid.bounds)
    #expect(operation.parts == nil)
  }

  @Test("A small shape is placed on quarter pixels: x 5.125 → 5.25, y 7.875 → 8")
  func smallShapeSnaps() {
    let grid = PixelGrid.output(100, 100)
    let operation = grid.place(fillCommand(CGRect(x: 5.125, y: 7.875, width: 20, height: 10), .black))
    #expect(
      operation.content
        == .shape(
          PixelShape(minX: 0.25, minY: 0, maxX: 20.25, maxY: 10, radius: 0), dx: 5, dy: 8, lineWidth: nil, alpha: 1))
    #expect(operation.bounds == px(5, 8, 26, 18))
    #expect(operation.opaqueCore == px(6, 8, 25, 18))
  }

  @Test("A rounded fill's core is its straight rows; a translucent one has none")
  func roundedAndTranslucentCores() {
    let grid = PixelGrid.output(100, 100)
    let rounded = grid.place(fillCommand(CGRect(x: 10, y: 10, width: 40, height: 30), .black, radius: 6))
    #expect(rounded.bounds == px(10, 10, 50, 40))
    #expect(rounded.opaqueCore == px(10, 16, 50, 34))
    let translucent = grid.place(fillCommand(CGRect(x: 10, y: 10, width: 40, height: 30), .black, alpha: 0.5))
    #expect(translucent.opaqueCore == nil)
    guard case .shape(_, _, _, _, let alpha) = translucent.content else {
      Issue.record("not a shape: \(translucent.content)")
      return
    }
    #expect(alpha == 0.5)
  }

  @Test("A stroke paints four sides, each as deep as the corner's curve or the line: they are its damage")
  func strokeParts() {
    let grid = PixelGrid.output(200, 100)
    let stroke = grid.place(
      .stroke(
        CGRect(x: 10, y: 10, width: 100, height: 50), cornerRadius: 8, lineWidth: 1, color: .black,
        context: drawContext()))
    #expect(stroke.bounds == px(10, 10, 110, 60))
    #expect(stroke.opaqueCore == nil)
    // 8 + 1 rows deep at the top and bottom, 1 + 1 columns at the sides.
    #expect(stroke.parts == [px(10, 10, 110, 19), px(10, 51, 110, 60), px(10, 10, 12, 60), px(108, 10, 110, 60)])
    #expect(stroke.damageRects == stroke.parts)
    guard case .shape(_, _, _, let lineWidth, _) = stroke.content else {
      Issue.record("not a shape")
      return
    }
    #expect(lineWidth == 1)
  }

  @Test("A stroke as wide as its shape is a fill")
  func fatStrokeIsFill() {
    let grid = PixelGrid.output(100, 100)
    let stroke = grid.place(
      .stroke(
        CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0, lineWidth: 5, color: .black,
        context: drawContext()))
    #expect(stroke.parts == nil)
    #expect(stroke.opaqueCore == px(0, 0, 10, 10))
  }

  @Test("Clips are rounded to whole pixels and cut the bounds; what they cut away entirely is dropped")
  func clips() {
    let grid = PixelGrid.output(100, 100)
    let clip = CGRect(x: 0.4, y: 0.6, width: 10.2, height: 10)
    #expect(grid.clip(clip) == px(0, 1, 11, 11))
    #expect(grid.clip(nil) == grid.bounds)
    #expect(grid.clip(CGRect(x: -50, y: 90, width: 500, height: 500)) == px(0, 90, 100, 100))
    let cut = grid.place(
      .fill(CGRect(x: 5, y: 5, width: 20, height: 20), cornerRadius: 0, color: .black, context: drawContext(clip: clip))
    )
    #expect(cut.clip == px(0, 1, 11, 11))
    #expect(cut.bounds == px(5, 5, 11, 11))
    #expect(cut.opaqueCore == px(5, 5, 11, 11))
    let away = DrawCommand.fill(
      CGRect(x: 50, y: 50, width: 20, height: 20), cornerRadius: 0, color: .black, context: drawContext(clip: clip))
    #expect(grid.operation(for: away) == nil)
    let nothing = DrawCommand.fill(
      CGRect(x: 5, y: 5, width: 20, height: 20), cornerRadius: 0, color: .black, context: drawContext(clip: .null))
    #expect(grid.operation(for: nothing) == nil)
  }

  @Test("Text's top-left corner is rounded to a whole pixel; its bounds are the measured size in pixels")
  func text() {
    let grid = PixelGrid.output(200, 200, scale: 2)
    let font = UIFont.systemFont(ofSize: 10)
    // FixedWidthTextMeasurer: "abc" is 3 × 5 points wide, 12 points tall.
    let command = DrawCommand.text(
      "abc", frame: CGRect(x: 10.3, y: 20.2, width: 15, height: 12), font: font, color: .black,
      context: drawContext(0.5))
    let operation = grid.place(command)
    #expect(operation.content == .text("abc", font: font, x: 21, y: 40))
    #expect(operation.bounds == px(21, 40, 51, 64))
    #expect(operation.color == DisplayOperation.Color(red: 0, green: 0, blue: 0, alpha: 128))
    #expect(operation.opaqueCore == nil)
    let empty = DrawCommand.text(
      "", frame: CGRect(x: 0, y: 0, width: 0, height: 12), font: font, color: .black, context: drawContext())
    #expect(grid.operation(for: empty) == nil)
  }

  @Test("An image keeps its fractional destination and touches every pixel it overlaps")
  func image() throws {
    let image = try UIImage(pixelWidth: 1, pixelHeight: 1, pixels: [0, 0, 0, 255])
    let grid = PixelGrid.output(100, 100)
    let operation = grid.place(
      .image(image, rect: CGRect(x: 1.5, y: 2, width: 10, height: 3.25), context: drawContext()))
    #expect(operation.content == .image(image, x: 1.5, y: 2, width: 10, height: 3.25))
    #expect(operation.bounds == px(1, 2, 12, 6))
    #expect(operation.color.alpha == 255)
  }

  @Test("Nothing transparent is placed: a clear colour, or a canvas alpha of zero")
  func transparentDropped() {
    let grid = PixelGrid.output(100, 100)
    #expect(grid.operation(for: fillCommand(CGRect(x: 0, y: 0, width: 10, height: 10), .clear)) == nil)
    #expect(grid.operation(for: fillCommand(CGRect(x: 0, y: 0, width: 10, height: 10), .black, alpha: 0)) == nil)
  }
}
