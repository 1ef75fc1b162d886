import CSDL2

/// `--headless`: SDL's software renderer drawing into an in-memory surface.
///
/// Needs no `SDL_Init` and no display (SDL's software renderer draws into memory); the pixels are byte-identical
/// from run to run, which is what the rendering tests and `--screenshot` rely on.
@MainActor
public final class SDLHeadlessSurface: SDLRenderTarget {
  public let surface: UnsafeMutablePointer<SDL_Surface>
  public let renderer: OpaquePointer
  /// The pixels drawn and read: the top-left corner of the surface, which a turnable
  /// surface makes square so that the phone can turn (`resize`) without a new surface
  /// and renderer.
  public private(set) var pixelSize: (width: Int, height: Int)

  /// A surface for `pixelWidth`×`pixelHeight`; a `turnable` one is square, so that it
  /// can take the turned size too (a phone), while a picture that never turns (the
  /// audit's contact sheet) is just its size.
  public init(pixelWidth: Int, pixelHeight: Int, turnable: Bool = true) throws {
    let side = Int32(max(pixelWidth, pixelHeight))
    let (width, height) = turnable ? (side, side) : (Int32(pixelWidth), Int32(pixelHeight))
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { throw SDLError.last("SDL_CreateRGBSurfaceWithFormat \(pixelWidth)×\(pixelHeight)") }
    guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
      SDL_FreeSurface(surface)
      throw SDLError.last("SDL_CreateSoftwareRenderer")
    }
    self.surface = surface
    self.renderer = renderer
    pixelSize = (pixelWidth, pixelHeight)
    resize(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
  }

  /// Draws into `pixelWidth`×`pixelHeight` from now on (the turned phone), within the
  /// surface; a larger size is clipped to it.
  public func resize(pixelWidth: Int, pixelHeight: Int) {
    pixelSize = (min(pixelWidth, Int(surface.pointee.w)), min(pixelHeight, Int(surface.pointee.h)))
    var viewport = SDL_Rect(x: 0, y: 0, w: Int32(pixelSize.width), h: Int32(pixelSize.height))
    SDL_RenderSetViewport(renderer, &viewport)
  }

  isolated deinit {
    SDL_DestroyRenderer(renderer)
    SDL_FreeSurface(surface)
  }

  public func present() {}

  public var retainsContents: Bool { true }
}
