import Foundation
import Testing
import UIKit

/// UIKit's geometry in `NSValue`s and through casts from `Any`, as iOS code uses them.
@Suite struct GeometryValueBridgingTests {
  let rect = CGRect(x: 0, y: 553, width: 390, height: 291)

  @Test func valuesRoundTrip() {
    #expect(NSValue(cgRect: rect).cgRectValue == rect)
    #expect(NSValue(cgPoint: CGPoint(x: 3, y: -4)).cgPointValue == CGPoint(x: 3, y: -4))
    #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
    #expect(NSValue(cgRect: rect).isEqual(NSValue(cgRect: rect)))
  }

  @Test func castsFromAnyFindTheValueEitherWay() {
    let info: [AnyHashable: Any] = [
      "boxed": NSValue(cgRect: rect), "plain": rect, "point": NSValue(cgPoint: .zero),
      "insets": NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)),
    ]
    #expect(info["boxed"] as? CGRect == rect)
    #expect((info["plain"] as? NSValue)?.cgRectValue == rect)
    #expect(info["point"] as? CGPoint == .zero)
    #expect(info["point"] as? CGRect == nil)
    #expect((info["insets"] as? UIEdgeInsets)?.top == 1)
    #expect(info["boxed"] as? UIEdgeInsets == nil)
  }
}
