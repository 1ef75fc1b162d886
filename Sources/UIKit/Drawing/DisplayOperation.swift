import Foundation

/// One drawing operation of a `DisplayList`, resolved onto the output's pixel grid: the
/// canvas state it was drawn in (translation, clip, alpha) is folded into its geometry,
/// its clip and its colour, so it can be played, compared and culled on its own.
///
/// Two operations that are equal paint the same pixels; that is what damage tracking
/// relies on when it skips an operation that is in both frames.
public struct DisplayOperation: Hashable, Sendable {
  public enum Content: Hashable, Sendable {
    /// `color` over the whole clip, replacing what is there: the frame's background.
    case clear
    /// A rounded rectangle with coordinates relative to the whole pixel `(dx, dy)`, so
    /// that the same shape drawn elsewhere on the same sub-pixel offset rasterizes the
    /// same. `lineWidth` (pixels) makes it a stroke of the inside edge; `alpha` (0...1)
    /// scales its coverage: the colour's alpha times the canvas's.
    case shape(PixelShape, dx: Int, dy: Int, lineWidth: Double?, alpha: Double)
    /// One line of text, its top-left corner on the whole pixel `(x, y)`, drawn at the
    /// size its font renders it at.
    case text(String, font: UIFont, x: Int, y: Int)
    /// An image scaled into a rectangle of (fractional) pixels.
    case image(UIImage, x: Double, y: Double, width: Double, height: Double)

    public static func == (lhs: Content, rhs: Content) -> Bool {
      switch (lhs, rhs) {
      case (.clear, .clear):
        return true
      case (.shape(let s1, let x1, let y1, let w1, let a1), .shape(let s2, let x2, let y2, let w2, let a2)):
        return x1 == x2 && y1 == y2 && s1 == s2 && w1 == w2 && a1 == a2
      case (.text(let t1, let f1, let x1, let y1), .text(let t2, let f2, let x2, let y2)):
        return x1 == x2 && y1 == y2 && f1 == f2 && t1 == t2
      case (.image(let i1, let x1, let y1, let w1, let h1), .image(let i2, let x2, let y2, let w2, let h2)):
        // By identity: images are immutable, and the operation keeps its image alive,
        // so an identifier cannot come back as another image while it is compared.
        return i1 === i2 && x1 == x2 && y1 == y2 && w1 == w2 && h1 == h2
      default:
        return false
      }
    }

    public func hash(into hasher: inout Hasher) {
      switch self {
      case .clear:
        hasher.combine(0)
      case .shape(let shape, let dx, let dy, let lineWidth, let alpha):
        hasher.combine(1)
        hasher.combine(shape)
        hasher.combine(dx)
        hasher.combine(dy)
        hasher.combine(lineWidth)
        hasher.combine(alpha)
      case .text(let text, let font, let x, let y):
        hasher.combine(2)
        hasher.combine(text)
        hasher.combine(font)
        hasher.combine(x)
        hasher.combine(y)
      case .image(let image, let x, let y, let width, let height):
        hasher.combine(3)
        hasher.combine(ObjectIdentifier(image))
        hasher.combine(x)
        hasher.combine(y)
        hasher.combine(width)
        hasher.combine(height)
      }
    }
  }

  /// 8-bit straight-alpha colour. For shapes `alpha` is the colour's own (the canvas's
  /// alpha is in the content's); for text and images it is the alpha they are
  /// composited with.
  public struct Color: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    public init(_ color: UIColor) {
      (red, green, blue, alpha) = color.rgba8
    }

    public func sameHue(as other: Color) -> Bool {
      red == other.red && green == other.green && blue == other.blue
    }
  }

  public let content: Content
  public let color: Color
  /// Nothing is drawn outside it.
  public let clip: PixelRect
  /// The pixels it can touch: its geometry within its clip, never empty.
  public let bounds: PixelRect
  /// A rectangle it paints opaquely, hiding what is under it; nil if none.
  public let opaqueCore: PixelRect?
  /// Where its pixels are, finer than `bounds` when that helps damage: a stroke's four
  /// sides, so that a border changing colour does not redraw what it surrounds.
  public let parts: [PixelRect]?
  /// Worked out once: comparing frames looks each operation up several times.
  let hashCode: Int

  public init(
    content: Content, color: Color, clip: PixelRect, bounds: PixelRect, opaqueCore: PixelRect? = nil,
    parts: [PixelRect]? = nil
  ) {
    self.content = content
    self.color = color
    self.clip = clip
    self.bounds = bounds
    self.opaqueCore = opaqueCore
    self.parts = parts
    hashCode = Self.hashCode(content, color, clip, bounds)
  }

  /// FNV-style mixing of the fields rather than `Hasher`: every operation of every
  /// frame is hashed, and this is a fraction of the cost.
  private static func hashCode(_ content: Content, _ color: Color, _ clip: PixelRect, _ bounds: PixelRect) -> Int {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ v: UInt64) {
      h = (h ^ v) &* 0x0000_0100_0000_01b3
      h ^= h >> 29
    }
    func mix(_ v: Int) { mix(UInt64(bitPattern: Int64(v))) }
    func mix(_ v: Double) { mix(v.bitPattern) }
    func mix(_ r: PixelRect) {
      mix(r.x0)
      mix(r.y0)
      mix(r.x1)
      mix(r.y1)
    }
    switch content {
    case .clear:
      mix(1)
    case .shape(let shape, let dx, let dy, let lineWidth, let alpha):
      mix(2)
      mix(shape.minX)
      mix(shape.minY)
      mix(shape.maxX)
      mix(shape.maxY)
      mix(shape.radius)
      mix(dx)
      mix(dy)
      mix(lineWidth ?? -1)
      mix(alpha)
    case .text(let text, let font, let x, let y):
      mix(3)
      for byte in text.utf8 { mix(UInt64(byte)) }
      mix(Double(font.pointSize))
      mix(Double(font.weight.rawValue))
      mix(x)
      mix(y)
    case .image(let image, let x, let y, let width, let height):
      mix(4)
      mix(UInt64(UInt(bitPattern: ObjectIdentifier(image))))
      mix(x)
      mix(y)
      mix(width)
      mix(height)
    }
    mix(UInt64(color.red) << 24 | UInt64(color.green) << 16 | UInt64(color.blue) << 8 | UInt64(color.alpha))
    mix(clip)
    mix(bounds)
    return Int(truncatingIfNeeded: h)
  }

  /// The rectangles that change on screen when it appears or goes away.
  public var damageRects: [PixelRect] { parts ?? [bounds] }

  public static func == (lhs: DisplayOperation, rhs: DisplayOperation) -> Bool {
    // What an operation paints is decided by its content, colour, clip and bounds; the
    // core and parts follow from them.
    lhs.hashCode == rhs.hashCode && lhs.bounds == rhs.bounds && lhs.clip == rhs.clip && lhs.color == rhs.color
      && lhs.content == rhs.content
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(hashCode)
  }
}
