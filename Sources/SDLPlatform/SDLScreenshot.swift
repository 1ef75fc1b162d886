import CSDL2
import CSDL2Image
import Foundation

/// The pixels of the frame just drawn, read back from the renderer: call before
/// `SDL_RenderPresent` (after it the back buffer's contents are undefined).
public struct SDLScreenshot: Sendable {
  public let width: Int
  public let height: Int
  /// Straight RGBA bytes, row-major, top row first.
  public let rgba: [UInt8]

  /// Reads the whole output of `renderer` (`width`×`height` pixels).
  @MainActor
  public static func capture(_ renderer: OpaquePointer, width: Int, height: Int) throws -> SDLScreenshot {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let status = pixels.withUnsafeMutableBytes { buffer in
      // ABGR8888 is R, G, B, A in memory on little-endian machines.
      SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, buffer.baseAddress, Int32(width * 4))
    }
    guard status == 0 else { throw SDLError.last("SDL_RenderReadPixels") }
    return SDLScreenshot(width: width, height: height, rgba: pixels)
  }

  public init(width: Int, height: Int, rgba: [UInt8]) {
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// The RGBA bytes of one pixel.
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let i = (y * width + x) * 4
    return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
  }

  /// Writes a PNG (SDL_image's `IMG_SavePNG`), creating the directory if needed.
  public func savePNG(to path: String) throws {
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var copy = rgba
    let status: Int32 = copy.withUnsafeMutableBytes { buffer in
      guard
        let surface = SDL_CreateRGBSurfaceWithFormatFrom(
          buffer.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4), SDL_PIXELFORMAT_ABGR8888.rawValue)
      else { return -1 }
      defer { SDL_FreeSurface(surface) }
      return IMG_SavePNG(surface, path)
    }
    guard status == 0 else { throw SDLError.last("IMG_SavePNG \(path)") }
  }
}
