import Foundation
import Testing
import Then
import UIKit
import UIKitTestSupport

// UIKit's views, guides and constraints are NSObjects, as on iOS, so they have `then`
// from Then's own `extension NSObject: Then {}`, with no glue.

private final class Settings: NSObject {
  var name = ""
  var count = 0
}

private struct Point3: Then {
  var x = 0, y = 0, z = 0
}

@Suite(.uikitRuntime)
struct ThenTests {
  @Test("then on a reference type configures and returns the same object")
  func thenOnReferenceType() {
    let original = Settings()
    let configured = original.then {
      $0.name = "memo"
      $0.count = 700
    }
    #expect(configured === original)
    #expect(original.name == "memo" && original.count == 700)
  }

  @Test("then and with on a value type return a changed copy and leave the original alone")
  func thenAndWithOnValueTypes() {
    let origin = CGPoint.zero
    let moved = origin.then { $0.x = 10 }
    let rect = CGRect.zero.with { $0.size = CGSize(width: 390, height: 844) }
    #expect(origin == .zero)
    #expect(moved == CGPoint(x: 10, y: 0))
    #expect(rect == CGRect(x: 0, y: 0, width: 390, height: 844))

    let p = Point3()
    let q = p.with { $0.z = 3 }
    #expect(p.z == 0 && q.z == 3)
    let list = [1, 2].with { $0.append(3) }
    #expect(list == [1, 2, 3])
  }

  @Test("do runs the block with the value and returns nothing")
  func doRunsBlock() {
    var seen: [String: Int] = [:]
    ["a": 1].do { seen = $0 }
    #expect(seen == ["a": 1])
    let encoder = JSONEncoder().then { $0.outputFormatting = .sortedKeys }
    #expect(encoder.outputFormatting == .sortedKeys)
  }

  @Test("Errors thrown by the block propagate (rethrows)")
  func blockErrorsPropagate() {
    struct Failure: Error {}
    #expect(throws: Failure.self) { _ = try Settings().then { _ in throw Failure() } }
    #expect(throws: Failure.self) { try CGSize.zero.do { _ in throw Failure() } }
  }

  @MainActor
  @Test("UIKit views configure with then once they adopt Then (seed 004's UIStackView().then { … } style)")
  func uikitViews() {
    let label = UILabel().then {
      $0.text = "0/700"
      $0.textAlignment = .right
    }
    #expect(label.text == "0/700")
    #expect(label.textAlignment == .right)
    let field = UITextField().then { $0.placeholder = "Email" }
    #expect(field.placeholder == "Email")
    let guide = UILayoutGuide().then { $0.identifier = "spacer" }
    #expect(guide.identifier == "spacer")
  }
}
