import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// A view whose hit area is its bounds grown by `outset` on every side.
private final class OutsetHitView: UIView {
  var outset: CGFloat = 0
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -outset, dy: -outset).contains(point)
  }
}

/// A container that claims every point, as pass-through overlays or enlarged containers do.
private final class EverywhereView: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
}

@MainActor
@Suite("UIView hit testing", .serialized, .uikitRuntime)
struct UIViewHitTestingTests {
  /// root (0, 0, 300, 300) ─┬─ back (0, 0, 200, 200) ── inner (10, 10, 50, 50)
  ///                        └─ front (100, 100, 150, 150)
  func tree() -> (root: UIView, back: UIView, inner: UIView, front: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    let front = UIView(frame: CGRect(x: 100, y: 100, width: 150, height: 150))
    root.addSubview(back)
    back.addSubview(inner)
    root.addSubview(front)
    return (root, back, inner, front)
  }

  // UIKit: hitTest(_:with:) returns the farthest descendant that contains the point.
  @Test("The deepest view containing the point is hit")
  func deepest() {
    let t = tree()
    #expect(t.root.hitTest(CGPoint(x: 20, y: 20), with: nil) === t.inner)
    #expect(t.root.hitTest(CGPoint(x: 5, y: 5), with: nil) === t.back)
    #expect(t.root.hitTest(CGPoint(x: 290, y: 10), with: nil) === t.root)
  }

  // UIKit: a point outside the receiver's bounds returns nil.
  @Test("A point outside the receiver returns nil")
  func outside() {
    let t = tree()
    #expect(t.root.hitTest(CGPoint(x: 301, y: 10), with: nil) == nil)
    #expect(t.root.hitTest(CGPoint(x: -1, y: 10), with: nil) == nil)
  }

  // UIKit: subviews are searched front to back (last in `subviews` first).
  @Test("Where siblings overlap the front-most one is hit")
  func frontToBack() {
    let t = tree()
    // (150, 150) is in back (0..200) and in front (100..250): front is later in subviews.
    #expect(t.root.hitTest(CGPoint(x: 150, y: 150), with: nil) === t.front)
    t.root.bringSubviewToFront(t.back)
    #expect(t.root.hitTest(CGPoint(x: 150, y: 150), with: nil) === t.back)
  }

  // UIKit: "This method ignores view objects that are hidden, that have disabled user
  // interactions, or have an alpha level less than 0.01." A hidden view hides its subtree.
  @Test("Hidden views and their subtrees are skipped: the touch falls through")
  func hidden() {
    let t = tree()
    t.front.isHidden = true
    #expect(t.root.hitTest(CGPoint(x: 150, y: 150), with: nil) === t.back)
    t.back.isHidden = true
    #expect(t.root.hitTest(CGPoint(x: 20, y: 20), with: nil) === t.root)
  }

  @Test("isUserInteractionEnabled = false skips the view and its subtree")
  func nonInteractive() {
    let t = tree()
    t.back.isUserInteractionEnabled = false
    #expect(t.root.hitTest(CGPoint(x: 20, y: 20), with: nil) === t.root)  // inner too
    #expect(t.root.hitTest(CGPoint(x: 150, y: 150), with: nil) === t.front)
  }

  // Apple's hitTest(_:with:): it "ignores view objects that are hidden, that have disabled
  // user interactions, or have an alpha level less than 0.01". So 0.01 itself is hit.
  @Test("alpha below 0.01 is skipped; 0.01 and above are hit")
  func transparent() {
    let t = tree()
    t.front.alpha = 0.009
    #expect(t.root.hitTest(CGPoint(x: 150, y: 150), with: nil) === t.back)
    t.front.alpha = 0
    #expect(t.root.hitTest(CGPoint(x: 150, y: 150), with: nil) === t.back)
    t.front.alpha = 0.01
    #expect(t.root.hitTest(CGPoint(x: 150, y: 150), with: nil) === t.front)
    t.front.alpha = 0.02
    #expect(t.root.hitTest(CGPoint(x: 150, y: 150), with: nil) === t.front)
  }

  // UIKit: hitTest asks point(inside:with:); overriding it changes the hit area.
  @Test("Overriding point(inside:with:) enlarges the hit area")
  func pointInsideOverride() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let button = OutsetHitView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
    root.addSubview(button)
    #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) === root)
    button.outset = 10
    // (-5, -5) is within 10 of its bounds:
    #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) === button)
    #expect(root.hitTest(CGPoint(x: 89, y: 95), with: nil) === root)  // (-11, -5) is not
  }

  // UIKit: a subview that lies outside its superview's bounds is not hit there, even
  // with clipsToBounds false, because the superview's point(inside:) fails first.
  @Test("A subview outside its superview's bounds is not hit unless the superview claims the point")
  func subviewOutsideBounds() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let overhang = UIView(frame: CGRect(x: 80, y: 80, width: 60, height: 60))  // to (140, 140)
    root.addSubview(box)
    box.addSubview(overhang)
    #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === overhang)  // inside both
    #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root)  // outside box

    let everywhere = EverywhereView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let overhang2 = UIView(frame: CGRect(x: 80, y: 80, width: 60, height: 60))
    root.addSubview(everywhere)
    everywhere.addSubview(overhang2)
    #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === overhang2)
  }

  // UIKit: the point is converted into each subview's coordinates, bounds origin included.
  @Test("Hit testing follows a superview's bounds origin (scroll offset)")
  func scrolled() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let row = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 40))
    root.addSubview(content)
    content.addSubview(row)
    #expect(root.hitTest(CGPoint(x: 10, y: 210), with: nil) === row)
    content.bounds.origin = CGPoint(x: 0, y: 150)  // the row now shows at y 50..90
    #expect(root.hitTest(CGPoint(x: 10, y: 60), with: nil) === row)
    #expect(root.hitTest(CGPoint(x: 10, y: 210), with: nil) === content)
  }
}
