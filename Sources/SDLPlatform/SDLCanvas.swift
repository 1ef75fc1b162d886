import CSDL2
import Foundation
import UIKit

/// UIKit's `Canvas` on an `SDL_Renderer` (a window's, or the software renderer of a
/// headless surface).
///
/// Views draw in points; the canvas multiplies by `pixelsPerPoint` itself rather than
/// using `SDL_RenderSetScale`, so that text textures, rendered at the pixel size, land on
/// whole pixels and stay crisp, while shapes keep their fractional positions and get
/// anti-aliased edges from `CoverageRasterizer` (an animating field's border glides
/// instead of jumping a pixel at a time). Clipping is kept as a pixel rectangle: shapes
/// are cut to it exactly, text and images through `SDL_RenderSetClipRect`.
///
/// A frame is recorded between `beginFrame` and `finishFrame`, then played to SDL.
/// Recording first lets the canvas skip what cannot be seen: everything under the last
/// opaque rectangle that covers the whole output (the window's background, then the
/// screen's white root view on top of it) is never filled, which on the software
/// renderer is most of a frame's cost. Shapes of the same size, radius and sub-pixel
/// offset (the keyboard's keys) are rasterized once and their rectangles reused.
///
/// On a target that keeps its pixels between frames (the headless surface) only what
/// changed is redrawn: the operations of this frame and the last are compared, and the
/// bounds of those that appeared or went away are the damage; every operation that
/// touches the damage is replayed clipped to it. The result is the same pixels as a full
/// redraw (the tests check it byte for byte); a window's double-buffered renderer, whose
/// back buffer is undefined after a present, always gets full redraws.
@MainActor
public final class SDLCanvas: Canvas {
  /// Held so the renderer outlives the textures this canvas destroys in `deinit`.
  public let target: any SDLRenderTarget
  public var renderer: OpaquePointer { target.renderer }
  /// Pixels per point: the `--scale`, times the display's HiDPI factor.
  public var pixelsPerPoint: CGFloat
  /// The output's size in pixels; drawing is clipped to it.
  public private(set) var pixelWidth: Int
  public private(set) var pixelHeight: Int

  let text: SDLTextRenderer
  private var images: LRUCache<ObjectIdentifier, ImageTexture>
  /// Textures evicted while a frame was recorded: destroyed after it is played.
  private let graveyard = TextureGraveyard()
  private let rasterizer = CoverageRasterizer()
  private var shapeCache: LRUCache<ShapeKey, Rasterized>
  private var imageSerial = 0

  private struct State {
    var translation: CGPoint = .zero
    var clip: PixelRect
    var alpha: CGFloat = 1
  }

  /// A texture made from a `UIImage`, holding the image so its identifier stays unique.
  private struct ImageTexture {
    var image: UIImage
    var texture: OpaquePointer
    var serial: Int
  }

  /// A shape's rasterization relative to the whole pixel at its top-left corner.
  private struct ShapeKey: Hashable {
    var width: Double
    var height: Double
    var radius: Double
    var fractionX: Double
    var fractionY: Double
    var innerInset: Double?
    var alpha: Double

    /// One word for the hasher instead of seven: looked up for every shape of a frame.
    func hash(into hasher: inout Hasher) {
      var h: UInt64 = 0xcbf2_9ce4_8422_2325
      for v in [width, height, radius, fractionX, fractionY, innerInset ?? -1, alpha] {
        h = (h ^ v.bitPattern) &* 0x0000_0100_0000_01b3
        h ^= h >> 29
      }
      hasher.combine(h &+ (innerInset == nil ? 0 : 1))
    }
  }

  /// Rectangles of one coverage, filled with one `SDL_RenderFillRects` call.
  private struct RectBatch {
    var alpha: UInt8
    var rects: [SDL_Rect]
  }

  /// A shape's rasterization: its batches and their bounding box (local pixels), the
  /// largest opaque rectangle in it, and for small shapes the same coverage as a texture.
  private struct Rasterized {
    var batches: [RectBatch]
    var bounds: PixelRect
    var core: PixelRect?
    var texture: OpaquePointer?
  }

