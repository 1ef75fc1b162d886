import CSDL2

/// `--headless`: SDL's software renderer drawing into an in-memory surface.
///
/// Needs no `SDL_Init` and no display (DESIGN "Facts"); the pixels are byte-identical
/// from run to run, which is what the rendering tests and `--screenshot` rely on.
@MainActor
public final class SDLHeadlessSurface: SDLRenderTarget {
  public let surface: UnsafeMutablePointer<SDL_Surface>
  public let renderer: OpaquePointer
  public let pixelSize: (width: Int, height: Int)

  public init(pixelWidth: Int, pixelHeight: Int) throws {
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(pixelWidth), Int32(pixelHeight), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { throw SDLError.last("SDL_CreateRGBSurfaceWithFormat \(pixelWidth)×\(pixelHeight)") }
    guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
      SDL_FreeSurface(surface)
      throw SDLError.last("SDL_CreateSoftwareRenderer")
    }
    self.surface = surface
    self.renderer = renderer
    pixelSize = (pixelWidth, pixelHeight)
  }

  isolated deinit {
    SDL_DestroyRenderer(renderer)
    SDL_FreeSurface(surface)
  }

  public func present() {}

  public var retainsContents: Bool { true }
}
