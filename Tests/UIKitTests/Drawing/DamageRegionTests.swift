import Foundation
import Testing

@testable import UIKit

/// Damage between frames: disjoint rectangles covering exactly what changed.
@Suite("Damage")
@MainActor
struct DamageRegionTests {
  let grid = PixelGrid.output(100, 100)

  func frame(_ commands: [DrawCommand]) -> DisplayList {
    DisplayList(grid: grid, background: .white, commands: commands)
  }

  func covered(_ rects: [PixelRect], width: Int, height: Int) -> [[Int]] {
    var grid = Array(repeating: Array(repeating: 0, count: width), count: height)
    for r in rects {
      for y in r.y0..<r.y1 { for x in r.x0..<r.x1 { grid[y][x] += 1 } }
    }
    return grid
  }

  let a = fillCommand(CGRect(x: 0, y: 0, width: 10, height: 10), .black)
  let b = fillCommand(CGRect(x: 50, y: 50, width: 10, height: 10), .black)
  let bMoved = fillCommand(CGRect(x: 50, y: 55, width: 10, height: 10), .black)

  @Test("The union is disjoint and covers every input rectangle")
  func disjointUnion() {
    let input = [
      PixelRect(x0: 0, y0: 0, x1: 10, y1: 3), PixelRect(x0: 0, y0: 0, x1: 2, y1: 20),
      PixelRect(x0: 8, y0: 0, x1: 10, y1: 20), PixelRect(x0: 0, y0: 17, x1: 10, y1: 20),
      PixelRect(x0: 3, y0: 5, x1: 4, y1: 6), PixelRect(x0: 30, y0: 30, x1: 40, y1: 40),
      PixelRect(x0: 32, y0: 32, x1: 34, y1: 34),
    ]
    let output = DamageRegion.disjointUnion(input)
    let grid = covered(output, width: 40, height: 40)
    #expect(grid.joined().allSatisfy { $0 <= 1 }, "overlapping output")
    for r in input {
      for y in r.y0..<r.y1 { for x in r.x0..<r.x1 { #expect(grid[y][x] == 1) } }
    }
    // A frame's four stroke sides stay four thin pieces, not their bounding box.
    #expect(grid[10][5] == 0)
  }

  @Test("Past the piece limit the union is one box around everything")
  func manyPieces() {
    // A comb of thin, separate teeth: each tooth is a piece of its own, and more teeth
    // than the limit allows.
    let count = DamageRegion.pieceLimit * 5
    let input = (0..<count).map { PixelRect(x0: 3 * $0, y0: $0 % 7, x1: 3 * $0 + 1, y1: 10 + $0 % 5) }
    #expect(DamageRegion.disjointUnion(input) == [PixelRect(x0: 0, y0: 0, x1: 3 * (count - 1) + 1, y1: 14)])
    let fewer = Array(input.prefix(DamageRegion.pieceLimit + 1))
    #expect(DamageRegion.disjointUnion(fewer) == [PixelRect(x0: 0, y0: 0, x1: 3 * DamageRegion.pieceLimit + 1, y1: 14)])
    let few = Array(input.prefix(DamageRegion.pieceLimit))
    #expect(DamageRegion.disjointUnion(few).count == DamageRegion.pieceLimit)
  }

  @Test("Unchanged frames have no damage; a moved fill damages where it was and where it is")
  func movedFill() {
    #expect(frame([a, b]).damage(since: frame([a, b])).isEmpty)
    // (50, 50)..<(60, 60) and (50, 55)..<(60, 65) overlap by half: cheaper as one.
    #expect(frame([a, bMoved]).damage(since: frame([a, b])) == [px(50, 50, 60, 65)])
  }

  @Test("An operation that went away or appeared damages its own pixels")
  func removedAndAdded() {
    #expect(frame([a]).damage(since: frame([a, b])) == [px(50, 50, 60, 60)])
    #expect(frame([a, b]).damage(since: frame([a])) == [px(50, 50, 60, 60)])
    // As multisets: one of two equal fills going away still counts.
    #expect(frame([a, b]).damage(since: frame([a, b, a])) == [px(0, 0, 10, 10)])
  }

  @Test("A border changing colour damages its four sides, not what they surround")
  func borderColour() {
    func border(_ color: UIColor) -> DrawCommand {
      .stroke(
        CGRect(x: 10, y: 10, width: 80, height: 50), cornerRadius: 8, lineWidth: 1, color: color,
        context: drawContext())
    }
    let damage = frame([border(.black)]).damage(since: frame([border(.systemGray4)]))
    let pixels = covered(damage, width: 100, height: 100)
    #expect(pixels.joined().allSatisfy { $0 <= 1 }, "overlapping damage")
    // 9 rows at the top and the bottom (the corner's 8 and one), 2 columns at each side.
    let area = damage.reduce(0) { $0 + $1.area }
    let sides = 2 * (80 * 9) + 2 * (2 * (51 - 19))
    #expect(area == sides)
    #expect(pixels[30][50] == 0)
    #expect(pixels[10][50] == 1)
    #expect(pixels[59][50] == 1)
    #expect(pixels[30][11] == 1)
    #expect(pixels[30][88] == 1)
    #expect(pixels[30][87] == 0)
  }

  @Test("Without a previous frame, or after a resize, the whole output is damaged")
  func noPreviousFrame() {
    #expect(frame([a]).damage(since: nil) == [grid.bounds])
    let other = DisplayList(grid: .output(100, 90), background: .white, commands: [a])
    #expect(frame([a]).damage(since: other) == [grid.bounds])
  }

  @Test("The same operations in another order redraw everything")
  func reordered() {
    #expect(frame([a, b]).damage(since: frame([b, a])) == [grid.bounds])
  }
}
