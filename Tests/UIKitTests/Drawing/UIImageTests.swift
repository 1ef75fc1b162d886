import Foundation
import Testing
import UIKitTestSupport

@_spi(Testing) @testable import UIKit

@Suite("UIImage", .uikitRuntime)
struct UIImageTests {
  @Test("size is in points: pixels divided by scale, as UIImage.size on iOS")
  func sizeInPoints() throws {
    let image = try UIImage(
      pixelWidth: 6, pixelHeight: 4, pixels: [UInt8](repeating: 0, count: 6 * 4 * 4), scale: 2)
    #expect(image.size == CGSize(width: 3, height: 2))
    #expect(image.scale == 2)
  }

  @Test("The default scale is 1")
  func defaultScale() throws {
    let image = try UIImage(pixelWidth: 1, pixelHeight: 1, pixels: [1, 2, 3, 4])
    #expect(image.scale == 1)
    #expect(image.size == CGSize(width: 1, height: 1))
  }

  @Test("A buffer of the wrong length is refused with a message giving both lengths")
  func wrongLength() {
    #expect {
      try UIImage(pixelWidth: 2, pixelHeight: 2, pixels: [0, 0, 0])
    } throws: { error in
      let message = String(describing: error)
      return message.contains("16") && message.contains("got 3")
    }
  }

  @Test("Zero or negative sizes and non-positive scales are refused")
  func invalidGeometry() {
    #expect(throws: UIImage.InvalidPixelBuffer.self) {
      try UIImage(pixelWidth: 0, pixelHeight: 2, pixels: [])
    }
    #expect(throws: UIImage.InvalidPixelBuffer.self) {
      try UIImage(pixelWidth: -1, pixelHeight: -1, pixels: [0, 0, 0, 0])
    }
    #expect(throws: UIImage.InvalidPixelBuffer.self) {
      try UIImage(pixelWidth: 1, pixelHeight: 1, pixels: [0, 0, 0, 0], scale: 0)
    }
  }

  @Test("A size whose byte count overflows Int is refused, not trapped on")
  func overflow() {
    #expect(throws: UIImage.InvalidPixelBuffer.self) {
      try UIImage(pixelWidth: Int.max / 2, pixelHeight: 3, pixels: [])
    }
  }

  @Test("Pixels are RGBA8, row-major from the top row")
  func pixelLayout() throws {
    // 2×2: red, green / blue, white (half transparent).
    let pixels: [UInt8] = [
      255, 0, 0, 255, 0, 255, 0, 255,
      0, 0, 255, 255, 255, 255, 255, 128,
    ]
    let image = try UIImage(pixelWidth: 2, pixelHeight: 2, pixels: pixels)
    #expect(image.pixel(x: 1, y: 0) == (0, 255, 0, 255))
    #expect(image.pixel(x: 0, y: 1) == (0, 0, 255, 255))
    #expect(image.pixel(x: 1, y: 1) == (255, 255, 255, 128))
  }

  @Test("solid(color:size:) fills every pixel with the colour's bytes")
  func solid() {
    let image = UIImage.solid(color: .systemBlue, size: CGSize(width: 3, height: 2))
    #expect(image.pixelWidth == 3 && image.pixelHeight == 2)
    #expect(image.pixels.count == 3 * 2 * 4)
    for y in 0..<2 {
      for x in 0..<3 { #expect(image.pixel(x: x, y: y) == (0, 122, 255, 255)) }
    }
  }

  @Test("solid(color:size:scale:) has scale × size pixels and size points")
  func solidScaled() {
    let image = UIImage.solid(color: .red, size: CGSize(width: 10, height: 5), scale: 3)
    #expect(image.pixelWidth == 30 && image.pixelHeight == 15)
    #expect(image.size == CGSize(width: 10, height: 5))
  }

  @Test("UIImage(named:) finds a registered image and is nil for an unknown name")
  @MainActor
  func named() {
    let name = "UIImageTests.named.\(UUID().uuidString)"
    #expect(UIImage(named: name) == nil)
    let logo = UIImage.solid(color: .systemGreen, size: CGSize(width: 4, height: 4), scale: 2)
    UIImage.register(logo, named: name)
    defer { UIImage.unregister(named: name) }
    let found = UIImage(named: name)
    #expect(found?.size == CGSize(width: 4, height: 4))
    #expect(found?.scale == 2)
    #expect(found?.pixels == logo.pixels)
    #expect(UIImage.registeredNames.contains(name))
  }

  @Test("Unregistering makes UIImage(named:) nil again")
  @MainActor
  func unregister() {
    let name = "UIImageTests.unregister.\(UUID().uuidString)"
    UIImage.register(.solid(color: .red, size: CGSize(width: 1, height: 1)), named: name)
    UIImage.unregister(named: name)
    #expect(UIImage(named: name) == nil)
  }
}