  /// Shapes up to this many pixels (a key cap) are drawn from a texture: one copy
  /// instead of a fill per run of coverage.
  static let textureShapeLimit = 128 * 128

  /// What identifies an operation's pixels, for comparing frames.
  private enum Signature: Hashable {
    case clear(UInt32)
    case shape(ShapeKey, dx: Int, dy: Int, color: UInt32, clip: PixelRect)
    case texture(serial: Int, x: Float, y: Float, w: Float, h: Float, color: UInt32, clip: PixelRect)
  }

  /// A signature with its hash worked out once, when recorded: comparing frames looks
  /// each one up several times.
  private struct KeyedSignature: Hashable {
    let signature: Signature
    let hashCode: UInt64

    init(_ signature: Signature) {
      self.signature = signature
      var h: UInt64 = 0xcbf2_9ce4_8422_2325
      func mix(_ v: UInt64) {
        h = (h ^ v) &* 0x0000_0100_0000_01b3
        h ^= h >> 29
      }
      func mix(_ r: PixelRect) {
        mix(UInt64(bitPattern: Int64(r.x0))); mix(UInt64(bitPattern: Int64(r.y0)))
        mix(UInt64(bitPattern: Int64(r.x1))); mix(UInt64(bitPattern: Int64(r.y1)))
      }
      switch signature {
      case .clear(let color):
        mix(1); mix(UInt64(color))
      case .shape(let key, let dx, let dy, let color, let clip):
        mix(2); mix(key.width.bitPattern); mix(key.height.bitPattern); mix(key.radius.bitPattern)
        mix(key.fractionX.bitPattern); mix(key.fractionY.bitPattern); mix(key.innerInset?.bitPattern ?? 0x7ff8_dead)
        mix(key.alpha.bitPattern); mix(UInt64(bitPattern: Int64(dx))); mix(UInt64(bitPattern: Int64(dy)))
        mix(UInt64(color)); mix(clip)
      case .texture(let serial, let x, let y, let w, let h, let color, let clip):
        mix(3); mix(UInt64(bitPattern: Int64(serial))); mix(UInt64(x.bitPattern)); mix(UInt64(y.bitPattern))
        mix(UInt64(w.bitPattern)); mix(UInt64(h.bitPattern)); mix(UInt64(color)); mix(clip)
      }
      hashCode = h
    }

    static func == (a: Self, b: Self) -> Bool {
      a.hashCode == b.hashCode && a.signature == b.signature
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(hashCode)
    }
  }

  private enum Payload {
    case clear(r: UInt8, g: UInt8, b: UInt8)
    case rects(batches: [RectBatch], dx: Int32, dy: Int32, r: UInt8, g: UInt8, b: UInt8)
    case texture(OpaquePointer, SDL_FRect, r: UInt8, g: UInt8, b: UInt8, alpha: UInt8)
  }

  /// One recorded drawing operation, in output pixels.
  private struct Operation {
    var signature: KeyedSignature
    /// The pixels it can touch: its geometry within its clip.
    var bounds: PixelRect
    var clip: PixelRect
    var payload: Payload
    /// The largest rectangle it paints opaquely, hiding what is under it.
    var opaqueCore: PixelRect?
    /// Where its pixels are, finer than `bounds` (a stroke's four sides), for damage.
    var parts: [PixelRect]? = nil
  }

  private var state: State
  private var saved: [State] = []
  private var operations: [Operation] = []
  /// The last operation that hides everything before it (an opaque full-output fill).
  private var firstVisibleOperation = 0
  /// The colour everything recorded since the last full-output fill (or the clear)
  /// was drawn on, and the areas drawn on since: painting that colour where nothing
  /// was drawn yet changes no pixel (white fields on a white screen), so it is skipped.
  private var baseColor: (UInt8, UInt8, UInt8) = (0, 0, 0)
  private var touched: [PixelRect] = []
  private var clearColor: UIColor = .black
  /// The operations visible in the last frame played, to find what changed.
  private var previousFrame: [Operation] = []
  private var previousSize: (Int, Int)?
  /// Redraw everything every frame even on a retaining target (benchmarks, debugging).
  public var alwaysRedrawEverything = false
  /// Whether the target keeps its pixels between frames (a surface does; a window's
  /// back buffer does not).
  public var targetRetainsContents: Bool
  /// Output pixels redrawn by the last frame (its damage area).
  public private(set) var lastFrameRedrawnPixels = 0
  private var appliedClip: PixelRect?
  private var scratch: [SDL_Rect] = []
  private var appliedBlend: SDL_BlendMode?

