import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// Every test lays out `child` inside `box`, a hand-placed view at (10, 20, 300, 400) in
/// the window's root view, and compares frames (in box coordinates) with numbers
/// computed by hand in the comments.
@MainActor
@Suite("Anchors and NSLayoutConstraint", .serialized, .uikitRuntime)
struct AnchorConstraintTests {
  func scene(_ ui: UIKitTestContext) -> (root: UIView, box: UIView, child: UIView) {
    let (_, root) = ui.makeScreen()
    let box = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 400))
    root.addSubview(box)
    let child = ui.addConstrained(UIView(), to: box)
    return (root, box, child)
  }

  // UIKit: leading/top anchors place the view's edges at the other edges plus constant;
  // width/height equalToConstant fix the size.
  @Test("leading, top, width and height with constants")
  func leadingTopSize() {
    withUIKit { ui in
      let (_, box, child) = scene(ui)
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 15),
        child.topAnchor.constraint(equalTo: box.topAnchor, constant: 25),
        child.widthAnchor.constraint(equalToConstant: 100),
        child.heightAnchor.constraint(equalToConstant: 50),
      ])
      box.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 15, y: 25, width: 100, height: 50))
    }
  }

  // UIKit: trailing/bottom: child.trailing = box.trailing - 15 → x = 300 - 15 - 100 = 185;
  // child.bottom = box.bottom - 25 → y = 400 - 25 - 50 = 325.
  @Test("trailing and bottom with negative constants")
  func trailingBottom() {
    withUIKit { ui in
      let (_, box, child) = scene(ui)
      NSLayoutConstraint.activate([
        child.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -15),
        child.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -25),
        child.widthAnchor.constraint(equalToConstant: 100),
        child.heightAnchor.constraint(equalToConstant: 50),
      ])
      box.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 185, y: 325, width: 100, height: 50))
    }
  }

  // UIKit: in a left-to-right layout left ≡ leading and right ≡ trailing.
  // left + 30 and right - 40 → x = 30, width = 300 - 30 - 40 = 230.
  @Test("left and right (left-to-right: same as leading and trailing)")
  func leftRight() {
    withUIKit { ui in
      let (_, box, child) = scene(ui)
      NSLayoutConstraint.activate([
        child.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 30),
        child.rightAnchor.constraint(equalTo: box.rightAnchor, constant: -40),
        child.topAnchor.constraint(equalTo: box.topAnchor),
        child.heightAnchor.constraint(equalToConstant: 10),
      ])
      box.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 30, y: 0, width: 230, height: 10))
    }
  }

  // UIKit: centerX/centerY are the midpoints. centerX = 150 → x = 150 - 50 = 100;
  // centerY = 200 + 10 → y = 210 - 25 = 185.
  @Test("centerX and centerY")
  func centers() {
    withUIKit { ui in
      let (_, box, child) = scene(ui)
      NSLayoutConstraint.activate([
        child.centerXAnchor.constraint(equalTo: box.centerXAnchor),
        child.centerYAnchor.constraint(equalTo: box.centerYAnchor, constant: 10),
        child.widthAnchor.constraint(equalToConstant: 100),
        child.heightAnchor.constraint(equalToConstant: 50),
      ])
      box.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 100, y: 185, width: 100, height: 50))
    }
  }

  // UIKit: first = second × multiplier + constant. width = 300 × 0.5 + 10 = 160;
  // height = 400 × 0.25 = 100.
  @Test("Dimension multiplier and constant")
  func multiplier() {
    withUIKit { ui in
      let (_, box, child) = scene(ui)
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: box.leadingAnchor),
        child.topAnchor.constraint(equalTo: box.topAnchor),
        child.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5, constant: 10),
        child.heightAnchor.constraint(equalTo: box.heightAnchor, multiplier: 0.25),
      ])
      box.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 0, y: 0, width: 160, height: 100))
    }
  }

  // UIKit: width equal to another view's width (multiplier 1) and equalTo without constant.
  @Test("Dimension equal to another dimension; edges equal without constant")
  func equalDimensions() {
    withUIKit { ui in
      let (_, box, child) = scene(ui)
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: box.leadingAnchor),
        child.topAnchor.constraint(equalTo: box.topAnchor),
        child.widthAnchor.constraint(equalTo: box.widthAnchor),
        child.heightAnchor.constraint(equalTo: child.widthAnchor),  // square
      ])
      box.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 0, y: 0, width: 300, height: 300))
    }
  }

  // UIKit: ≥ / ≤ to a constant bound an otherwise weaker wish. A low-priority width 50 is
  // pushed up to 120 by width ≥ 120; a low-priority height 200 is held to 80 by height ≤ 80.
  @Test("greaterThanOrEqualToConstant and lessThanOrEqualToConstant")
  func inequalitiesToConstants() {
    withUIKit { ui in
      let (_, box, child) = scene(ui)
      let wishWidth = child.widthAnchor.constraint(equalToConstant: 50)
      wishWidth.priority = .defaultLow
      let wishHeight = child.heightAnchor.constraint(equalToConstant: 200)
      wishHeight.priority = .defaultLow
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: box.leadingAnchor),
        child.topAnchor.constraint(equalTo: box.topAnchor),
        child.widthAnchor.constraint(greaterThanOrEqualToConstant: 120),
        child.heightAnchor.constraint(lessThanOrEqualToConstant: 80),
        wishWidth, wishHeight,
      ])
      box.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
    }
  }

  // UIKit: anchor-to-anchor inequalities. leading ≥ box.leading + 30 beats a low wish at
  // 0; trailing ≤ box.trailing - 40 beats a low wish at the edge → width 300 - 30 - 40 = 230.
  // top ≥ box.top + 5 (wish 0) → 5; bottom ≤ box.bottom - 5 (wish at the edge) → height 390.
  @Test("greaterThanOrEqualTo / lessThanOrEqualTo between anchors")
  func inequalitiesBetweenAnchors() {
    withUIKit { ui in
      let (_, box, child) = scene(ui)
      let wishes = [
        child.leadingAnchor.constraint(equalTo: box.leadingAnchor),
        child.trailingAnchor.constraint(equalTo: box.trailingAnchor),
        child.topAnchor.constraint(equalTo: box.topAnchor),
        child.bottomAnchor.constraint(equalTo: box.bottomAnchor),
      ]
      for w in wishes { w.priority = .defaultLow }
      NSLayoutConstraint.activate(
        wishes + [
          child.leadingAnchor.constraint(greaterThanOrEqualTo: box.leadingAnchor, constant: 30),
          child.trailingAnchor.constraint(lessThanOrEqualTo: box.trailingAnchor, constant: -40),
          child.topAnchor.constraint(greaterThanOrEqualTo: box.topAnchor, constant: 5),
          child.bottomAnchor.constraint(lessThanOrEqualTo: box.bottomAnchor, constant: -5),
        ])
      box.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 30, y: 5, width: 230, height: 390))
    }
  }

  // UIKit: dimension inequalities with a multiplier. width ≤ box.width × 0.5 (150) against
  // a low wish of 250; height ≥ box.height × 0.5 + 10 (210) against a low wish of 0.
  @Test("Dimension inequalities with multiplier")
  func dimensionInequalitiesWithMultiplier() {
    withUIKit { ui in
      let (_, box, child) = scene(ui)
      let wishW = child.widthAnchor.constraint(equalToConstant: 250)
      let wishH = child.heightAnchor.constraint(equalToConstant: 0)
      wishW.priority = .defaultLow
      wishH.priority = .defaultLow
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: box.leadingAnchor),
        child.topAnchor.constraint(equalTo: box.topAnchor),
        child.widthAnchor.constraint(lessThanOrEqualTo: box.widthAnchor, multiplier: 0.5),
        child.heightAnchor.constraint(
          greaterThanOrEqualTo: box.heightAnchor, multiplier: 0.5, constant: 10),
        wishW, wishH,
      ])
      box.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 0, y: 0, width: 150, height: 210))
    }
  }

  // UIKit: a constraint between siblings: b.top = a.bottom + 8 → 25 + 50 + 8 = 83.
  @Test("Sibling to sibling: stacking one below the other")
  func siblings() {
    withUIKit { ui in
      let (_, box, a) = scene(ui)
      let b = ui.addConstrained(UIView(), to: box)
      NSLayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 20),
        a.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -20),
        a.topAnchor.constraint(equalTo: box.topAnchor, constant: 25),
        a.heightAnchor.constraint(equalToConstant: 50),
        b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
        b.widthAnchor.constraint(equalTo: a.widthAnchor),
        b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
        b.heightAnchor.constraint(equalToConstant: 200),
      ])
      box.layoutIfNeeded()
      #expect(a.frame == CGRect(x: 20, y: 25, width: 260, height: 50))
      #expect(b.frame == CGRect(x: 20, y: 83, width: 260, height: 200))
    }
  }

  // UIKit: a frame is in its own superview's coordinates, even when the constraint ties
  // views of different superviews. inner (in `holder`, at box (0, 100)) aligns its top with
  // child's bottom (box y 60): inner.frame.minY = 60 - 100 = -40 in holder's coordinates.
  @Test("Cousins: frames come out in each view's own superview coordinates")
  func cousins() {
    withUIKit { ui in
      let (_, box, child) = scene(ui)
      let holder = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
      box.addSubview(holder)
      let inner = ui.addConstrained(UIView(), to: holder)
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
        child.topAnchor.constraint(equalTo: box.topAnchor, constant: 20),
        child.widthAnchor.constraint(equalToConstant: 100),
        child.heightAnchor.constraint(equalToConstant: 40),
        inner.topAnchor.constraint(equalTo: child.bottomAnchor),
        inner.leadingAnchor.constraint(equalTo: child.trailingAnchor),  // box x 110 → holder x 60
        inner.widthAnchor.constraint(equalToConstant: 30),
        inner.heightAnchor.constraint(equalToConstant: 30),
      ])
      box.layoutIfNeeded()
      #expect(inner.frame == CGRect(x: 60, y: -40, width: 30, height: 30))
      #expect(inner.convert(CGPoint.zero, to: box) == CGPoint(x: 110, y: 60))
    }
  }

  // UIKit: NSLayoutConstraint reports its items, attributes, relation, multiplier,
  // constant, priority (required by default) and identifier as created.
  @Test("Constraint properties as created by anchors")
  func properties() {
    let box = UIView()
    let child = UIView()
    let c = child.topAnchor.constraint(greaterThanOrEqualTo: box.bottomAnchor, constant: 12)
    #expect(c.firstItem === child)
    #expect(c.firstAttribute == .top)
    #expect(c.relation == .greaterThanOrEqual)
    #expect(c.secondItem === box)
    #expect(c.secondAttribute == .bottom)
    #expect(c.multiplier == 1)
    #expect(c.constant == 12)
    #expect(c.priority == .required)
    #expect(c.identifier == nil)
    #expect(!c.isActive)
    c.identifier = "gap"
    #expect(c.identifier == "gap")

    let w = child.widthAnchor.constraint(equalTo: box.heightAnchor, multiplier: 0.5, constant: 3)
    #expect(w.firstAttribute == .width)
    #expect(w.secondAttribute == .height)
    #expect(w.relation == .equal)
    #expect(w.multiplier == 0.5)
    #expect(w.constant == 3)

    let k = child.heightAnchor.constraint(lessThanOrEqualToConstant: 44)
    #expect(k.secondItem == nil)
    #expect(k.secondAttribute == .notAnAttribute)
    #expect(k.relation == .lessThanOrEqual)
    #expect(k.constant == 44)

    for (anchor, attribute) in [
      (child.leadingAnchor, NSLayoutConstraint.Attribute.leading),
      (child.trailingAnchor, .trailing),
      (child.leftAnchor, .left), (child.rightAnchor, .right), (child.centerXAnchor, .centerX),
    ] {
      #expect(anchor.constraint(equalTo: box.leadingAnchor).firstAttribute == attribute)
    }
    for (anchor, attribute) in [
      (child.topAnchor, NSLayoutConstraint.Attribute.top), (child.bottomAnchor, .bottom),
      (child.centerYAnchor, .centerY),
    ] {
      #expect(anchor.constraint(equalTo: box.topAnchor).firstAttribute == attribute)
    }
  }

  // UIKit: "Activating or deactivating the constraint calls addConstraint(_:) and
  // removeConstraint(_:) on the view that is the closest common ancestor of the items
  // managed by this constraint." A constant constraint is installed on its own view.
  @Test("Activation installs the constraint on the closest common ancestor")
  func installedOnCommonAncestor() {
    withUIKit { ui in
      let (root, box, child) = scene(ui)
      let other = ui.addConstrained(UIView(), to: root)
      let inBox = child.topAnchor.constraint(equalTo: box.topAnchor)
      let across = child.topAnchor.constraint(equalTo: other.bottomAnchor)
      let own = child.widthAnchor.constraint(equalToConstant: 10)
      NSLayoutConstraint.activate([inBox, across, own])
      #expect(box.constraints.contains { $0 === inBox })
      #expect(root.constraints.contains { $0 === across })
      #expect(child.constraints.contains { $0 === own })
      #expect(!box.constraints.contains { $0 === across })
      NSLayoutConstraint.deactivate([across])
      #expect(!root.constraints.contains { $0 === across })
    }
  }

  // UIKit: isActive toggles whether the constraint takes part in layout.
  // Required width 100 beats a low 200; deactivated, the 200 wins; reactivated, 100 again.
  @Test("isActive / activate / deactivate switch a constraint in and out of layout")
  func activateDeactivate() {
    withUIKit { ui in
      let (_, box, child) = scene(ui)
      let low = child.widthAnchor.constraint(equalToConstant: 200)
      low.priority = .defaultLow
      let strong = child.widthAnchor.constraint(equalToConstant: 100)
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: box.leadingAnchor),
        child.topAnchor.constraint(equalTo: box.topAnchor),
        child.heightAnchor.constraint(equalToConstant: 10),
        low,
      ])
      strong.isActive = true
      #expect(strong.isActive)
      box.layoutIfNeeded()
      #expect(child.frame.width == 100)
      NSLayoutConstraint.deactivate([strong])
      #expect(!strong.isActive)
      box.layoutIfNeeded()
      #expect(child.frame.width == 200)
      strong.isActive = true
      strong.isActive = true  // activating twice is harmless
      box.layoutIfNeeded()
      #expect(child.frame.width == 100)
      #expect(child.constraints.filter { $0 === strong }.count == 1)
    }
  }

  // UIKit: items in different view hierarchies cannot be constrained ("because they have
  // no common ancestor. … That's illegal."). UIKit raises; ours logs and leaves the
  // constraint inactive.
  @Test("No common ancestor: logged, and the constraint is not active")
  func noCommonAncestor() {
    withUIKit { ui in
      let (_, _, child) = scene(ui)
      let stranger = UIView()
      let c = child.topAnchor.constraint(equalTo: stranger.topAnchor)
      c.isActive = true
      #expect(!c.isActive)
      #expect(ui.log.contains("because they have no common ancestor"))
      #expect(ui.log.contains("That's illegal."))
      #expect(!child.constraints.contains { $0 === c })
    }
  }

  // UIKit: a layout guide is a layout item like a view: views can be constrained to it.
  // A plain guide spanning the box's middle 100 pt (x 100…200) centres the child in it.
  @Test("A plain UILayoutGuide takes part in layout like a view")
  func plainGuide() {
    withUIKit { ui in
      let (_, box, child) = scene(ui)
      let guide = UILayoutGuide()
      box.addLayoutGuide(guide)
      #expect(guide.owningView === box)
      NSLayoutConstraint.activate([
        guide.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 100),
        guide.widthAnchor.constraint(equalToConstant: 100),
        guide.topAnchor.constraint(equalTo: box.topAnchor),
        guide.heightAnchor.constraint(equalToConstant: 40),
        child.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
        child.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
        child.widthAnchor.constraint(equalToConstant: 20),
        child.heightAnchor.constraint(equalToConstant: 20),
      ])
      box.layoutIfNeeded()
      #expect(guide.layoutFrame == CGRect(x: 100, y: 0, width: 100, height: 40))
      #expect(child.frame == CGRect(x: 140, y: 10, width: 20, height: 20))
    }
  }
}
