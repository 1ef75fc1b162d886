import Foundation
import Testing

@testable import UIKit

@Suite("CGRect equality")
struct CGRectEqualityTests {
  @Test("equals(_:) answers as Foundation's ==, negative sizes, zeros of both signs, NaN and infinities included")
  func agreesWithFoundation() {
    let values: [CGFloat] = [0, -0.0, 1, -1, 2.5, .nan, .infinity, -.infinity]
    var disagreements: [String] = []
    for x in values {
      for y in values {
        for w in values {
          for h in values {
            let rect = CGRect(x: x, y: y, width: w, height: h)
            let others = [
              rect, CGRect(x: x + w, y: y, width: -w, height: h), CGRect(x: x, y: y + h, width: w, height: -h),
              CGRect(x: y, y: x, width: h, height: w), rect.offsetBy(dx: 1, dy: 0),
            ]
            for other in others where rect.equals(other) != (rect == other) {
              disagreements.append("\(rect) vs \(other)")
            }
          }
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }
}