  public init(target: any SDLRenderTarget, fonts: FontCache, pixelsPerPoint: CGFloat) {
    self.target = target
    self.pixelsPerPoint = pixelsPerPoint
    targetRetainsContents = target.retainsContents
    (pixelWidth, pixelHeight) = target.pixelSize
    let graveyard = graveyard
    text = SDLTextRenderer(renderer: target.renderer, fonts: fonts) { graveyard.bury($0) }
    images = LRUCache(capacity: 64 << 20) { graveyard.bury($0.texture) }
    shapeCache = LRUCache(capacity: 1024) { if let texture = $0.texture { graveyard.bury(texture) } }
    state = State(clip: PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight))
  }

  isolated deinit {
    images.removeAll()
    graveyard.destroyAll()
  }

  /// Starts recording a frame over an output cleared to `clearColor`.
  public func beginFrame(clearColor: UIColor = .black) {
    (pixelWidth, pixelHeight) = target.pixelSize
    saved.removeAll()
    state = State(clip: PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight))
    operations.removeAll(keepingCapacity: true)
    firstVisibleOperation = 0
    self.clearColor = clearColor
    let (r, g, b, _) = clearColor.rgba8
    baseColor = (r, g, b)
    touched.removeAll(keepingCapacity: true)
  }

  /// Plays the recorded frame to the renderer (then read pixels, or present).
  public func finishFrame() {
    var visible = Array(operations[firstVisibleOperation...])
    if firstVisibleOperation == 0 || operations.isEmpty {
      let (r, g, b, a) = clearColor.rgba8
      let all = PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight)
      visible.insert(
        Operation(
          signature: KeyedSignature(.clear(Self.packed(r, g, b, a))), bounds: all, clip: all,
          payload: .clear(r: r, g: g, b: b),
          opaqueCore: all),
        at: 0)
    }
    let full = PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight)
    let sameSize = previousSize.map { $0 == (pixelWidth, pixelHeight) } ?? false
    let damage: [PixelRect] =
      targetRetainsContents && !alwaysRedrawEverything && sameSize
      ? DamageRegion.between(
        oldCount: previousFrame.count, newCount: visible.count,
        oldSignature: { previousFrame[$0].signature }, newSignature: { visible[$0].signature },
        oldParts: { index, rects in Self.appendParts(of: previousFrame[index], to: &rects) },
        newParts: { index, rects in Self.appendParts(of: visible[index], to: &rects) },
        full: full) : [full]
    appliedClip = nil
    appliedBlend = nil
    lastFrameRedrawnPixels = 0
    for area in damage {
      lastFrameRedrawnPixels += (area.x1 - area.x0) * (area.y1 - area.y0)
      play(visible, in: area, searchingBelow: visible.count)
    }
    SDL_RenderSetClipRect(renderer, nil)
    previousFrame = visible
    previousSize = (pixelWidth, pixelHeight)
    operations.removeAll(keepingCapacity: true)
    graveyard.destroyAll()
  }

  private static func appendParts(of operation: Operation, to rects: inout [PixelRect]) {
    if let parts = operation.parts { rects.append(contentsOf: parts) } else { rects.append(operation.bounds) }
  }

  /// Replays what shows in `area`: from the last operation below `limit` whose opaque
  /// core covers a good part of it (nothing earlier shows there), and the rest of the
  /// area, outside that core, the same way with the operations before it.
  private func play(_ visible: [Operation], in area: PixelRect, searchingBelow limit: Int) {
    var occluder: Int?
    var covered = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
    var index = limit - 1
    while index >= 0 {
      if let core = visible[index].opaqueCore {
        let overlap = core.intersection(area)
        if !overlap.isEmpty && (overlap == area || overlap.area >= max(4096, area.area / 8)) {
          occluder = index
          covered = overlap
          break
        }
      }
      index -= 1
    }
    guard let start = occluder else {
      playOperations(visible[...], in: area)
      return
    }
    playOperations(visible[start...], in: covered)
    for strip in area.subtracting(covered) {
      play(visible, in: strip, searchingBelow: start)
    }
  }

  private func playOperations(_ operations: ArraySlice<Operation>, in area: PixelRect) {
    for index in operations.indices {
      // Geometry first: most operations miss a small damage area, and copying one
      // whole (its payload's arrays) costs reference counting.
      let clip = operations[index].clip.intersection(area)
      let visible = operations[index].bounds.intersection(clip)
      guard !visible.isEmpty else { continue }
      let operation = operations[index]
      // What the next operation covers opaquely is not drawn (a key cap over its shadow).
      if index + 1 < operations.endIndex, let core = operations[index + 1].opaqueCore?.intersection(visible),
        core.area * 2 >= visible.area
      {
        for strip in visible.subtracting(core) { play(operation.payload, clip: strip) }
        continue
      }
      play(operation.payload, clip: visible)
    }
  }

  /// Drops what was recorded since `beginFrame` without drawing it (a cache warm-up).
  public func discardFrame() {
    operations.removeAll(keepingCapacity: true)
    graveyard.destroyAll()
  }

  /// Forgets the last frame, so the next one is drawn in full.
  public func invalidateContents() {
    previousFrame = []
    previousSize = nil
  }

  private nonisolated static func packed(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
    UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a)
  }

  /// How many image textures the cache holds (for tests).
  var imageTextureCount: Int { images.count }

  /// Textures that text drawing has created so far (cache misses).
  public var textTexturesCreated: Int { text.texturesCreated }

  // MARK: State

  public func saveState() {
    saved.append(state)
  }

  public func restoreState() {
    if let previous = saved.popLast() { state = previous }
  }

  public func translate(by offset: CGPoint) {
    state.translation.x += offset.x
    state.translation.y += offset.y
  }

  public func clip(to rect: CGRect) {
    let p = pixelRect(rect)
    let clip = PixelRect(
      x0: Int(p.minX.rounded()), y0: Int(p.minY.rounded()), x1: Int(p.maxX.rounded()),
      y1: Int(p.maxY.rounded()))
    state.clip = PixelRect(
      x0: max(state.clip.x0, clip.x0), y0: max(state.clip.y0, clip.y0), x1: min(state.clip.x1, clip.x1),
      y1: min(state.clip.y1, clip.y1))
  }

  public func multiplyAlpha(_ alpha: CGFloat) {
    state.alpha *= min(max(alpha, 0), 1)
  }

  // MARK: Shapes

  public func fill(_ rect: CGRect, cornerRadius: CGFloat, color: UIColor) {
    guard !state.clip.isEmpty else { return }
    let p = pixelRect(rect)
    let shape = CoverageRasterizer.Shape(
      minX: Double(p.minX), minY: Double(p.minY), maxX: Double(p.maxX), maxY: Double(p.maxY),
      radius: Double(cornerRadius * pixelsPerPoint))
    record(outer: shape, innerInset: nil, color: color)
  }

  public func stroke(_ rect: CGRect, cornerRadius: CGFloat, lineWidth: CGFloat, color: UIColor) {
    guard !state.clip.isEmpty, lineWidth > 0 else { return }
    let p = pixelRect(rect)
    let outer = CoverageRasterizer.Shape(
      minX: Double(p.minX), minY: Double(p.minY), maxX: Double(p.maxX), maxY: Double(p.maxY),
      radius: Double(cornerRadius * pixelsPerPoint))
    let inset = Double(lineWidth * pixelsPerPoint)
    record(outer: outer, innerInset: outer.inset(by: inset).isEmpty ? nil : inset, color: color)
  }

  private func record(outer: CoverageRasterizer.Shape, innerInset: Double?, color: UIColor) {
    let (r, g, b, a) = color.rgba8
    let alpha = Double(a) / 255 * Double(state.alpha)
    guard alpha > 0, !outer.isEmpty else { return }
    let clip = state.clip
    var originX = outer.minX.rounded(.down)
    var originY = outer.minY.rounded(.down)
    var fractionX = outer.minX - originX
    var fractionY = outer.minY - originY
    // Small shapes (key caps) become textures, one per sub-pixel offset: offsets are
    // kept to quarter pixels so that a sliding keyboard reuses four, not one per frame.
    let small = (outer.maxX - outer.minX + 1) * (outer.maxY - outer.minY + 1) <= Double(Self.textureShapeLimit)
    if small {
      fractionX = (fractionX * 4).rounded() / 4
      fractionY = (fractionY * 4).rounded() / 4
      if fractionX == 1 { originX += 1; fractionX = 0 }
      if fractionY == 1 { originY += 1; fractionY = 0 }
    }
    let local = CoverageRasterizer.Shape(
      minX: fractionX, minY: fractionY, maxX: fractionX + (outer.maxX - outer.minX),
      maxY: fractionY + (outer.maxY - outer.minY), radius: outer.radius)
    let dx = Int(originX)
    let dy = Int(originY)
    // Inside the clip the rasterization depends only on the shape's size and sub-pixel
    // offset, so it can be reused wherever the same shape is drawn.
    // A small shape cut by the clip (a key of the bottom row while the keyboard slides
    // in) is rasterized whole all the same and cut when played: the same pixels inside
    // the clip, and one cached texture instead of a rasterization every frame.
    let fullyInside =
      dx >= clip.x0 && dy >= clip.y0 && dx + Int(local.maxX.rounded(.up)) <= clip.x1
      && dy + Int(local.maxY.rounded(.up)) <= clip.y1
    let inside = small || fullyInside
    let localClip =
      inside
      ? (x0: 0, y0: 0, x1: Int.max / 2, y1: Int.max / 2)
      : (x0: clip.x0 - dx, y0: clip.y0 - dy, x1: clip.x1 - dx, y1: clip.y1 - dy)
    let key = ShapeKey(
      width: local.maxX, height: local.maxY, radius: local.radius, fractionX: local.minX,
      fractionY: local.minY, innerInset: innerInset, alpha: alpha)
    var rasterized: Rasterized
    if inside, let cached = shapeCache.value(for: key) {
      rasterized = cached
    } else {
      var batches: [RectBatch] = []
      var slots: [UInt8: Int] = [:]
      var bounds = PixelRect(x0: .max, y0: .max, x1: .min, y1: .min)
      let rects = rasterizer.rasterize(
        outer: local, inner: innerInset.map { local.inset(by: $0) }, alpha: alpha, clip: localClip)
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
      var core: PixelRect?
      for batch in batches where batch.alpha == 255 {
        for rect in batch.rects where Int(rect.w) * Int(rect.h) > (core?.area ?? 0) {
          core = PixelRect(x0: Int(rect.x), y0: Int(rect.y), x1: Int(rect.x + rect.w), y1: Int(rect.y + rect.h))
        }
      }
      rasterized = Rasterized(batches: batches, bounds: bounds, core: core)
      if inside && !batches.isEmpty && bounds.x0 >= 0 && bounds.y0 >= 0
        && bounds.x1 * bounds.y1 <= Self.textureShapeLimit
      {
        rasterized.texture = makeCoverageTexture(batches, width: bounds.x1, height: bounds.y1)
      }
      if inside { shapeCache.insert(rasterized, for: key) }
    }
    let batches = rasterized.batches
    guard !batches.isEmpty else { return }
    let bounds = rasterized.bounds.offsetBy(dx: dx, dy: dy).intersection(clip)
    guard !bounds.isEmpty else { return }
    let isOpaqueRect = batches.count == 1 && batches[0].alpha == 255 && batches[0].rects.count == 1
    let opaqueCore = rasterized.core.map { $0.offsetBy(dx: dx, dy: dy).intersection(clip) }
    // A stroke's pixels are four thin sides: changing one damages those, not its inside.
    var parts: [PixelRect]?
    if let inset = innerInset {
      let band = Int((max(outer.radius, inset)).rounded(.up)) + 1
      let b = rasterized.bounds.offsetBy(dx: dx, dy: dy)
      let side = Int(inset.rounded(.up)) + 1
      parts = [
        PixelRect(x0: b.x0, y0: b.y0, x1: b.x1, y1: min(b.y1, b.y0 + band)),
        PixelRect(x0: b.x0, y0: max(b.y0, b.y1 - band), x1: b.x1, y1: b.y1),
        PixelRect(x0: b.x0, y0: b.y0, x1: min(b.x1, b.x0 + side), y1: b.y1),
        PixelRect(x0: max(b.x0, b.x1 - side), y0: b.y0, x1: b.x1, y1: b.y1),
      ].map { $0.intersection(clip) }.filter { !$0.isEmpty }
    }
    if isOpaqueRect && bounds == PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight) {
      // An opaque rectangle over the whole output hides everything recorded before it.
      firstVisibleOperation = operations.count
      baseColor = (r, g, b)
      touched.removeAll(keepingCapacity: true)
    } else if (r, g, b) == baseColor, !touched.contains(where: { !$0.intersection(bounds).isEmpty }) {
      return
    } else {
      touched.append(bounds)
    }
    let payload: Payload
    // Cut by the clip, a shape is filled rectangle by rectangle (as when it is
    // rasterized to the clip): the blending of fills and of textures round differently.
    if let texture = rasterized.texture, fullyInside {
      let size = rasterized.bounds
      payload = .texture(
        texture, SDL_FRect(x: Float(dx), y: Float(dy), w: Float(size.x1), h: Float(size.y1)), r: r, g: g, b: b,
        alpha: 255)
    } else {
      payload = .rects(batches: batches, dx: Int32(dx), dy: Int32(dy), r: r, g: g, b: b)
    }
    operations.append(
      Operation(
        signature: KeyedSignature(.shape(key, dx: dx, dy: dy, color: Self.packed(r, g, b, a), clip: clip)),
        bounds: bounds, clip: clip, payload: payload, opaqueCore: opaqueCore, parts: parts))
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

  // MARK: Text and images

  public func drawText(_ string: String, at origin: CGPoint, font: UIFont, color: UIColor) {
    guard !state.clip.isEmpty, !string.isEmpty else { return }
    let (r, g, b, a) = color.rgba8
    let alpha = UInt8((Double(a) * Double(state.alpha)).rounded())
    guard alpha > 0, let entry = text.texture(for: string, font: font, pixelsPerPoint: pixelsPerPoint) else {
      return
    }
    let x = ((state.translation.x + origin.x) * pixelsPerPoint).rounded()
    let y = ((state.translation.y + origin.y) * pixelsPerPoint).rounded()
    let destination = SDL_FRect(x: Float(x), y: Float(y), w: Float(entry.width), h: Float(entry.height))
    recordTexture(entry.texture, serial: entry.serial, destination, r: r, g: g, b: b, alpha: alpha)
  }

  public func drawImage(_ image: UIImage, in rect: CGRect) {
    guard !state.clip.isEmpty, let (texture, serial) = texture(for: image) else { return }
    let p = pixelRect(rect)
    let destination = SDL_FRect(x: Float(p.minX), y: Float(p.minY), w: Float(p.width), h: Float(p.height))
    let alpha = UInt8((255 * state.alpha).rounded())
    guard alpha > 0 else { return }
    recordTexture(texture, serial: -serial, destination, r: 255, g: 255, b: 255, alpha: alpha)
  }

  private func recordTexture(
    _ texture: OpaquePointer, serial: Int, _ destination: SDL_FRect, r: UInt8, g: UInt8, b: UInt8, alpha: UInt8
  ) {
    let clip = state.clip
    let geometry = PixelRect(
      x0: Int(Double(destination.x).rounded(.down)), y0: Int(Double(destination.y).rounded(.down)),
      x1: Int(Double(destination.x + destination.w).rounded(.up)),
      y1: Int(Double(destination.y + destination.h).rounded(.up)))
    let bounds = geometry.intersection(clip)
    guard !bounds.isEmpty else { return }
    touched.append(bounds)
    operations.append(
      Operation(
        signature: KeyedSignature(
          .texture(
            serial: serial, x: destination.x, y: destination.y, w: destination.w, h: destination.h,
            color: Self.packed(r, g, b, alpha), clip: clip)),
        bounds: bounds, clip: clip, payload: .texture(texture, destination, r: r, g: g, b: b, alpha: alpha)))
  }

  private func texture(for image: UIImage) -> (OpaquePointer, Int)? {
    let id = ObjectIdentifier(image)
    if let cached = images.value(for: id) { return (cached.texture, cached.serial) }
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        Int32(image.pixelWidth), Int32(image.pixelHeight))
    else { return nil }
    // The cache holds its images, so an image only the cache holds can never be drawn
    // again. Screens make their own UIImage for the same asset each time they are
    // built: without this, every visit would leave a texture behind until 64 MB of them.
    images.removeAll { isKnownUniquelyReferenced(&$0.image) }
    // UIImage holds straight RGBA bytes, which is ABGR8888 read as 32-bit little-endian words.
    image.pixels.withUnsafeBytes { bytes in
      _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(image.pixelWidth * 4))
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    imageSerial += 1
    images.insert(ImageTexture(image: image, texture: texture, serial: imageSerial), for: id, cost: image.pixels.count)
    return (texture, imageSerial)
  }

  // MARK: Playing

  private func play(_ payload: Payload, clip: PixelRect) {
    apply(clip)
    switch payload {
    case .clear(let r, let g, let b):
      setBlend(SDL_BLENDMODE_NONE)
      SDL_SetRenderDrawColor(renderer, r, g, b, 255)
      var rect = SDL_Rect(
        x: Int32(clip.x0), y: Int32(clip.y0), w: Int32(clip.x1 - clip.x0), h: Int32(clip.y1 - clip.y0))
      SDL_RenderFillRect(renderer, &rect)
    case .rects(let batches, let dx, let dy, let r, let g, let b):
      // Only the rectangles that reach into the clip: a large shape replayed for a
      // small damage area (a field's edge) would otherwise cost a call per coverage.
      let x0 = Int32(clip.x0) - dx
      let y0 = Int32(clip.y0) - dy
      let x1 = Int32(clip.x1) - dx
      let y1 = Int32(clip.y1) - dy
      for batch in batches {
        scratch.removeAll(keepingCapacity: true)
        for rect in batch.rects where rect.x < x1 && rect.y < y1 && rect.x + rect.w > x0 && rect.y + rect.h > y0 {
          scratch.append(SDL_Rect(x: rect.x + dx, y: rect.y + dy, w: rect.w, h: rect.h))
        }
        guard !scratch.isEmpty else { continue }
        setBlend(batch.alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, r, g, b, batch.alpha)
        SDL_RenderFillRects(renderer, scratch, Int32(scratch.count))
      }
    case .texture(let texture, var destination, let r, let g, let b, let alpha):
      SDL_SetTextureColorMod(texture, r, g, b)
      SDL_SetTextureAlphaMod(texture, alpha)
      SDL_RenderCopyF(renderer, texture, nil, &destination)
    }
  }

  private func apply(_ clip: PixelRect) {
    guard appliedClip != clip else { return }
    var rect = SDL_Rect(x: Int32(clip.x0), y: Int32(clip.y0), w: Int32(clip.x1 - clip.x0), h: Int32(clip.y1 - clip.y0))
    SDL_RenderSetClipRect(renderer, &rect)
    appliedClip = clip
  }

  private func setBlend(_ mode: SDL_BlendMode) {
    guard appliedBlend != mode else { return }
    SDL_SetRenderDrawBlendMode(renderer, mode)
    appliedBlend = mode
  }

  // MARK: Helpers

  /// `rect` in the current coordinate space, in output pixels (fractional).
  private func pixelRect(_ rect: CGRect) -> CGRect {
    let s = pixelsPerPoint
    return CGRect(
      x: (state.translation.x + rect.minX) * s, y: (state.translation.y + rect.minY) * s,
      width: rect.width * s, height: rect.height * s)
  }
}

/// Textures waiting to be destroyed until no recorded operation can refer to them.
@MainActor
final class TextureGraveyard {
  private var textures: [OpaquePointer] = []

  func bury(_ texture: OpaquePointer) {
    textures.append(texture)
  }

  func destroyAll() {
    for texture in textures { SDL_DestroyTexture(texture) }
    textures.removeAll()
  }
}
