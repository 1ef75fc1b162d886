import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

@MainActor
@Suite("UIView geometry and coordinate conversion", .serialized, .uikitRuntime)
struct UIViewGeometryTests {
  // UIKit: bounds is the view's own coordinate space, origin (0, 0) by default and the
  // frame's size; center is the frame's midpoint in the superview's coordinates.
  @Test("init(frame:): bounds = (0, 0, size), center = frame midpoint")
  func frameBoundsCenter() {
    let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(v.center == CGPoint(x: 60, y: 45))  // 10 + 100/2, 20 + 50/2
  }

  // UIKit: setting center moves the frame, keeping its size.
  @Test("Setting center moves the frame and keeps the size")
  func setCenter() {
    let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    v.center = CGPoint(x: 200, y: 300)
    #expect(v.frame == CGRect(x: 150, y: 275, width: 100, height: 50))  // 200 - 50, 300 - 25
    #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  // UIKit: setting frame sets center and bounds.size; bounds.origin is kept.
  @Test("Setting frame updates center and bounds size, keeps bounds origin")
  func setFrame() {
    let v = UIView(frame: .zero)
    v.bounds.origin = CGPoint(x: 0, y: 30)
    v.frame = CGRect(x: 5, y: 5, width: 40, height: 60)
    #expect(v.center == CGPoint(x: 25, y: 35))
    #expect(v.bounds == CGRect(x: 0, y: 30, width: 40, height: 60))
  }

  // UIKit: "Changing the bounds size grows or shrinks the view relative to its center point."
  @Test("Changing bounds size grows the view around its center")
  func boundsSizeKeepsCenter() {
    let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    v.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
    #expect(v.center == CGPoint(x: 60, y: 45))
    #expect(v.frame == CGRect(x: 0, y: 5, width: 120, height: 80))  // 60 - 60, 45 - 40
  }

  // UIKit: changing bounds.origin does not move the view in its superview; it moves what
  // the view shows (its subviews) the other way: the scroll offset.
  @Test("bounds.origin leaves the frame alone and shifts subviews' converted positions")
  func boundsOriginShiftsSubviews() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    parent.addSubview(child)
    parent.bounds.origin = CGPoint(x: 0, y: 50)
    #expect(parent.frame == CGRect(x: 0, y: 0, width: 300, height: 300))
    #expect(child.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    // child's (0, 0) is at (10, 10) in parent's bounds space, which shows from y = 50: (10, -40) on screen.
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    w.addSubview(parent)
    #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: -40))
    #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 10, y: 10))
    #expect(parent.convert(CGPoint(x: 10, y: 10), to: nil) == CGPoint(x: 10, y: -40))
  }

  /// window ─┬─ a (10, 20, 200, 300) ── b (5, 7, 50, 50)
  ///         └─ c (100, 200, 50, 50)
  /// (Callers keep the window alive: a superview is a weak reference, as in UIKit.)
  func tree() -> (UIWindow, UIView, UIView, UIView) {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 300))
    let b = UIView(frame: CGRect(x: 5, y: 7, width: 50, height: 50))
    let c = UIView(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
    w.addSubview(a)
    a.addSubview(b)
    w.addSubview(c)
    return (w, a, b, c)
  }

  // UIKit: convert(_:to:) maps a point from the receiver's coordinates to the other
  // view's; `to: nil` means the window's base coordinates.
  @Test("convert(point, to:) up, down, across, and to nil (the window)")
  func convertPointTo() {
    let (w, a, b, c) = tree()
    defer { withExtendedLifetime(w) {} }
    let p = CGPoint(x: 1, y: 2)
    #expect(b.convert(p, to: a) == CGPoint(x: 6, y: 9))  // 1 + 5, 2 + 7
    #expect(b.convert(p, to: nil) == CGPoint(x: 16, y: 29))  // 1 + 5 + 10, 2 + 7 + 20
    #expect(b.convert(p, to: w) == CGPoint(x: 16, y: 29))
    #expect(b.convert(p, to: c) == CGPoint(x: -84, y: -171))  // 16 - 100, 29 - 200
    #expect(a.convert(CGPoint(x: 6, y: 9), to: b) == p)
  }

  // UIKit: convert(_:from:) is the inverse; `from: nil` takes window coordinates.
  @Test("convert(point, from:) is the inverse; from nil takes window coordinates")
  func convertPointFrom() {
    let (w, a, b, c) = tree()
    defer { withExtendedLifetime(w) {} }
    #expect(b.convert(CGPoint(x: 16, y: 29), from: nil) == CGPoint(x: 1, y: 2))
    #expect(c.convert(CGPoint(x: 1, y: 2), from: b) == CGPoint(x: -84, y: -171))
    #expect(b.convert(CGPoint(x: -84, y: -171), from: c) == CGPoint(x: 1, y: 2))
    #expect(a.convert(CGPoint(x: 0, y: 0), from: b) == CGPoint(x: 5, y: 7))
  }

  // UIKit: convert(_:to:)/(_:from:) for rects move the origin and keep the size (no transforms).
  @Test("convert(rect, to:/from:) moves the origin and keeps the size")
  func convertRect() {
    let (w, a, b, c) = tree()
    defer { withExtendedLifetime(w) {} }
    let r = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(b.convert(r, to: nil) == CGRect(x: 16, y: 29, width: 3, height: 4))
    #expect(b.convert(r, to: c) == CGRect(x: -84, y: -171, width: 3, height: 4))
    #expect(b.convert(CGRect(x: 16, y: 29, width: 3, height: 4), from: nil) == r)
    // b's frame on screen:
    #expect(a.convert(b.frame, to: nil) == CGRect(x: 15, y: 27, width: 50, height: 50))
  }

  // UIKit: an ancestor's bounds origin (scroll offset) enters every conversion through it.
  @Test("An ancestor's bounds origin is subtracted in conversions through it")
  func convertThroughScrolledAncestor() {
    let (w, a, b, c) = tree()
    defer { withExtendedLifetime(w) {} }
    a.bounds.origin = CGPoint(x: 0, y: 100)
    #expect(b.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: -71))  // 29 - 100
    #expect(b.convert(CGPoint(x: 16, y: -71), from: nil) == CGPoint(x: 1, y: 2))
    #expect(b.convert(CGPoint(x: 1, y: 2), to: c) == CGPoint(x: -84, y: -271))
  }
}
