/// A rectangle of whole output pixels, `x0..<x1` × `y0..<y1`: clips, bounds and damage.
struct PixelRect: Hashable {
  var x0: Int
  var y0: Int
  var x1: Int
  var y1: Int
  var isEmpty: Bool { x0 >= x1 || y0 >= y1 }

  func intersection(_ other: PixelRect) -> PixelRect {
    PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
  }

  func union(_ other: PixelRect) -> PixelRect {
    PixelRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
  }

  func offsetBy(dx: Int, dy: Int) -> PixelRect {
    PixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy)
  }

  var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

  func contains(_ other: PixelRect) -> Bool {
    other.x0 >= x0 && other.y0 >= y0 && other.x1 <= x1 && other.y1 <= y1
  }

  /// Whether the two share an edge (side by side with the same span).
  func touches(_ other: PixelRect) -> Bool {
    (x0 == other.x0 && x1 == other.x1 && (y1 == other.y0 || other.y1 == y0))
      || (y0 == other.y0 && y1 == other.y1 && (x1 == other.x0 || other.x1 == x0))
  }

  /// This rectangle minus `hole` (which it contains): up to four disjoint strips.
  func subtracting(_ hole: PixelRect) -> [PixelRect] {
    [
      PixelRect(x0: x0, y0: y0, x1: x1, y1: hole.y0),
      PixelRect(x0: x0, y0: hole.y1, x1: x1, y1: y1),
      PixelRect(x0: x0, y0: hole.y0, x1: hole.x0, y1: hole.y1),
      PixelRect(x0: hole.x1, y0: hole.y0, x1: x1, y1: hole.y1),
    ].filter { !$0.isEmpty }
  }
}
