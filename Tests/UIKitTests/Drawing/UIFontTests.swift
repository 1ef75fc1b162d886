import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("UIFont", .uikitRuntime)
struct UIFontTests {
  @Test("UIFont.Weight raw values are Apple's (regular 0, medium 0.23, semibold 0.3, bold 0.4)")
  func weightRawValues() {
    #expect(UIFont.Weight.ultraLight.rawValue == -0.8)
    #expect(UIFont.Weight.thin.rawValue == -0.6)
    #expect(UIFont.Weight.light.rawValue == -0.4)
    #expect(UIFont.Weight.regular.rawValue == 0)
    #expect(UIFont.Weight.medium.rawValue == 0.23)
    #expect(UIFont.Weight.semibold.rawValue == 0.3)
    #expect(UIFont.Weight.bold.rawValue == 0.4)
    #expect(UIFont.Weight.heavy.rawValue == 0.56)
    #expect(UIFont.Weight.black.rawValue == 0.62)
  }

  @Test("Weights order from ultraLight to black")
  func weightOrder() {
    let weights: [UIFont.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    #expect(weights == weights.sorted())
  }

  @Test("systemFont(ofSize:) is regular weight by default")
  func systemFontDefaults() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.pointSize == 17)
    #expect(font.weight == .regular)
  }

  @Test("boldSystemFont(ofSize:) has weight .bold")
  func boldSystemFont() {
    #expect(UIFont.boldSystemFont(ofSize: 20).weight == .bold)
    #expect(UIFont.boldSystemFont(ofSize: 20) == .systemFont(ofSize: 20, weight: .bold))
  }

  @Test("withSize(_:) changes the size and keeps the weight")
  func withSize() {
    let font = UIFont.systemFont(ofSize: 12, weight: .semibold).withSize(30)
    #expect(font.pointSize == 30)
    #expect(font.weight == .semibold)
  }

  @Test("Fonts are equal by size and weight (UIFont isEqual:)")
  func equality() {
    #expect(UIFont.systemFont(ofSize: 14) == .systemFont(ofSize: 14))
    #expect(UIFont.systemFont(ofSize: 14) != .systemFont(ofSize: 15))
    #expect(UIFont.systemFont(ofSize: 14) != .systemFont(ofSize: 14, weight: .medium))
    #expect(Set([UIFont.systemFont(ofSize: 14), .systemFont(ofSize: 14)]).count == 1)
  }

  @Test("UIKit's default font sizes: system 14, label 17, button 18")
  func defaultSizes() {
    #expect(UIFont.systemFontSize == 14)
    #expect(UIFont.labelFontSize == 17)
    #expect(UIFont.buttonFontSize == 18)
  }

  @Test("lineHeight comes from the installed text measurer")
  @MainActor
  func lineHeight() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.lineHeight == TextMeasurement.current.lineHeight(of: font))
  }
}
