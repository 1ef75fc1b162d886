/// A rectangle of whole output pixels, `x0..<x1` × `y0..<y1`: clips, bounds and damage.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
  public var x0: Int
  public var y0: Int
  public var x1: Int
  public var y1: Int

  public init(x0: Int, y0: Int, x1: Int, y1: Int) {
    self.x0 = x0
    self.y0 = y0
    self.x1 = x1
    self.y1 = y1
  }

  public var isEmpty: Bool { x0 >= x1 || y0 >= y1 }

  public func intersection(_ other: PixelRect) -> PixelRect {
    PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
  }

  public func union(_ other: PixelRect) -> PixelRect {
    PixelRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
  }

  public func offsetBy(dx: Int, dy: Int) -> PixelRect {
    PixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy)
  }

  public var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

  public func contains(_ other: PixelRect) -> Bool {
    other.x0 >= x0 && other.y0 >= y0 && other.x1 <= x1 && other.y1 <= y1
  }

  /// Whether the two share an edge (side by side with the same span).
  public func touches(_ other: PixelRect) -> Bool {
    (x0 == other.x0 && x1 == other.x1 && (y1 == other.y0 || other.y1 == y0))
      || (y0 == other.y0 && y1 == other.y1 && (x1 == other.x0 || other.x1 == x0))
  }

  /// This rectangle minus `hole` (which it contains): up to four disjoint strips.
  public func subtracting(_ hole: PixelRect) -> [PixelRect] {
    [
      PixelRect(x0: x0, y0: y0, x1: x1, y1: hole.y0),
      PixelRect(x0: x0, y0: hole.y1, x1: x1, y1: y1),
      PixelRect(x0: x0, y0: hole.y0, x1: hole.x0, y1: hole.y1),
      PixelRect(x0: hole.x1, y0: hole.y0, x1: x1, y1: hole.y1),
    ].filter { !$0.isEmpty }
  }

  public var description: String { "(\(x0), \(y0))..<(\(x1), \(y1))" }
}
