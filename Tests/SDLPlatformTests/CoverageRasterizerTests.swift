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
