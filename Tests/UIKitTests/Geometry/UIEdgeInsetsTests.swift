import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("UIEdgeInsets", .uikitRuntime)
struct UIEdgeInsetsTests {
  @Test("UIEdgeInsets.zero has all four insets 0, like UIEdgeInsets()")
  func zero() {
    #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(UIEdgeInsets() == .zero)
  }

  @Test("rect.inset(by:) moves the origin by top/left and shrinks the size by both sides")
  func insetBy() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(rect.inset(by: insets) == CGRect(x: 12, y: 21, width: 94, height: 46))
  }

  @Test("Negative insets grow the rect (UIKit's larger-hit-area idiom)")
  func negativeInsets() {
    let rect = CGRect(x: 10, y: 10, width: 10, height: 10)
    let grown = rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
    #expect(grown == CGRect(x: 5, y: 5, width: 20, height: 20))
  }

  @Test("Insets wider than the rect give a negative width, as UIEdgeInsetsInsetRect does")
  func oversizedInsets() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    let result = rect.inset(by: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
    #expect(result.origin.x == 8)
    #expect(result.size.width == -6)
  }
}
