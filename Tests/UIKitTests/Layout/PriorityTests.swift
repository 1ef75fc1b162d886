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
    #expect(UILayoutPriority.required - 1 == UILayoutPriority(999))
    #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
    #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
    #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
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
      #expect(child.frame.width == 100)
    }
  }

  // The same with UIKit's priority arithmetic: `.defaultLow + 1` beats ten `.defaultLow`,
  // `.required - 1` (999) beats twenty `.defaultHigh`.
  @Test("Priority arithmetic: .defaultLow + 1 and .required - 1 win over many lower ones")
  func priorityArithmeticOrders() {
    withUIKit { ui in
      let (root, child) = scene(ui)
      NSLayoutConstraint.activate(
        [width(child, 100, .defaultLow + 1)] + (0..<10).map { _ in width(child, 200, .defaultLow) })
      root.layoutIfNeeded()
      #expect(child.frame.width == 100)

      let other = ui.addConstrained(UIView(), to: root)
      NSLayoutConstraint.activate(
        [height(other, 40, .required - 1)] + (0..<20).map { _ in height(other, 80, .defaultHigh) })
      root.layoutIfNeeded()
      #expect(other.frame.height == 40)
      #expect(LayoutLog.messages.isEmpty)
    }
  }

  // Within one priority the errors add up and their sum is minimised: widths of 100, 200
  // and 300 at 500 cost |w - 100| + |w - 200| + |w - 300|, smallest (200) at w = 200.
  @Test("Within one priority the sum of errors is minimised")
  func tiesWithinOnePriority() {
    withUIKit { ui in
      let (root, child) = scene(ui)
      NSLayoutConstraint.activate([100, 200, 300].map { width(child, $0, .sceneSizeStayPut) })
      root.layoutIfNeeded()
      #expect(child.frame.width == 200)
    }
  }

  // Several priorities at once, each settled before the next: width <= 150 at
  // .defaultHigh; width == 300 at .dragThatCanResizeScene (510) pushes it to 150; 120 at
  // .dragThatCannotResizeScene (490) and 100 at .fittingSizeLevel cannot move it any more.
  // A tie at .defaultLow (60 and 90: any width between costs 30) is decided below it.
  @Test("Several priorities at once, highest first")
  func severalPriorities() {
    withUIKit { ui in
      let (root, child) = scene(ui)
      let cap = child.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
      cap.priority = .defaultHigh
      NSLayoutConstraint.activate([
        width(child, 100, .fittingSizeLevel), width(child, 120, .dragThatCannotResizeScene),
        width(child, 300, .dragThatCanResizeScene), cap,
      ])
      root.layoutIfNeeded()
      #expect(child.frame.width == 150)

      let other = ui.addConstrained(UIView(), to: root)
      NSLayoutConstraint.activate([
        height(other, 60, .defaultLow), height(other, 90, .defaultLow), height(other, 70, .fittingSizeLevel),
        height(other, 20, UILayoutPriority(1)),
      ])
      root.layoutIfNeeded()
      #expect(other.frame.height == 70)
    }
  }

  func height(_ view: UIView, _ value: CGFloat, _ priority: UILayoutPriority) -> NSLayoutConstraint {
    let c = view.heightAnchor.constraint(equalToConstant: value)
    c.priority = priority
    return c
  }
}
