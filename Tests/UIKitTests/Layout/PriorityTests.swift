import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

@MainActor
@Suite("UILayoutPriority", .serialized, .uikitRuntime)
struct PriorityTests {
  /// A child placed at the root's top-left, 10 high, whose width the test decides.
  func scene(_ ui: UIKitTestContext) -> (root: UIView, child: UIView) {
    let (_, root) = ui.makeScreen()
    let child = ui.addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    return (root, child)
  }

  func width(_ child: UIView, _ value: CGFloat, _ priority: UILayoutPriority) -> NSLayoutConstraint {
    let c = child.widthAnchor.constraint(equalToConstant: value)
    c.priority = priority
    return c
  }

  // UIKit: required 1000, defaultHigh 750, defaultLow 250, fittingSizeLevel 50.
  @Test("UIKit's priority values")
  func values() {
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect(UILayoutPriority(rawValue: 751) > .defaultHigh)
    #expect(UILayoutPriority.defaultLow + 1 == UILayoutPriority(251))
  }

  // The strength mapping keeps every optional priority below required and orders them.
  @Test("Strength: optional priorities are below required and increase with priority")
  func strengthOrder() {
    #expect(UILayoutPriority.required.strength.isRequired)
    #expect(!UILayoutPriority(999).strength.isRequired)
    var previous = UILayoutPriority(1).strength
    for p in stride(from: Float(2), through: 999, by: 1) {
      let s = UILayoutPriority(p).strength
      #expect(s > previous, "priority \(p)")
      previous = s
    }
  }

  // UIKit: a required constraint is always satisfied; an optional one (even 999) gives way.
  @Test("999 loses to required")
  func optionalLosesToRequired() {
    withUIKit { ui in
      let (root, child) = scene(ui)
      NSLayoutConstraint.activate([
        width(child, 200, UILayoutPriority(999)), width(child, 100, .required),
      ])
      root.layoutIfNeeded()
      #expect(child.frame.width == 100)
      #expect(LayoutLog.messages.isEmpty)
    }
  }

  // UIKit: between conflicting optional constraints the higher priority is satisfied.
  @Test("750 beats 250, whichever is added first", arguments: [false, true])
  func highBeatsLow(reversed: Bool) {
    withUIKit { ui in
      let (root, child) = scene(ui)
      let pair = [width(child, 100, .defaultHigh), width(child, 200, .defaultLow)]
      NSLayoutConstraint.activate(reversed ? pair.reversed() : pair)
      root.layoutIfNeeded()
      #expect(child.frame.width == 100)
    }
  }

  // UIKit: the priority of an installed optional constraint may change to another optional
  // value; layout follows. 750 → 200 hands the win to the 250 constraint.
  @Test("Changing an active optional priority re-decides the conflict")
  func changeOptionalPriority() {
    withUIKit { ui in
      let (root, child) = scene(ui)
      let a = width(child, 100, .defaultHigh)
      let b = width(child, 200, .defaultLow)
      NSLayoutConstraint.activate([a, b])
      root.layoutIfNeeded()
      #expect(child.frame.width == 100)
      a.priority = UILayoutPriority(200)
      #expect(a.priority.rawValue == 200)
      root.layoutIfNeeded()
      #expect(child.frame.width == 200)
      a.priority = UILayoutPriority(300)
      root.layoutIfNeeded()
      #expect(child.frame.width == 100)
      #expect(LayoutLog.messages.isEmpty)
    }
  }

  // UIKit: "Priorities may not change from nonrequired to required, or from required to
  // nonrequired" on an installed constraint (UIKit throws: "Mutating a priority from
  // required to not on an installed constraint (or vice-versa) is not supported."). Ours
  // logs that sentence and keeps the old priority.
  @Test("Required → optional on an active constraint is refused with a log")
  func requiredToOptionalRefused() {
    withUIKit { ui in
      let (root, child) = scene(ui)
      let a = width(child, 100, .required)
      let b = width(child, 200, .defaultLow)
      NSLayoutConstraint.activate([a, b])
      a.priority = .defaultLow - 1
      #expect(a.priority == .required)
      #expect(
        ui.log.contains(
          "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."
        ))
      root.layoutIfNeeded()
      #expect(child.frame.width == 100)
    }
  }

  @Test("Optional → required on an active constraint is refused with a log")
  func optionalToRequiredRefused() {
    withUIKit { ui in
      let (root, child) = scene(ui)
      let a = width(child, 100, .defaultHigh)
      let b = width(child, 200, .required)
      NSLayoutConstraint.activate([a, b])
      a.priority = .required
      #expect(a.priority == .defaultHigh)
      #expect(ui.log.contains("is not supported"))
      root.layoutIfNeeded()
      #expect(child.frame.width == 200)
    }
  }

  // UIKit: on an inactive constraint any priority change is allowed.
  @Test("An inactive constraint may change between required and optional")
  func inactiveMayChange() {
    withUIKit { ui in
      let (root, child) = scene(ui)
      let a = width(child, 100, .required)
      a.priority = .defaultLow
      #expect(a.priority == .defaultLow)
      a.priority = .required
      a.priority = .defaultLow
      NSLayoutConstraint.activate([a, width(child, 200, .defaultHigh)])
      root.layoutIfNeeded()
      #expect(child.frame.width == 200)
      #expect(LayoutLog.messages.isEmpty)
    }
  }

  // Auto Layout Guide, "Constraint Priorities": "Auto Layout attempts to satisfy all the
  // constraints in priority order from highest to lowest. If it cannot satisfy an optional
  // constraint, it skips that constraint and continues on to the next one." So one 251
  // constraint wins over any number of conflicting 250 ones.
  @Test("Priority order, not count: one 251 beats three 250s")
  func priorityOrderNotCount() {
    withUIKit { ui in
      let (root, child) = scene(ui)
      NSLayoutConstraint.activate([
        width(child, 100, UILayoutPriority(251)),
        width(child, 200, .defaultLow), width(child, 200, .defaultLow),
        width(child, 200, .defaultLow),
      ])
      root.layoutIfNeeded()
      withKnownIssue(
        "B5: UILayoutPriority.strength is an additive Cassowary weight: three 250s outweigh one 251"
      ) {
        #expect(child.frame.width == 100)
      }
    }
  }
}
