import Testing

@testable import SDLPlatform

/// The anti-aliasing maths, without SDL: coverage sums to the area, edges are exact.
struct CoverageRasterizerTests {
  /// Paints the output into a coverage grid (0...255 per pixel, last write wins).
  func paint(_ outer: CoverageRasterizer.Shape, _ inner: CoverageRasterizer.Shape? = nil, width: Int, height: Int)
    -> [[Int]]
  {
    var grid = Array(repeating: Array(repeating: 0, count: width), count: height)
    CoverageRasterizer().rasterize(outer: outer, inner: inner, alpha: 1, clip: (0, 0, width, height)) { rect in
      for y in rect.y..<rect.y + rect.height {
        for x in rect.x..<rect.x + rect.width { grid[y][x] += Int(rect.alpha) }
      }
    }
    return grid
  }

  @Test("A stroke leaves its inside empty")
  func strokeInsideIsEmpty() {
    let outer = CoverageRasterizer.Shape(minX: 2, minY: 2, maxX: 30, maxY: 40, radius: 5)
    let grid = paint(outer, outer.inset(by: 1), width: 32, height: 44)
    #expect(grid[20][2] == 255)
    #expect(grid[20][29] == 255)
    #expect(grid[20][15] == 0)
    #expect(grid[2][15] == 255)
    #expect(grid[39][15] == 255)
    #expect(grid[10][10] == 0)
  }
}

extension CoverageRasterizerTests {
  @Test("Coverage adds up to the area at fractional positions (exact for straight edges)")
  func areaIsExact() {
    for (x, y) in [(2.0, 3.0), (2.25, 3.5), (2.7, 3.1)] {
      let shape = CoverageRasterizer.Shape(minX: x, minY: y, maxX: x + 20.5, maxY: y + 11.25, radius: 0)
      let total = paint(shape, width: 40, height: 40).joined().reduce(0, +)
      let area = 20.5 * 11.25 * 255
      #expect(abs(Double(total) - area) <= area * 0.005, "at (\(x), \(y)): \(total) vs \(area)")
    }
  }

  @Test("A rounded rectangle loses about (4 - π)·r² to its corners")
  func roundedArea() {
    let shape = CoverageRasterizer.Shape(minX: 1, minY: 1, maxX: 41, maxY: 31, radius: 8)
    let total = Double(paint(shape, width: 44, height: 34).joined().reduce(0, +)) / 255
    let expected = 40.0 * 30 - (4 - Double.pi) * 64
    #expect(abs(total - expected) < 3, "\(total) vs \(expected)")
  }
}
