import CSDL2
import UIKit

/// Rasterizations of a display list's shapes (`CoverageRasterizer`), kept for reuse.
///
/// Within its clip a shape's rasterization depends only on its size, radius, line width,
/// alpha and sub-pixel offset, so the key caps of a keyboard share one, wherever they
/// are. Small shapes (a key cap) are rasterized whole even when their clip cuts them
/// (the bottom row while the keyboard slides in) and cut when played: the same pixels
/// inside the clip, and one cached rasterization instead of one per frame. Larger shapes
/// that their clip cuts are rasterized to the clip, every time.
@MainActor
final class SDLShapeCache {
  /// Rectangles of one coverage, filled with one `SDL_RenderFillRects` call.
  struct RectBatch {
    var alpha: UInt8
    var rects: [SDL_Rect]
  }

  /// A shape's rasterization: its batches and their bounding box (pixels relative to
  /// the shape's origin pixel), and for small shapes the same coverage as a texture.
  struct Rasterized {
    var batches: [RectBatch]
    var bounds: PixelRect
    var texture: OpaquePointer?
  }

  private struct Key: Hashable {
    var shape: PixelShape
    var lineWidth: Double?
    var alpha: Double

    /// One word for the hasher instead of seven: looked up for every shape played.
    func hash(into hasher: inout Hasher) {
      var h: UInt64 = 0xcbf2_9ce4_8422_2325
      for v in [shape.maxX, shape.maxY, shape.radius, shape.minX, shape.minY, lineWidth ?? -1, alpha] {
        h = (h ^ v.bitPattern) &* 0x0000_0100_0000_01b3
        h ^= h >> 29
      }
      hasher.combine(h &+ (lineWidth == nil ? 0 : 1))
    }
  }

  /// Shapes up to this many pixels are drawn from a texture: one copy instead of a fill
  /// per run of coverage.
  static let textureLimit = PixelShape.smallShapeArea

  private let renderer: OpaquePointer
  private let rasterizer = CoverageRasterizer()
  private var cache: LRUCache<Key, Rasterized>

  init(renderer: OpaquePointer, graveyard: TextureGraveyard) {
    self.renderer = renderer
    cache = LRUCache(capacity: 1024) { if let texture = $0.texture { graveyard.bury(texture) } }
  }

  /// The rasterization of `shape` drawn at the whole pixel `(dx, dy)` in `clip`.
  func rasterization(of shape: PixelShape, dx: Int, dy: Int, lineWidth: Double?, alpha: Double, clip: PixelRect)
    -> Rasterized
  {
    let whole = shape.isSmall || Self.isInside(shape, dx: dx, dy: dy, clip: clip)
    let key = Key(shape: shape, lineWidth: lineWidth, alpha: alpha)
    if whole, let cached = cache.value(for: key) { return cached }
    let localClip =
      whole
      ? (x0: 0, y0: 0, x1: Int.max / 2, y1: Int.max / 2)
      : (x0: clip.x0 - dx, y0: clip.y0 - dy, x1: clip.x1 - dx, y1: clip.y1 - dy)
    var batches: [RectBatch] = []
    var slots: [UInt8: Int] = [:]
    var bounds = PixelRect(x0: .max, y0: .max, x1: .min, y1: .min)
    let rects = rasterizer.rasterize(
      outer: shape, inner: lineWidth.map { shape.inset(by: $0) }, alpha: alpha, clip: localClip)
    for rect in rects {
      let sdlRect = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
      bounds = bounds.union(PixelRect(x0: rect.x, y0: rect.y, x1: rect.x + rect.width, y1: rect.y + rect.height))
      if let slot = slots[rect.alpha] {
        batches[slot].rects.append(sdlRect)
      } else {
        slots[rect.alpha] = batches.count
        batches.append(RectBatch(alpha: rect.alpha, rects: [sdlRect]))
      }
    }
    var rasterized = Rasterized(batches: batches, bounds: bounds)
    if whole {
      if !batches.isEmpty && bounds.x0 >= 0 && bounds.y0 >= 0 && bounds.x1 * bounds.y1 <= Self.textureLimit {
        rasterized.texture = makeCoverageTexture(batches, width: bounds.x1, height: bounds.y1)
      }
      cache.insert(rasterized, for: key)
    }
    return rasterized
  }

  /// Gives every texture to the graveyard.
  func removeAll() {
    cache.removeAll()
  }

  /// Whether the shape at `(dx, dy)` lies wholly inside `clip`.
  static func isInside(_ shape: PixelShape, dx: Int, dy: Int, clip: PixelRect) -> Bool {
    dx >= clip.x0 && dy >= clip.y0 && dx + Int(shape.maxX.rounded(.up)) <= clip.x1
      && dy + Int(shape.maxY.rounded(.up)) <= clip.y1
  }

  /// A white texture whose alpha is the coverage (× the colour's alpha) of `batches`;
  /// drawn with the colour as colour modulation.
  private func makeCoverageTexture(_ batches: [RectBatch], width: Int, height: Int) -> OpaquePointer? {
    var pixels = [UInt32](repeating: 0x00FF_FFFF, count: width * height)
    for batch in batches {
      let value = UInt32(batch.alpha) << 24 | 0x00FF_FFFF
      for rect in batch.rects {
        for y in Int(rect.y)..<Int(rect.y + rect.h) {
          let row = y * width
          for x in Int(rect.x)..<Int(rect.x + rect.w) { pixels[row + x] = value }
        }
      }
    }
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width),
        Int32(height))
    else { return nil }
    pixels.withUnsafeBytes { bytes in
      _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(width * 4))
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
    return texture
  }
}
