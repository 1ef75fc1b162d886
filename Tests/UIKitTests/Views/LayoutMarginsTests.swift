import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// Layout margins, their guides and the system spacing, with the frames worked out by
/// hand from iOS's rules: 8-point margins for a plain view, measured from its safe area; a
/// root view's sides at the system minimum (16 points on 375- and 390-point phones, 20 on
/// the 430-point one) and its top and bottom at the safe area (SE 20/0, iPhone 14 47/34,
/// 14 Pro Max 59/34).
@MainActor
@Suite("Layout margins", .uikitRuntime)
struct LayoutMarginsTests {
  /// A full-screen controller on `device`; returns the controller and its root view.
  func screen(_ ui: UIKitTestContext, on device: DeviceProfile) -> (UIViewController, UIView) {
    UIScreen.main.device = device
    let window = UIWindow()
    ui.adopt(window)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (controller, controller.view)
  }

  /// A view pinned to the four edges of `guide`, in `view`.
  @discardableResult
  func pin(_ ui: UIKitTestContext, to guide: UILayoutGuide, in view: UIView) -> UIView {
    ui.pinProbe(to: guide, in: view)
  }

  static let rootCases: [(DeviceProfile, UIEdgeInsets, CGRect)] = [
    (.iPhoneSE, UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16), CGRect(x: 16, y: 20, width: 343, height: 647)),
    (.iPhone14, UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16), CGRect(x: 16, y: 47, width: 358, height: 763)),
    (
      .iPhone14ProMax, UIEdgeInsets(top: 59, left: 20, bottom: 34, right: 20),
      CGRect(x: 20, y: 59, width: 390, height: 839)
    ),
  ]

  @Test("A root view's margins: the system minimum at the sides, the safe area at top and bottom")
  func rootView() {
    for (device, margins, guideFrame) in Self.rootCases {
      withUIKit { ui in
        let (controller, root) = screen(ui, on: device)
        let probe = pin(ui, to: root.layoutMarginsGuide, in: root)
        root.layoutIfNeeded()
        #expect(probe.frame == guideFrame, "\(device.name)")
        #expect(root.layoutMarginsGuide.layoutFrame == guideFrame, "\(device.name)")
        #expect(root.layoutMargins == margins, "\(device.name)")
        #expect(
          root.directionalLayoutMargins
            == NSDirectionalEdgeInsets(
              top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right))
        #expect(controller.systemMinimumLayoutMargins.leading == margins.left)
        #expect(controller.systemMinimumLayoutMargins.top == 0)
        #expect(root.layoutMarginsGuide.identifier == "UIViewLayoutMarginsGuide")
      }
    }
  }

  @Test("A plain view: 8 points inside its bounds, and 8 below the status band it reaches into")
  func plainView() {
    withUIKit { ui in
      let (_, root) = screen(ui, on: .iPhone14)
      let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
      let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
      root.addSubview(card)
      root.addSubview(header)
      let inCard = pin(ui, to: card.layoutMarginsGuide, in: card)
      let inHeader = pin(ui, to: header.layoutMarginsGuide, in: header)
      root.layoutIfNeeded()
      #expect(card.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
      #expect(inCard.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
      // The header's safe area starts 47 down: its top margin is 47 + 8.
      #expect(header.layoutMargins == UIEdgeInsets(top: 55, left: 8, bottom: 8, right: 8))
      #expect(inHeader.frame == CGRect(x: 8, y: 55, width: 374, height: 137))
      header.insetsLayoutMarginsFromSafeArea = false
      root.layoutIfNeeded()
      #expect(header.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
      #expect(inHeader.frame == CGRect(x: 8, y: 8, width: 374, height: 184))
    }
  }

  /// Counts `layoutMarginsDidChange()`.
  final class CountingView: UIView {
    var changes = 0
    override func layoutMarginsDidChange() {
      super.layoutMarginsDidChange()
      changes += 1
    }
  }

  @Test("Setting margins: both forms agree, the guide follows, layoutMarginsDidChange comes")
  func settingMargins() {
    withUIKit { ui in
      let (_, root) = screen(ui, on: .iPhone14)
      let card = CountingView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
      root.addSubview(card)
      let probe = pin(ui, to: card.layoutMarginsGuide, in: card)
      root.layoutIfNeeded()
      card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
      #expect(card.changes == 1)
      #expect(card.layoutMargins == UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
      root.layoutIfNeeded()
      #expect(probe.frame == CGRect(x: 20, y: 10, width: 240, height: 160))
      card.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      #expect(card.changes == 2)
      #expect(card.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
      root.layoutIfNeeded()
      #expect(probe.frame == CGRect(x: 2, y: 1, width: 294, height: 196))
    }
  }

  @Test("A root view's own margins count where wider than the minimum; without it they stand alone")
  func systemMinimum() {
    withUIKit { ui in
      let (controller, root) = screen(ui, on: .iPhone14)
      root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 0, trailing: 30)
      root.layoutIfNeeded()
      // max(10, 16) and max(30, 16); the top margin 4 below the 47-point band.
      #expect(root.layoutMargins == UIEdgeInsets(top: 51, left: 16, bottom: 34, right: 30))
      controller.viewRespectsSystemMinimumLayoutMargins = false
      root.layoutIfNeeded()
      #expect(root.layoutMargins == UIEdgeInsets(top: 51, left: 10, bottom: 34, right: 30))
    }
  }

  @Test("preservesSuperviewLayoutMargins: the root's 16-point sides reach into a full-width child")
  func preservesSuperview() {
    withUIKit { ui in
      let (_, root) = screen(ui, on: .iPhone14)
      let row = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
      let inset = UIView(frame: CGRect(x: 10, y: 300, width: 370, height: 100))
      root.addSubview(row)
      root.addSubview(inset)
      let probe = pin(ui, to: row.layoutMarginsGuide, in: row)
      root.layoutIfNeeded()
      #expect(row.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
      row.preservesSuperviewLayoutMargins = true
      inset.preservesSuperviewLayoutMargins = true
      root.layoutIfNeeded()
      // The root's top margin (47) ends above the row (at 100): the row keeps its 8.
      #expect(row.layoutMargins == UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
      #expect(probe.frame == CGRect(x: 16, y: 8, width: 358, height: 84))
      // 10 points in: the root's 16 reaches 6 into it, less than its own 8.
      #expect(inset.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
  }

  @Test("readableContentGuide: the margins on a phone, 672 points centred in a wider window")
  func readableContent() {
    withUIKit { ui in
      let (_, root) = screen(ui, on: .iPhone14)
      let probe = pin(ui, to: root.readableContentGuide, in: root)
      root.layoutIfNeeded()
      #expect(probe.frame == CGRect(x: 16, y: 47, width: 358, height: 763))
      #expect(root.readableContentGuide.identifier == "UIViewReadableContentGuide")
    }
    withUIKit { ui in
      let (_, root) = ui.makeScreen(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
      let probe = pin(ui, to: root.readableContentGuide, in: root)
      root.layoutIfNeeded()
      // Margins 16 → 992 wide; 672 of them centred: x = 16 + (992 − 672) / 2 = 176.
      #expect(probe.frame == CGRect(x: 176, y: 47, width: 672, height: 768 - 47 - 34))
    }
  }

  @Test("System spacing: 8 points times the multiplier, below and after")
  func systemSpacing() {
    withUIKit { ui in
      let (_, root) = screen(ui, on: .iPhone14)
      let a = ui.addConstrained(UIView(), to: root)
      let b = ui.addConstrained(UIView(), to: root)
      let c = ui.addConstrained(UIView(), to: root)
      NSLayoutConstraint.activate([
        a.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 30),
        b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
        b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
        b.widthAnchor.constraint(equalToConstant: 50), b.heightAnchor.constraint(equalToConstant: 30),
        // At least 1.5 spacings below b, pulled up as far as that allows.
        c.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 1.5),
        c.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: a.leadingAnchor, multiplier: 0.5),
        c.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.leadingAnchor, multiplier: 0.5),
        c.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 1.5),
        c.widthAnchor.constraint(equalToConstant: 10), c.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      #expect(b.frame == CGRect(x: 86, y: 138, width: 50, height: 30))
      #expect(c.frame == CGRect(x: 24, y: 180, width: 10, height: 10))
    }
  }
}
