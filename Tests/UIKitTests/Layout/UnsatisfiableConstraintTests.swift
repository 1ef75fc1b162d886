import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// UIKit never crashes on unsatisfiable constraints: it prints
///
///     [LayoutConstraints] Unable to simultaneously satisfy constraints.
///         Probably at least one of the constraints in the following list is one you don't want.
///         …
///     Will attempt to recover by breaking constraint
///     <NSLayoutConstraint …>
///
/// and lays out without the broken one. A test that gets this far did not crash.
@MainActor
@Suite("Unsatisfiable constraints", .serialized, .uikitRuntime)
struct UnsatisfiableConstraintTests {
  func scene(_ ui: UIKitTestContext) -> (root: UIView, child: UIView) {
    let (_, root) = ui.makeScreen()
    let child = ui.addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
      child.heightAnchor.constraint(equalToConstant: 40),
    ])
    return (root, child)
  }

  func named(_ c: NSLayoutConstraint, _ id: String) -> NSLayoutConstraint {
    c.identifier = id
    return c
  }

  @Test("Two required widths: UIKit's sentences are logged and the second one is broken")
  func conflictingWidths() {
    withUIKit { ui in
      let (root, child) = scene(ui)
      let first = named(child.widthAnchor.constraint(equalToConstant: 100), "first")
      let second = named(child.widthAnchor.constraint(equalToConstant: 200), "second")
      first.isActive = true
      #expect(LayoutLog.messages.isEmpty)
      second.isActive = true
      root.layoutIfNeeded()
      #expect(LayoutLog.messages.count == 1)
      let log = ui.log
      #expect(log.contains("Unable to simultaneously satisfy constraints."))
      #expect(
        log.contains(
          "Probably at least one of the constraints in the following list is one you don't want."))
      #expect(log.contains("Will attempt to recover by breaking constraint"))
      // The list names both; the broken one is named after "breaking constraint".
      #expect(log.contains(first.description))
      #expect(log.contains(second.description))
      let tail =
        log.components(separatedBy: "Will attempt to recover by breaking constraint").last ?? ""
      #expect(tail.contains("'second'"))
      #expect(!tail.contains("'first'"))
      // The other constraints hold; the width is the unbroken one's.
      #expect(child.frame == CGRect(x: 20, y: 30, width: 100, height: 40))
    }
  }

  // UIKit: the broken constraint stays installed (isActive stays true); it is just not
  // satisfied. Deactivating it later is quiet and leaves the layout as it is.
  @Test("The broken constraint stays active; deactivating it is quiet")
  func brokenStaysActive() {
    withUIKit { ui in
      let (root, child) = scene(ui)
      child.widthAnchor.constraint(equalToConstant: 100).isActive = true
      let second = child.widthAnchor.constraint(equalToConstant: 200)
      second.isActive = true
      #expect(second.isActive)
      LayoutLog.clear()
      second.isActive = false
      root.layoutIfNeeded()
      #expect(LayoutLog.messages.isEmpty)
      #expect(child.frame.width == 100)
    }
  }

  // Constraints unrelated to the conflict keep working after it, including later changes.
  @Test("Unrelated constraints still hold and still respond to constant changes")
  func othersStillHold() {
    withUIKit { ui in
      let (root, child) = scene(ui)
      let other = ui.addConstrained(UIView(), to: root)
      let otherTop = other.topAnchor.constraint(equalTo: child.bottomAnchor, constant: 10)
      NSLayoutConstraint.activate([
        otherTop,
        other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        other.widthAnchor.constraint(equalToConstant: 50),
        other.heightAnchor.constraint(equalToConstant: 50),
        child.widthAnchor.constraint(equalToConstant: 100),
        child.widthAnchor.constraint(equalToConstant: 200),
      ])
      root.layoutIfNeeded()
      #expect(other.frame == CGRect(x: 0, y: 80, width: 50, height: 50))  // 30 + 40 + 10
      otherTop.constant = 20
      root.layoutIfNeeded()
      #expect(other.frame == CGRect(x: 0, y: 90, width: 50, height: 50))
    }
  }

  // A constant change that makes required constraints conflict is handled the same way:
  // logged, no crash, and the rest of the layout still holds.
  @Test("A constant change into a conflict is logged and does not crash")
  func constantIntoConflict() {
    withUIKit { ui in
      let (root, child) = scene(ui)
      let width = named(child.widthAnchor.constraint(equalToConstant: 100), "width")
      NSLayoutConstraint.activate([
        width,
        child.widthAnchor.constraint(lessThanOrEqualToConstant: 150),
      ])
      root.layoutIfNeeded()
      #expect(LayoutLog.messages.isEmpty)
      width.constant = 300
      root.layoutIfNeeded()
      #expect(ui.log.contains("Unable to simultaneously satisfy constraints."))
      #expect(ui.log.contains("Will attempt to recover by breaking constraint"))
      #expect(child.frame.width <= 150)
      #expect(child.frame.minX == 20)
      #expect(child.frame.minY == 30)
      #expect(child.frame.height == 40)
    }
  }

  // A conflict across two views (a chain that does not fit the screen): the layout log
  // names the constraints; the frames of the parts not in conflict are exact.
  @Test("A vertical chain too tall for its container breaks one constraint and keeps the rest")
  func chainTooTall() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
      root.addSubview(box)
      let a = ui.addConstrained(UIView(), to: box)
      let b = ui.addConstrained(UIView(), to: box)
      NSLayoutConstraint.activate([
        a.topAnchor.constraint(equalTo: box.topAnchor),
        a.heightAnchor.constraint(equalToConstant: 60),
        b.topAnchor.constraint(equalTo: a.bottomAnchor),
        b.heightAnchor.constraint(equalToConstant: 60),
        a.leadingAnchor.constraint(equalTo: box.leadingAnchor),
        b.leadingAnchor.constraint(equalTo: box.leadingAnchor),
        a.widthAnchor.constraint(equalToConstant: 10),
        b.widthAnchor.constraint(equalToConstant: 10),
      ])
      let last = named(b.bottomAnchor.constraint(equalTo: box.bottomAnchor), "tooTall")
      last.isActive = true
      box.layoutIfNeeded()
      #expect(ui.log.contains("Will attempt to recover by breaking constraint"))
      #expect(a.frame == CGRect(x: 0, y: 0, width: 10, height: 60))
      #expect(b.frame == CGRect(x: 0, y: 60, width: 10, height: 60))
    }
  }
}
