import Foundation

/// An immutable bitmap, as UIKit's `UIImage`: RGBA8 pixels plus the scale that turns
/// pixels into points.
///
/// The pixels are straight (not premultiplied) RGBA, row-major, top row first, which is
/// what PNG decoders hand over and what `SDL_PIXELFORMAT_ABGR8888` reads on little-endian
/// machines. Immutable and `Sendable` so images can be shared across the app freely.
public final class UIImage: Sendable {
  public let pixelWidth: Int
  public let pixelHeight: Int
  public let pixels: [UInt8]
  public let scale: CGFloat

  /// Why a pixel buffer was refused.
  public struct InvalidPixelBuffer: Error, Equatable, CustomStringConvertible {
    public let description: String
  }

  /// Size in points: pixels divided by `scale`, as on iOS.
  public var size: CGSize {
    CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
  }

  /// Throws, rather than trapping, on a malformed buffer: the pixels usually come from
  /// a decoded asset file, and a bad file must end in a clear message, not a crash.
  public init(pixelWidth: Int, pixelHeight: Int, pixels: [UInt8], scale: CGFloat = 1) throws {
    guard pixelWidth > 0, pixelHeight > 0 else {
      throw InvalidPixelBuffer(
        description: "UIImage: size must be positive, got \(pixelWidth)×\(pixelHeight) pixels")
    }
    guard scale > 0, scale.isFinite else {
      throw InvalidPixelBuffer(description: "UIImage: scale must be positive, got \(scale)")
    }
    let (area, areaOverflow) = pixelWidth.multipliedReportingOverflow(by: pixelHeight)
    let (expected, byteOverflow) = area.multipliedReportingOverflow(by: 4)
    guard !areaOverflow, !byteOverflow, pixels.count == expected else {
      throw InvalidPixelBuffer(
        description:
          "UIImage: a \(pixelWidth)×\(pixelHeight) RGBA8 image needs "
          + "\(areaOverflow || byteOverflow ? "more than Int.max" : String(expected)) bytes, "
          + "got \(pixels.count)")
    }
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.pixels = pixels
    self.scale = scale
  }

  /// The image registered under `name` (see `register(_:named:)`), as
  /// `UIImage(named:)` finds one in the app's asset catalogue; nil if there is none.
  @MainActor
  public convenience init?(named name: String) {
    guard let image = Self.registry[name] else { return nil }
    // Arrays are copy-on-write: this shares the registered pixel storage.
    try! self.init(
      pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, pixels: image.pixels,
      scale: image.scale)
  }

  /// The straight RGBA bytes of one pixel (x to the right, y down from the top row).
  public func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
    precondition(
      (0..<pixelWidth).contains(x) && (0..<pixelHeight).contains(y),
      "UIImage.pixel: (\(x), \(y)) is outside \(pixelWidth)×\(pixelHeight)")
    let i = (y * pixelWidth + x) * 4
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// A one-colour image, handy for tests and placeholders. The size is rounded up to
  /// whole pixels (at least one).
  public static func solid(color: UIColor, size: CGSize, scale: CGFloat = 1) -> UIImage {
    let width = max(1, Int((size.width * scale).rounded(.up)))
    let height = max(1, Int((size.height * scale).rounded(.up)))
    let (r, g, b, a) = color.rgba8
    let pixels = [UInt8]([r, g, b, a].repeated(width * height))
    return try! UIImage(pixelWidth: width, pixelHeight: height, pixels: pixels, scale: scale)
  }
}

// The stand-in for an asset catalogue: the SDL layer decodes the app's PNG assets at
// start-up and registers them, so `UIImage(named:)` in UIKit code needs no file access.
extension UIImage {
  @MainActor private static var registry: [String: UIImage] = [:]

  /// Makes `image` available as `UIImage(named: name)`, replacing any earlier one.
  @MainActor
  public static func register(_ image: UIImage, named name: String) {
    registry[name] = image
  }

  /// Removes the image registered under `name` (tests use it to stay independent).
  @MainActor
  @_spi(Testing) public static func unregister(named name: String) {
    registry[name] = nil
  }

  /// Names currently registered, sorted, for error messages that list what exists.
  @MainActor
  public static var registeredNames: [String] {
    registry.keys.sorted()
  }
}

extension Array {
  fileprivate func repeated(_ count: Int) -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(self.count * count)
    for _ in 0..<count { result.append(contentsOf: self) }
    return result
  }
}
