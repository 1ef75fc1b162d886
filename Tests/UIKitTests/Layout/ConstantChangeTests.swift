import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// The seed's pattern: a field whose top is `root.top + 150`, and code that changes the
/// handle's `constant`.
@MainActor
@Suite("Changing a constraint's constant", .serialized, .uikitRuntime)
struct ConstantChangeTests {
  struct Scene {
    let window: UIWindow
    let root: UIView
    let field: UIView
    let below: UIView
    let top: NSLayoutConstraint
  }

  /// field: top 150, leading/trailing 20, height 80 → (20, 150, 350, 80);
  /// below: top = field.bottom + 16, same width, height 200 → (20, 246, 350, 200).
  func scene(_ ui: UIKitTestContext) -> Scene {
    let (window, root) = ui.makeScreen()
    let field = ui.addConstrained(UIView(), to: root)
    let below = ui.addConstrained(UIView(), to: root)
    let top = field.topAnchor.constraint(equalTo: root.topAnchor, constant: 150)
    NSLayoutConstraint.activate([
      top,
      field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      field.heightAnchor.constraint(equalToConstant: 80),
      below.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 16),
      below.leadingAnchor.constraint(equalTo: field.leadingAnchor),
      below.trailingAnchor.constraint(equalTo: field.trailingAnchor),
      below.heightAnchor.constraint(equalToConstant: 200),
    ])
    root.layoutIfNeeded()
    return Scene(window: window, root: root, field: field, below: below, top: top)
  }

  @Test("The scene at rest (the seed's todo field)")
  func atRest() {
    withUIKit { ui in
      let s = scene(ui)
      #expect(s.field.frame == CGRect(x: 20, y: 150, width: 350, height: 80))
      #expect(s.below.frame == CGRect(x: 20, y: 246, width: 350, height: 200))
    }
  }

  // UIKit: changing `constant` does not move anything by itself; frames change in the next
  // layout pass (layoutIfNeeded() forces it now). Dependents follow: below = 120 + 80 + 16.
  @Test("A new constant moves frames at the next layoutIfNeeded, not before")
  func appliedAtNextLayoutPass() {
    withUIKit { ui in
      let s = scene(ui)
      s.top.constant = 120
      #expect(s.field.frame.minY == 150)
      s.root.layoutIfNeeded()
      #expect(s.field.frame == CGRect(x: 20, y: 120, width: 350, height: 80))
      #expect(s.below.frame == CGRect(x: 20, y: 216, width: 350, height: 200))
    }
  }

  // UIKit: the run loop's layout pass (here: the display-link tick) applies pending
  // changes without anyone calling layoutIfNeeded.
  @Test("The next display frame applies a new constant by itself")
  func appliedByNextFrame() {
    withUIKit { ui in
      let s = scene(ui)
      s.top.constant = 100
      ui.frames(1)
      #expect(s.field.frame.minY == 100)
      #expect(s.below.frame.minY == 196)
    }
  }

  // UIKit: outside an animation block a layout pass applies the constant at once: no
  // animation runs and nothing moves on later frames.
  @Test("Outside an animation block the change is immediate, not animated")
  func immediateOutsideAnimation() {
    withUIKit { ui in
      let s = scene(ui)
      s.top.constant = 120
      s.root.layoutIfNeeded()
      #expect(UIKitRuntime.current.animator.runningCount == 0)
      ui.frames(3)
      #expect(s.field.frame.minY == 120)
    }
  }

  // UIKit: only the value at the layout pass counts. 10, 20, then 35 between two passes:
  // the field lands at 35; set back to 150 before the pass: nothing moves.
  @Test("Many changes between passes: the last value wins")
  func lastValueWins() {
    withUIKit { ui in
      let s = scene(ui)
      s.top.constant = 10
      s.top.constant = 20
      s.top.constant = 35
      s.root.layoutIfNeeded()
      #expect(s.field.frame.minY == 35)
      s.top.constant = 90
      s.top.constant = 35
      s.root.layoutIfNeeded()
      #expect(s.field.frame.minY == 35)
      #expect(s.top.constant == 35)
    }
  }

  // UIKit: a constant can be changed at any time, also while inactive; activation uses the
  // value it has then.
  @Test("A constant changed while inactive applies on activation")
  func inactiveChange() {
    withUIKit { ui in
      let s = scene(ui)
      s.top.isActive = false
      s.top.constant = 60
      s.top.isActive = true
      s.root.layoutIfNeeded()
      #expect(s.field.frame.minY == 60)
    }
  }

  // UIKit: constant works the same on inequalities and multiplied constraints.
  // width ≤ root.width × 0.5 - 45 → 195 - 45 = 150 against a low wish of 300; then -95 → 100.
  @Test("Constant of a multiplied inequality")
  func multipliedInequality() {
    withUIKit { ui in
      let s = scene(ui)
      let box = ui.addConstrained(UIView(), to: s.root)
      let cap = box.widthAnchor.constraint(
        lessThanOrEqualTo: s.root.widthAnchor, multiplier: 0.5, constant: -45)
      let wish = box.widthAnchor.constraint(equalToConstant: 300)
      wish.priority = .defaultLow
      NSLayoutConstraint.activate([
        cap, wish,
        box.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
        box.topAnchor.constraint(equalTo: s.root.topAnchor),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
      s.root.layoutIfNeeded()
      #expect(box.frame.width == 150)
      cap.constant = -95
      s.root.layoutIfNeeded()
      #expect(box.frame.width == 100)
    }
  }

  // Going back and forth many times leaves no drift: the layout is a function of the
  // constants, not of their history (the design's "no drift" promise).
  @Test("Back and forth 200 times: exactly back at the start")
  func noDrift() {
    withUIKit { ui in
      let s = scene(ui)
      for i in 0..<200 {
        s.top.constant = i.isMultiple(of: 2) ? 120 : 150
        s.root.layoutIfNeeded()
      }
      #expect(s.field.frame == CGRect(x: 20, y: 150, width: 350, height: 80))
      #expect(s.below.frame == CGRect(x: 20, y: 246, width: 350, height: 200))
    }
  }
}
