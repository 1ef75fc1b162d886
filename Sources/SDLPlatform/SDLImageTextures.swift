import CSDL2
import UIKit

/// Textures of the `UIImage`s a display list draws, made on first use and kept (least
/// recently used evicted past 64 MB of pixels).
@MainActor
final class SDLImageTextures {
  /// Holds the image, so that its identifier is not reused while the texture lives.
  private struct Entry {
    var image: UIImage
    var texture: OpaquePointer
  }

  private let renderer: OpaquePointer
  private var cache: LRUCache<ObjectIdentifier, Entry>

  init(renderer: OpaquePointer, graveyard: TextureGraveyard) {
    self.renderer = renderer
    cache = LRUCache(capacity: 64 << 20) { graveyard.bury($0.texture) }
  }

  /// How many textures the cache holds (for tests).
  var count: Int { cache.count }

  /// Gives every texture to the graveyard.
  func removeAll() {
    cache.removeAll()
  }

  func texture(for image: UIImage) -> OpaquePointer? {
    let id = ObjectIdentifier(image)
    if let cached = cache.value(for: id) { return cached.texture }
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        Int32(image.pixelWidth), Int32(image.pixelHeight))
    else { return nil }
    // The cache holds its images, so an image only the cache holds can never be drawn
    // again. Screens make their own UIImage for the same asset each time they are
    // built: without this, every visit would leave a texture behind until 64 MB of them.
    cache.removeAll { isKnownUniquelyReferenced(&$0.image) }
    // UIImage holds straight RGBA bytes, which is ABGR8888 read as 32-bit little-endian words.
    image.pixels.withUnsafeBytes { bytes in
      _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(image.pixelWidth * 4))
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    cache.insert(Entry(image: image, texture: texture), for: id, cost: image.pixels.count)
    return texture
  }
}
