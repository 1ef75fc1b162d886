import CSDL2
import UIKit

/// Plays a `DisplayList` on an `SDL_Renderer`, step by step of a `RedrawPlan`: shapes
/// from their cached rasterizations, text from its glyph textures, images from theirs.
///
/// Each step is drawn cut to its clip, through `SDL_RenderSetClipRect` (set only when it
/// changes) and, for a shape's rectangles, by sending only those that reach it: a large
/// shape replayed for a small damage area (a field's edge) would otherwise cost a call
/// per run of coverage.
@MainActor
final class SDLDisplayListPlayer {
  let renderer: OpaquePointer
  let shapes: SDLShapeCache
  let text: SDLTextRenderer
  let images: SDLImageTextures

  private var appliedClip: PixelRect?
  private var appliedBlend: SDL_BlendMode?
  private var scratch: [SDL_Rect] = []
  /// Each shape's rasterization, looked up once per frame however many steps play it.
  private var rasterizations: [SDLShapeCache.Rasterized?] = []

  init(renderer: OpaquePointer, shapes: SDLShapeCache, text: SDLTextRenderer, images: SDLImageTextures) {
    self.renderer = renderer
    self.shapes = shapes
    self.text = text
    self.images = images
  }

  func play(_ list: DisplayList, _ plan: RedrawPlan) {
    appliedClip = nil
    appliedBlend = nil
    rasterizations.removeAll(keepingCapacity: true)
    rasterizations.append(contentsOf: repeatElement(nil, count: list.operations.count))
    let ppp = list.grid.pixelsPerPoint
    for step in plan.steps {
      play(list.operations[step.operation], at: step.operation, clip: step.clip, pixelsPerPoint: ppp)
    }
    SDL_RenderSetClipRect(renderer, nil)
    rasterizations.removeAll(keepingCapacity: true)
  }

  /// Makes what `list` needs to be played (rasterizations, glyph and image textures)
  /// without drawing anything, so that a later frame finds it ready.
  func prepare(_ list: DisplayList) {
    for operation in list.operations {
      switch operation.content {
      case .shape(let shape, let dx, let dy, let lineWidth, let alpha):
        _ = shapes.rasterization(of: shape, dx: dx, dy: dy, lineWidth: lineWidth, alpha: alpha, clip: operation.clip)
      case .text(let string, let font, _, _):
        _ = text.texture(for: string, font: font, pixelsPerPoint: list.grid.pixelsPerPoint)
      case .image(let image, _, _, _, _):
        _ = images.texture(for: image)
      case .clear:
        break
      }
    }
  }

  private func play(_ operation: DisplayOperation, at index: Int, clip: PixelRect, pixelsPerPoint: CGFloat) {
    let color = operation.color
    apply(clip)
    switch operation.content {
    case .clear:
      setBlend(SDL_BLENDMODE_NONE)
      SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, 255)
      var rect = SDL_Rect(
        x: Int32(clip.x0), y: Int32(clip.y0), w: Int32(clip.x1 - clip.x0), h: Int32(clip.y1 - clip.y0))
      SDL_RenderFillRect(renderer, &rect)
    case .shape(let shape, let dx, let dy, let lineWidth, let alpha):
      let rasterized: SDLShapeCache.Rasterized
      if let known = rasterizations[index] {
        rasterized = known
      } else {
        rasterized = shapes.rasterization(
          of: shape, dx: dx, dy: dy, lineWidth: lineWidth, alpha: alpha, clip: operation.clip)
        rasterizations[index] = rasterized
      }
      // Cut by its clip, a shape is filled rectangle by rectangle, as when it is
      // rasterized to the clip: fills and textures blend with different rounding.
      if let texture = rasterized.texture, SDLShapeCache.isInside(shape, dx: dx, dy: dy, clip: operation.clip) {
        var destination = SDL_FRect(
          x: Float(dx), y: Float(dy), w: Float(rasterized.bounds.x1), h: Float(rasterized.bounds.y1))
        SDL_SetTextureColorMod(texture, color.red, color.green, color.blue)
        SDL_SetTextureAlphaMod(texture, 255)
        SDL_RenderCopyF(renderer, texture, nil, &destination)
      } else {
        fill(rasterized.batches, dx: Int32(dx), dy: Int32(dy), color: color, clip: clip)
      }
    case .text(let string, let font, let x, let y):
      guard let entry = text.texture(for: string, font: font, pixelsPerPoint: pixelsPerPoint) else { return }
      var destination = SDL_FRect(x: Float(x), y: Float(y), w: Float(entry.width), h: Float(entry.height))
      copy(entry.texture, to: &destination, color: color)
    case .image(let image, let x, let y, let width, let height):
      guard let texture = images.texture(for: image) else { return }
      var destination = SDL_FRect(x: Float(x), y: Float(y), w: Float(width), h: Float(height))
      copy(texture, to: &destination, color: color)
    }
  }

  private func fill(
    _ batches: [SDLShapeCache.RectBatch], dx: Int32, dy: Int32, color: DisplayOperation.Color,
    clip: PixelRect
  ) {
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
      SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, batch.alpha)
      SDL_RenderFillRects(renderer, scratch, Int32(scratch.count))
    }
  }

  private func copy(_ texture: OpaquePointer, to destination: inout SDL_FRect, color: DisplayOperation.Color) {
    SDL_SetTextureColorMod(texture, color.red, color.green, color.blue)
    SDL_SetTextureAlphaMod(texture, color.alpha)
    SDL_RenderCopyF(renderer, texture, nil, &destination)
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
}
