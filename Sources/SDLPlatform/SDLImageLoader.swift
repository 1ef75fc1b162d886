import CSDL2
import CSDL2Image
import Foundation
import UIKit

/// Decodes PNG assets with SDL_image into `UIImage`s and registers them, so UIKit code
/// finds them with `UIImage(named:)` without touching files.
///
/// `Assets/Images/NAME.png` is registered as `NAME`. Images are drawn for the phone's
/// 3× screen, so a file is taken to hold 3 pixels per point unless its name says
/// otherwise (`NAME@2x.png`, `NAME@1x.png`), as in an iOS asset catalogue.
@MainActor
public enum SDLImageLoader {
  /// Loads one PNG (or any format SDL_image reads) as straight RGBA.
  public static func load(path: String, scale: CGFloat) throws -> UIImage {
    guard let loaded = IMG_Load(path) else { throw SDLError.last("IMG_Load \(path)") }
    defer { SDL_FreeSurface(loaded) }
    guard let rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
      throw SDLError.last("SDL_ConvertSurfaceFormat \(path)")
    }
    defer { SDL_FreeSurface(rgba) }
    let width = Int(rgba.pointee.w)
    let height = Int(rgba.pointee.h)
    let pitch = Int(rgba.pointee.pitch)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    SDL_LockSurface(rgba)
    let source = rgba.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    pixels.withUnsafeMutableBufferPointer { destination in
      for row in 0..<height {
        (destination.baseAddress! + row * width * 4).update(from: source + row * pitch, count: width * 4)
      }
    }
    SDL_UnlockSurface(rgba)
    do {
      return try UIImage(pixelWidth: width, pixelHeight: height, pixels: pixels, scale: scale)
    } catch {
      throw SDLError("\(path): \(error)")
    }
  }

  /// Registers every PNG in `Assets/Images`; returns the names registered.
  @discardableResult
  public static func registerImages(from assets: AssetLocator) throws -> [String] {
    var names: [String] = []
    for path in assets.files(in: "Images", suffix: ".png") {
      var name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      var scale: CGFloat = 3
      for (suffix, value) in [("@1x", 1.0), ("@2x", 2.0), ("@3x", 3.0)] where name.hasSuffix(suffix) {
        name.removeLast(suffix.count)
        scale = value
      }
      UIImage.register(try load(path: path, scale: scale), named: name)
      names.append(name)
    }
    return names
  }
}
