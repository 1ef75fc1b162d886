/// A rounded rectangle in output pixels (fractional coordinates), as shapes are
/// rasterized: fills, and strokes as the difference of two of them.
public struct PixelShape: Hashable, Sendable {
  public var minX: Double
  public var minY: Double
  public var maxX: Double
  public var maxY: Double
  public var radius: Double

  public init(minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
    // As Core Animation does: the radius never exceeds half the shorter side.
    self.radius = max(0, min(radius, (maxX - minX) / 2, (maxY - minY) / 2))
  }

  public var isEmpty: Bool { !(maxX > minX && maxY > minY) }

  /// The shape `width` inside this one, its radius reduced so both edges stay parallel.
  public func inset(by width: Double) -> PixelShape {
    PixelShape(
      minX: minX + width, minY: minY + width, maxX: maxX - width, maxY: maxY - width,
      radius: radius - width)
  }

  /// Whole pixel rows in which the span is the full width and every band is inside.
  public var straightRows: Range<Int> {
    let first = Int((minY + radius).rounded(.up))
    let end = Int((maxY - radius).rounded(.down))
    return first < end ? first..<end : 0..<0
  }

  /// The pixels it touches at all, partly covered ones included.
  public var pixelBounds: PixelRect {
    PixelRect(
      x0: Int(minX.rounded(.down)), y0: Int(minY.rounded(.down)), x1: Int(maxX.rounded(.up)),
      y1: Int(maxY.rounded(.up)))
  }

  /// The pixels wholly inside it: the straight rows, between the whole columns. (A
  /// rounded rectangle has more inside its corners' rows, left out for simplicity; what
  /// this is used for, hiding what is under a shape, needs a part, not all.)
  public var coveredPixels: PixelRect? {
    let rows = straightRows
    let rect = PixelRect(
      x0: Int(minX.rounded(.up)), y0: rows.lowerBound, x1: Int(maxX.rounded(.down)), y1: rows.upperBound)
    return rect.isEmpty ? nil : rect
  }

  /// Small enough (a key cap, at most `smallShapeArea` pixels touched) to be placed on
  /// quarter pixels and rasterized whole, so that one rasterization serves it wherever
  /// it is drawn.
  public var isSmall: Bool {
    (maxX - minX + 1) * (maxY - minY + 1) <= Double(Self.smallShapeArea)
  }

  public static let smallShapeArea = 128 * 128
}
