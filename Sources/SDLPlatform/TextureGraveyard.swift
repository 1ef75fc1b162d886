import CSDL2

/// Textures waiting to be destroyed until no operation being played can refer to them:
/// a cache may evict one in the middle of a frame that still draws it.
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
