import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// The pass-through view of seed 004's earlier post, as written: `hitView == self` needs
/// `UIView` to be `Equatable`, which it is as an `NSObject`.
@MainActor
private final class PostPassThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hitView = super.hitTest(point, with: event)
    return hitView == self ? nil : hitView
  }
}

/// UIKit's classes are NSObjects, as on iOS.
@MainActor
@Suite(.uikitRuntime)
struct NSObjectTreeTests {
  @Test func responderClassesAreNSObjects() {
    let objects: [Any] = [
      UIView(), UIViewController(), UIWindow(), UIApplication.shared, UILayoutGuide(), UIScreen.main,
      UIView().topAnchor, UIView().widthAnchor.constraint(equalToConstant: 10),
    ]
    #expect(objects.allSatisfy { $0 is NSObject })
  }

  @Test func equalityAndHashingAreIdentity() {
    let a = UIView()
    let b = UIView()
    #expect(a == a)
    #expect(a != b)
    #expect(a.isEqual(a) && !a.isEqual(b))
    #expect(Set([a, b, a]).count == 2)
    let guide = UILayoutGuide()
    #expect([guide: 1][guide] == 1)
  }

  @Test func aPassThroughViewWrittenWithEqualityLetsTouchesThrough() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let below = UIView(frame: window.bounds)
    let pass = PostPassThroughView(frame: window.bounds)
    let button = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    window.addSubview(below)
    window.addSubview(pass)
    pass.addSubview(button)
    #expect(window.hitTest(CGPoint(x: 200, y: 400), with: nil) === below)
    #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === button)
  }

  @Test func aConstraintDescribesItselfAsUIKitDoes() {
    let view = UIView()
    let constraint = view.heightAnchor.constraint(equalToConstant: 80)
    #expect(constraint.description.contains("height == 80"))
    #expect("\(constraint)" == constraint.description)
  }
}
