import CSDL2
import CSDL2TTF
import UIKit

/// Draws lines of text on an `SDL_Renderer` with SDL2_ttf: blended (anti-aliased)
/// glyphs rendered once into a texture, then reused.
///
/// The cache is keyed by string, pixel size and face, not colour: the text is rendered
/// white and tinted with the texture's colour and alpha modulation at draw time, which
/// gives the same pixels as rendering in the colour, so a placeholder fading or a caret
/// colour change costs no new texture. Least recently used textures are destroyed once
/// the cache holds more than `capacityBytes` of pixels.
@MainActor
final class SDLTextRenderer {
  private let renderer: OpaquePointer
  private let fonts: FontCache

  struct Key: Hashable {
    var text: String
    var font: FontCache.Key
  }

  struct Entry {
    var texture: OpaquePointer
    /// Unique for the renderer's life (a destroyed texture's address can come back).
    var serial: Int
    var width: Int32
    var height: Int32
  }

  private var cache: LRUCache<Key, Entry>
  /// Textures made since start (the tests check the cache hits).
  private(set) var texturesCreated = 0
  var cachedCount: Int { cache.count }

  /// `destroy` frees an evicted texture; the canvas defers it to the end of the frame
  /// being played.
  ///
  /// 8 MB of pixels is a 1 600 × 1 400 window's worth of text at 4 bytes a pixel, more
  /// than any frame draws; a larger budget only keeps strings no frame will draw again
  /// (the notification log's timed lines, each new): at 32 MB the lab grew 28 MB over
  /// 3 000 screen switches while the cache filled.
  init(
    renderer: OpaquePointer, fonts: FontCache, capacityBytes: Int = 8 << 20,
    destroy: @escaping (OpaquePointer) -> Void = { SDL_DestroyTexture($0) }
  ) {
    self.renderer = renderer
    self.fonts = fonts
    cache = LRUCache(capacity: capacityBytes) { entry in destroy(entry.texture) }
  }

  isolated deinit {
    cache.removeAll()
  }

  /// The texture for `text` in `font` at this scale; nil for empty or unrenderable text.
  func texture(for text: String, font: UIFont, pixelsPerPoint: CGFloat) -> Entry? {
    guard !text.isEmpty else { return nil }
    let key = Key(text: text, font: FontCache.key(for: font, pixelsPerPoint: pixelsPerPoint))
    if let entry = cache.value(for: key) { return entry }
    guard let ttf = fonts.ttfFont(for: font, pixelsPerPoint: pixelsPerPoint) else { return nil }
    let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    guard let surface = TTF_RenderUTF8_Blended(ttf, text, white) else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    texturesCreated += 1
    let entry = Entry(texture: texture, serial: texturesCreated, width: surface.pointee.w, height: surface.pointee.h)
    cache.insert(entry, for: key, cost: Int(entry.width) * Int(entry.height) * 4)
    return entry
  }

  /// Forgets every texture (the renderer's scale changed, or it is going away).
  func removeAll() {
    cache.removeAll()
  }
}
