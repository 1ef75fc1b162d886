import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// Two views with intrinsic widths side by side in a row: `a` from the row's leading
/// edge, `b` right after it to the row's trailing edge. Who stretches or shrinks is
/// decided by content hugging and compression resistance.
@MainActor
@Suite("Intrinsic content size, hugging and compression resistance", .serialized, .uikitRuntime)
struct IntrinsicContentSizeTests {
  struct Row {
    let root: UIView
    let row: UIView
    let a: IntrinsicView
    let b: IntrinsicView
  }

  /// row: a hand-placed view at (0, 100, width, 44); a: intrinsic 100×20, b: 50×20.
  func row(_ ui: UIKitTestContext, width: CGFloat) -> Row {
    let (_, root) = ui.makeScreen()
    let row = UIView(frame: CGRect(x: 0, y: 100, width: width, height: 44))
    root.addSubview(row)
    let a = ui.addConstrained(IntrinsicView(CGSize(width: 100, height: 20)), to: row)
    let b = ui.addConstrained(IntrinsicView(CGSize(width: 50, height: 20)), to: row)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: row.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: row.trailingAnchor),
      a.topAnchor.constraint(equalTo: row.topAnchor),
      b.topAnchor.constraint(equalTo: row.topAnchor),
    ])
    return Row(root: root, row: row, a: a, b: b)
  }

  // UIKit: a plain UIView hugs at 250 and resists compression at 750 by default.
  @Test("Default priorities: hugging 250, compression resistance 750")
  func defaults() {
    let v = UIView()
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      #expect(v.contentHuggingPriority(for: axis) == .defaultLow)
      #expect(v.contentCompressionResistancePriority(for: axis) == .defaultHigh)
    }
    v.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    #expect(v.contentHuggingPriority(for: .horizontal).rawValue == 251)
    #expect(v.contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(
      v.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }

  // UIKit: a view with an intrinsic content size needs only position constraints; its
  // size is the intrinsic size.
  @Test("Position constraints only: the size is the intrinsic size")
  func sizeFromIntrinsic() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let v = ui.addConstrained(IntrinsicView(CGSize(width: 120, height: 40)), to: root)
      NSLayoutConstraint.activate([
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        v.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
      ])
      root.layoutIfNeeded()
      #expect(v.frame == CGRect(x: 10, y: 60, width: 120, height: 40))
    }
  }

  // UIKit: noIntrinsicMetric on an axis leaves that axis to the constraints.
  @Test("noIntrinsicMetric on one axis: that axis comes from constraints")
  func oneAxisOnly() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let v = ui.addConstrained(
        IntrinsicView(CGSize(width: UIView.noIntrinsicMetric, height: 40)), to: root)
      NSLayoutConstraint.activate([
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
        v.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
      #expect(v.frame == CGRect(x: 10, y: 0, width: 370, height: 40))
    }
  }

  // UIKit: when the row is wider than the content (300 > 100 + 50), the view with the
  // lower hugging priority stretches. b hugs at 251, a at 250 → a takes the 150 extra.
  @Test("Extra space: the lower hugging priority stretches")
  func huggingDecides() {
    withUIKit { ui in
      let r = row(ui, width: 300)
      r.b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
      r.root.layoutIfNeeded()
      #expect(r.a.frame == CGRect(x: 0, y: 0, width: 250, height: 20))
      #expect(r.b.frame == CGRect(x: 250, y: 0, width: 50, height: 20))
    }
  }

  @Test("Extra space, priorities swapped: the other one stretches")
  func huggingSwapped() {
    withUIKit { ui in
      let r = row(ui, width: 300)
      r.a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
      r.root.layoutIfNeeded()
      #expect(r.a.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
      #expect(r.b.frame == CGRect(x: 100, y: 0, width: 200, height: 20))
    }
  }

  // UIKit: when the row is narrower than the content (120 < 150), the view with the lower
  // compression resistance shrinks. b resists at 749 → a keeps 100, b gets 20.
  @Test("Too little space: the lower compression resistance shrinks")
  func compressionDecides() {
    withUIKit { ui in
      let r = row(ui, width: 120)
      r.b.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
      r.root.layoutIfNeeded()
      #expect(r.a.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
      #expect(r.b.frame == CGRect(x: 100, y: 0, width: 20, height: 20))
      r.b.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
      r.a.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
      r.root.layoutIfNeeded()
      #expect(r.a.frame == CGRect(x: 0, y: 0, width: 70, height: 20))
      #expect(r.b.frame == CGRect(x: 70, y: 0, width: 50, height: 20))
    }
  }

  // UIKit: hugging and compression are optional; a required size wins over them.
  @Test("A required width overrides the intrinsic width")
  func requiredOverrides() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let v = ui.addConstrained(IntrinsicView(CGSize(width: 120, height: 40)), to: root)
      NSLayoutConstraint.activate([
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        v.topAnchor.constraint(equalTo: root.topAnchor),
        v.widthAnchor.constraint(equalToConstant: 30),
      ])
      root.layoutIfNeeded()
      #expect(v.frame == CGRect(x: 0, y: 0, width: 30, height: 40))
      #expect(LayoutLog.messages.isEmpty)
    }
  }

  // UIKit: "Call this method when something changes in your custom view that invalidates
  // its intrinsic content size. This allows the constraint-based layout system to take the
  // new intrinsic content size into account in its next layout pass."
  @Test("invalidateIntrinsicContentSize: the new size is used at the next layout pass")
  func invalidate() {
    withUIKit { ui in
      let r = row(ui, width: 300)
      r.b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
      r.root.layoutIfNeeded()
      r.b.contentSize = CGSize(width: 80, height: 30)
      r.b.invalidateIntrinsicContentSize()
      r.root.layoutIfNeeded()
      #expect(r.a.frame == CGRect(x: 0, y: 0, width: 220, height: 20))
      #expect(r.b.frame == CGRect(x: 220, y: 0, width: 80, height: 30))
    }
  }

  // The same through the display link: the next frame relays out without layoutIfNeeded.
  @Test("invalidateIntrinsicContentSize is picked up by the next display frame")
  func invalidateNextFrame() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let v = ui.addConstrained(IntrinsicView(CGSize(width: 120, height: 40)), to: root)
      NSLayoutConstraint.activate([
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        v.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
      v.contentSize = CGSize(width: 64, height: 16)
      v.invalidateIntrinsicContentSize()
      ui.frames(1)
      #expect(v.frame == CGRect(x: 0, y: 0, width: 64, height: 16))
    }
  }

  // The common case of a view built before it is on screen (a controller's view made in
  // loadView, a custom view's init): its constraints are made off screen, then the tree
  // joins the window, and later its content changes.
  @Test("invalidateIntrinsicContentSize works for a view constrained before it joined the window")
  func invalidateAfterJoin() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let card = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
      let label = ui.addConstrained(IntrinsicView(CGSize(width: 120, height: 40)), to: card)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
        label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      ])
      root.addSubview(card)
      root.layoutIfNeeded()
      #expect(label.frame == CGRect(x: 16, y: 8, width: 120, height: 40))
      label.contentSize = CGSize(width: 64, height: 16)
      label.invalidateIntrinsicContentSize()
      root.layoutIfNeeded()
      #expect(label.frame == CGRect(x: 16, y: 8, width: 64, height: 16))
    }
  }
}
