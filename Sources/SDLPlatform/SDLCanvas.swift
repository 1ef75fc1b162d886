import CSDL2
import Foundation
import UIKit

/// UIKit's `Canvas` on an `SDL_Renderer` (a window's, or the software renderer of a
/// headless surface): views record a frame between `beginFrame` and `finishFrame`, which
/// turns the recording into a `DisplayList` on the output's pixels and plays it.
///
/// On a target that keeps its pixels between frames (the headless surface) only what
/// changed is redrawn: the list's damage since the last frame played, replayed as its
/// `RedrawPlan` says, gives the same pixels as a full redraw (the tests check it byte
/// for byte). A window's double-buffered renderer, whose back buffer is undefined after
/// a present, always gets full redraws.
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
  /// Textures evicted while a frame was played: destroyed after it.
  private let graveyard = TextureGraveyard()
  private let player: SDLDisplayListPlayer
  private let recorder = RecordingCanvas()
  private var clearColor: UIColor = .black
  /// The last frame played: what the output shows.
  private var previousFrame: DisplayList?
  private var plan = RedrawPlan()

  /// Redraw everything every frame even on a retaining target (benchmarks, debugging).
  public var alwaysRedrawEverything = false
  /// Whether the target keeps its pixels between frames (a surface does; a window's
  /// back buffer does not).
  public var targetRetainsContents: Bool
  /// Output pixels redrawn by the last frame (its damage area).
  public private(set) var lastFrameRedrawnPixels = 0

  public init(target: any SDLRenderTarget, fonts: FontCache, pixelsPerPoint: CGFloat) {
    self.target = target
    self.pixelsPerPoint = pixelsPerPoint
    targetRetainsContents = target.retainsContents
    (pixelWidth, pixelHeight) = target.pixelSize
    let graveyard = graveyard
    text = SDLTextRenderer(renderer: target.renderer, fonts: fonts) { graveyard.bury($0) }
    player = SDLDisplayListPlayer(
      renderer: target.renderer, shapes: SDLShapeCache(renderer: target.renderer, graveyard: graveyard), text: text,
      images: SDLImageTextures(renderer: target.renderer, graveyard: graveyard))
  }

  isolated deinit {
    player.images.removeAll()
    player.shapes.removeAll()
    graveyard.destroyAll()
  }

  /// Starts recording a frame over an output cleared to `clearColor`.
  public func beginFrame(clearColor: UIColor = .black) {
    (pixelWidth, pixelHeight) = target.pixelSize
    recorder.reset()
    self.clearColor = clearColor
  }

  /// The frame recorded since `beginFrame`, on the output's pixels.
  public var recordedFrame: DisplayList {
    recorder.displayList(
      on: PixelGrid(pixelsPerPoint: pixelsPerPoint, width: pixelWidth, height: pixelHeight), background: clearColor)
  }

  /// Plays the recorded frame to the renderer (then read pixels, or present).
  public func finishFrame() {
    let frame = recordedFrame
    let damage =
      targetRetainsContents && !alwaysRedrawEverything ? frame.damage(since: previousFrame) : [frame.grid.bounds]
    plan.replan(frame, damage: damage)
    lastFrameRedrawnPixels = plan.redrawnPixels
    player.play(frame, plan)
    previousFrame = frame
    recorder.reset()
    graveyard.destroyAll()
  }

  /// Draws nothing of what was recorded since `beginFrame`, but makes its glyph
  /// textures and shape rasterizations, so that they are ready when it is drawn.
  public func discardFrame() {
    player.prepare(recordedFrame)
    recorder.reset()
    graveyard.destroyAll()
  }

  /// Forgets the last frame, so the next one is drawn in full.
  public func invalidateContents() {
    previousFrame = nil
  }

  /// How many image textures the cache holds (for tests).
  @_spi(Testing) public var imageTextureCount: Int { player.images.count }

  /// Textures that text drawing has created so far (cache misses).
  public var textTexturesCreated: Int { text.texturesCreated }

  // MARK: Canvas

  public func saveState() { recorder.saveState() }
  public func restoreState() { recorder.restoreState() }
  public func translate(by offset: CGPoint) { recorder.translate(by: offset) }
  public func clip(to rect: CGRect) { recorder.clip(to: rect) }
  public func multiplyAlpha(_ alpha: CGFloat) { recorder.multiplyAlpha(alpha) }

  public func fill(_ rect: CGRect, cornerRadius: CGFloat, color: UIColor) {
    recorder.fill(rect, cornerRadius: cornerRadius, color: color)
  }

  public func stroke(_ rect: CGRect, cornerRadius: CGFloat, lineWidth: CGFloat, color: UIColor) {
    recorder.stroke(rect, cornerRadius: cornerRadius, lineWidth: lineWidth, color: color)
  }

  public func drawText(_ text: String, at origin: CGPoint, font: UIFont, color: UIColor) {
    recorder.drawText(text, at: origin, font: font, color: color)
  }

  public func drawImage(_ image: UIImage, in rect: CGRect) {
    recorder.drawImage(image, in: rect)
  }
}
