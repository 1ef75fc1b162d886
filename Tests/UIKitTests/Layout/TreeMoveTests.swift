import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// Views gain and lose constraints as they move between hierarchies: one layout engine
/// per tree, constraints handed over when trees join and split.
@MainActor
@Suite("Constraints when views move between trees", .serialized, .uikitRuntime)
struct TreeMoveTests {
  /// A hand-placed card (x, y, 300, 200) with a child inset 10 on every side; the card is
  /// added to `parent` (if any) before its constraints are activated.
  func card(
    _ ui: UIKitTestContext, at origin: CGPoint, in parent: UIView? = nil
  ) -> (card: UIView, child: UIView, top: NSLayoutConstraint) {
    let card = UIView(frame: CGRect(origin: origin, size: CGSize(width: 300, height: 200)))
    parent?.addSubview(card)
    let child = ui.addConstrained(UIView(), to: card)
    let top = child.topAnchor.constraint(equalTo: card.topAnchor, constant: 10)
    NSLayoutConstraint.activate([
      top,
      child.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
      child.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
      child.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
    ])
    return (card, child, top)
  }

  // UIKit: constraints may be activated in a hierarchy not yet in a window; they apply
  // once it is laid out, on screen or off.
  @Test("Constraints activated on a detached subtree lay it out off screen")
  func detachedLayout() {
    withUIKit { ui in
      let c = card(ui, at: CGPoint(x: 40, y: 50))
      c.card.layoutIfNeeded()
      #expect(c.child.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
      #expect(c.top.isActive)
    }
  }

  @Test("Constraints activated on a detached subtree apply after it joins a window")
  func detachedThenAdded() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let c = card(ui, at: CGPoint(x: 40, y: 50))
      root.addSubview(c.card)
      root.layoutIfNeeded()
      #expect(c.child.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
      #expect(c.child.convert(CGPoint.zero, to: nil) == CGPoint(x: 50, y: 60))
      // Still live in the new tree: a constant change moves the child.
      c.top.constant = 30
      root.layoutIfNeeded()
      #expect(c.child.frame == CGRect(x: 10, y: 30, width: 280, height: 160))
    }
  }

  // UIKit: after the subtree has joined, its views are ordinary members of the window's
  // layout: a constraint made later between one of them and a view outside works like
  // any other. label.top = child.bottom + 8 = 50 + 10 + 180 + 8 = 248.
  @Test("After a detached subtree joins, new constraints to its views work")
  func constraintsAfterJoin() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let c = card(ui, at: CGPoint(x: 40, y: 50))
      root.addSubview(c.card)
      root.layoutIfNeeded()
      let label = ui.addConstrained(UIView(), to: root)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: c.child.bottomAnchor, constant: 8),
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        label.widthAnchor.constraint(equalToConstant: 10),
        label.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      // Regression guard: Cassowary's Solver.symbol(for:) used to give a variable a second
      // symbol once the solver that first met it (the subtree's own engine) was freed.
      #expect(c.child.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
      #expect(label.frame == CGRect(x: 0, y: 248, width: 10, height: 10))
    }
  }

  // Built bottom-up in two detached steps, then added: every level's constraints come along.
  @Test("Nested detached subtrees joined step by step keep all their constraints")
  func nestedJoins() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let outer = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
      let c = card(ui, at: .zero)
      outer.addSubview(c.card)
      let cardTop = c.card.topAnchor.constraint(equalTo: outer.topAnchor, constant: 25)
      c.card.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        cardTop,
        c.card.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 45),
        c.card.widthAnchor.constraint(equalToConstant: 300),
        c.card.heightAnchor.constraint(equalToConstant: 200),
      ])
      root.addSubview(outer)
      root.layoutIfNeeded()
      #expect(c.card.frame == CGRect(x: 45, y: 25, width: 300, height: 200))
      #expect(c.child.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
    }
  }

  // UIKit: "Calling this method removes any constraints that refer to the view you are
  // removing, or that refer to any view in the subtree of the view you are removing."
  @Test("Removing a view deactivates the constraints that tie its subtree to views outside")
  func removalDeactivatesOutsideConstraints() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let c = card(ui, at: CGPoint(x: 40, y: 50), in: root)
      let label = ui.addConstrained(UIView(), to: root)
      let tie = label.topAnchor.constraint(equalTo: c.child.bottomAnchor, constant: 8)
      NSLayoutConstraint.activate([
        tie,
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        label.widthAnchor.constraint(equalToConstant: 10),
        label.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      #expect(label.frame.minY == 248)  // 50 + 10 + 180 + 8
      c.card.removeFromSuperview()
      #expect(!tie.isActive)
      #expect(!root.constraints.contains { $0 === tie })
      #expect(LayoutLog.messages.isEmpty)
    }
  }

  // UIKit: constraints wholly inside the removed subtree are kept: it still lays out.
  @Test("A removed subtree keeps its inner constraints and lays out on its own")
  func removedSubtreeKeepsInnerConstraints() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let c = card(ui, at: CGPoint(x: 40, y: 50), in: root)
      root.layoutIfNeeded()
      c.card.removeFromSuperview()
      #expect(c.top.isActive)
      #expect(c.card.constraints.contains { $0 === c.top })
      c.top.constant = 20
      c.card.layoutIfNeeded()
      #expect(c.child.frame == CGRect(x: 10, y: 20, width: 280, height: 170))
    }
  }

  // And it can be put back (elsewhere) and work there.
  @Test("A removed subtree added back elsewhere lays out there")
  func removedAndReadded() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let holder = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 300))
      root.addSubview(holder)
      let c = card(ui, at: CGPoint(x: 40, y: 50), in: root)
      root.layoutIfNeeded()
      c.card.removeFromSuperview()
      holder.addSubview(c.card)
      c.top.constant = 40
      root.layoutIfNeeded()
      #expect(c.child.frame == CGRect(x: 10, y: 40, width: 280, height: 150))
      #expect(c.child.convert(CGPoint.zero, to: nil) == CGPoint(x: 50, y: 490))  // 400 + 50 + 40
    }
  }

  // UIKit: addSubview on a view with another superview first removes it from there, so
  // constraints to the old surroundings go; inner ones stay.
  @Test("Moving a view to another superview drops its ties to the old place, keeps inner ones")
  func moveDropsOutsideTies() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let left = UIView(frame: CGRect(x: 0, y: 0, width: 195, height: 844))
      let right = UIView(frame: CGRect(x: 195, y: 0, width: 195, height: 844))
      root.addSubview(left)
      root.addSubview(right)
      let c = card(ui, at: CGPoint(x: 0, y: 0), in: left)
      let sibling = ui.addConstrained(UIView(), to: left)
      let tie = sibling.topAnchor.constraint(equalTo: c.child.bottomAnchor)
      NSLayoutConstraint.activate([
        tie, sibling.leadingAnchor.constraint(equalTo: left.leadingAnchor),
        sibling.widthAnchor.constraint(equalToConstant: 5),
        sibling.heightAnchor.constraint(equalToConstant: 5),
      ])
      root.layoutIfNeeded()
      right.addSubview(c.card)
      root.layoutIfNeeded()
      #expect(!tie.isActive)
      #expect(c.top.isActive)
      #expect(c.child.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
      #expect(c.child.convert(CGPoint.zero, to: nil) == CGPoint(x: 205, y: 10))
    }
  }
}
