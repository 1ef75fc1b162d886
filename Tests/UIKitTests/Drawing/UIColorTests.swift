import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("UIColor", .uikitRuntime)
struct UIColorTests {
  @Test("init(hex:) splits 0xRRGGBB into components over 255")
  func hexComponents() {
    let color = UIColor(hex: 0x336699, alpha: 0.5)
    #expect(color.red == 0x33 / 255.0)
    #expect(color.green == 0x66 / 255.0)
    #expect(color.blue == 0x99 / 255.0)
    #expect(color.alpha == 0.5)
  }

  @Test("init(white:alpha:) is a grey with equal components")
  func white() {
    let color = UIColor(white: 0.25, alpha: 1)
    #expect(color.red == 0.25 && color.green == 0.25 && color.blue == 0.25)
  }

  @Test("Components outside 0...1 are clamped")
  func clamping() {
    let color = UIColor(red: 2, green: -1, blue: .nan, alpha: 1.5)
    #expect(color == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
  }

  @Test("UIKit's fixed colours: black, white, clear, gray 0.5, lightGray 2/3, darkGray 1/3")
  func fixedColours() {
    #expect(UIColor.black.rgba8 == (0, 0, 0, 255))
    #expect(UIColor.white.rgba8 == (255, 255, 255, 255))
    #expect(UIColor.clear.alpha == 0)
    #expect(UIColor.gray.red == 0.5)
    let third: CGFloat = 1.0 / 3.0
    let twoThirds: CGFloat = 2.0 / 3.0
    #expect(UIColor.lightGray.red == twoThirds)
    #expect(UIColor.darkGray.red == third)
    #expect(UIColor.red.rgba8 == (255, 0, 0, 255))
    #expect(UIColor.blue.rgba8 == (0, 0, 255, 255))
  }

  @Test("Light-mode system colours have Apple's published sRGB values")
  func systemColours() {
    #expect(UIColor.systemBlue.rgba8 == (0, 122, 255, 255))
    #expect(UIColor.link == UIColor.systemBlue)
    #expect(UIColor.systemRed.rgba8 == (255, 59, 48, 255))
    #expect(UIColor.systemGreen.rgba8 == (52, 199, 89, 255))
    #expect(UIColor.systemGray.rgba8 == (142, 142, 147, 255))
    #expect(UIColor.systemGray2.rgba8 == (174, 174, 178, 255))
    #expect(UIColor.systemGray3.rgba8 == (199, 199, 204, 255))
    #expect(UIColor.systemGray4.rgba8 == (209, 209, 214, 255))
    #expect(UIColor.systemGray5.rgba8 == (229, 229, 234, 255))
    #expect(UIColor.systemGray6.rgba8 == (242, 242, 247, 255))
    #expect(UIColor.systemBackground == .white)
    #expect(UIColor.secondarySystemBackground.rgba8 == (242, 242, 247, 255))
    #expect(UIColor.opaqueSeparator.rgba8 == (198, 198, 200, 255))
    #expect(UIColor.label == .black)
  }

  @Test("Secondary label, tertiary label, placeholder and separator are (60, 60, 67) translucent")
  func translucentSystemColours() {
    #expect(UIColor.secondaryLabel.rgba8 == (60, 60, 67, 153))
    #expect(UIColor.secondaryLabel.alpha == 0.6)
    #expect(UIColor.tertiaryLabel.alpha == 0.3)
    #expect(UIColor.placeholderText == .tertiaryLabel)
    #expect(UIColor.separator.alpha == 0.29)
    #expect(UIColor.separator.rgba8 == (60, 60, 67, 74))
  }

  @Test("withAlphaComponent(_:) keeps the colour and replaces alpha")
  func withAlpha() {
    let faded = UIColor.systemRed.withAlphaComponent(0.5)
    #expect(faded.red == UIColor.systemRed.red)
    #expect(faded.alpha == 0.5)
    #expect(UIColor.systemRed.alpha == 1)
  }

  @Test("Colours are equal and hash equal by value (isEqual: compares components)")
  func equality() {
    let a = UIColor(hex: 0x007AFF)
    #expect(a == UIColor.systemBlue)
    #expect(a.hashValue == UIColor.systemBlue.hashValue)
    #expect(Set([a, .systemBlue, .systemRed]).count == 2)
    #expect(a != a.withAlphaComponent(0.9))
  }

  @Test("cgColor is the same colour, so layer.borderColor = color.cgColor compiles")
  func cgColor() {
    let color = UIColor.systemGray4
    let cg: CGColor = color.cgColor
    #expect(cg === color)
  }

  @Test("Interpolation is component-wise: exact ends, halfway is the mean")
  func interpolation() {
    let from = UIColor(red: 0, green: 0.2, blue: 1, alpha: 0)
    let to = UIColor(red: 1, green: 0.6, blue: 0, alpha: 1)
    #expect(from.interpolated(to: to, fraction: 0) == from)
    #expect(from.interpolated(to: to, fraction: 1) == to)
    let half = from.interpolated(to: to, fraction: 0.5)
    #expect(abs(half.red - 0.5) < 1e-12)
    #expect(abs(half.green - 0.4) < 1e-12)
    #expect(abs(half.blue - 0.5) < 1e-12)
    #expect(abs(half.alpha - 0.5) < 1e-12)
  }

  @Test("An overshooting fraction (spring curves) clamps instead of producing invalid colours")
  func interpolationOvershoot() {
    let result = UIColor.black.interpolated(to: .white, fraction: 1.2)
    #expect(result == .white)
  }

  @Test("rgba8 rounds to the nearest byte")
  func rgba8Rounding() {
    #expect(UIColor(white: 0.5, alpha: 1).rgba8 == (128, 128, 128, 255))
    #expect(UIColor(white: 1.0 / 255.0 * 0.49, alpha: 0).rgba8 == (0, 0, 0, 0))
  }

  @Test("description names the components")
  func description() {
    #expect(UIColor.systemBlue.description == "UIColor(r: 0.000, g: 0.478, b: 1.000, a: 1.000)")
  }
}
