import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// The default device is 390×844 with a 47 pt top band and a 34 pt home-indicator band:
/// the safe area of the window is (0, 47, 390, 844 - 47 - 34 = 763).
@MainActor
@Suite("safeAreaLayoutGuide and safeAreaInsets", .serialized, .uikitRuntime)
struct SafeAreaGuideTests {
  /// A view pinned to the four edges of `guide`: its frame shows where the guide is.
  @discardableResult
  func pin(_ ui: UIKitTestContext, to guide: UILayoutGuide, in view: UIView) -> UIView {
    ui.pinProbe(to: guide, in: view)
  }

  // UIKit: the root view of a full-screen window has safe-area insets of the device
  // (top 47, bottom 34 on a 390×844 iPhone), and its guide is its bounds inset by them.
  @Test("Root view of a 390×844 window: the guide is (0, 47, 390, 763)")
  func rootGuide() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let probe = pin(ui, to: root.safeAreaLayoutGuide, in: root)
      root.layoutIfNeeded()
      #expect(probe.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
      #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
      #expect(root.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }
  }

  // UIKit: layoutFrame is "the guide's frame in its owning view's coordinate system", valid
  // after layout whether or not any constraint uses the guide.
  @Test("layoutFrame is valid after layout even when no constraint uses the guide")
  func layoutFrameWithoutConstraints() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let guide = root.safeAreaLayoutGuide
      root.setNeedsLayout()
      root.layoutIfNeeded()
      #expect(guide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
    }
  }

  // UIKit: a view's safe area is the part of it not covered by the bands. A subview 100 pt
  // from the top (and ending above the bottom band) is not covered: insets 0, guide = bounds.
  @Test("A subview 100 pt from the top: insets 0, its guide is its bounds")
  func insetSubview() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let card = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))  // to 700 < 810
      root.addSubview(card)
      let probe = pin(ui, to: card.safeAreaLayoutGuide, in: card)
      root.layoutIfNeeded()
      #expect(card.safeAreaInsets == .zero)
      #expect(card.safeAreaInsets.top == 0)
      #expect(probe.frame == CGRect(x: 0, y: 0, width: 390, height: 600))
      #expect(card.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 600))
    }
  }

  // UIKit: a subview reaching into the bottom band gets the overlap as its bottom inset:
  // card (0, 100, 390, 744) ends at 844, the band starts at 810 → bottom 34; guide height 710.
  @Test("A subview reaching the bottom band: bottom inset 34, guide (0, 0, 390, 710)")
  func bottomOverlap() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let card = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 744))
      root.addSubview(card)
      let probe = pin(ui, to: card.safeAreaLayoutGuide, in: card)
      root.layoutIfNeeded()
      #expect(card.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
      #expect(probe.frame == CGRect(x: 0, y: 0, width: 390, height: 710))
    }
  }

  // UIKit: a subview under the top band: card (0, 20, 390, 100) → top inset 47 - 20 = 27.
  @Test("A subview under the top band: top inset 27, guide starts at 27")
  func topOverlap() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let card = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
      root.addSubview(card)
      let probe = pin(ui, to: card.safeAreaLayoutGuide, in: card)
      root.layoutIfNeeded()
      #expect(card.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
      #expect(probe.frame == CGRect(x: 0, y: 27, width: 390, height: 73))
    }
  }

  // UIKit: a view not in a window has no safe-area insets.
  @Test("Off screen: insets are zero")
  func offScreen() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(v.safeAreaInsets == .zero)
  }

  // UIKit: safeAreaLayoutGuide is one guide per view, owned by it.
  @Test("The guide is one object per view, owned by the view")
  func identity() {
    let v = UIView()
    let g = v.safeAreaLayoutGuide
    #expect(v.safeAreaLayoutGuide === g)
    #expect(g.owningView === v)
    #expect(v.layoutGuides.contains { $0 === g })
  }

  // UIKit: safe-area insets follow the device. The SE's 20 pt status bar and no home
  // indicator on 375×667 → guide (0, 20, 375, 647).
  @Test("Another device profile (iPhone SE): guide (0, 20, 375, 647)")
  func otherDevice() {
    withUIKit { ui in
      UIScreen.main.device = .iPhoneSE
      let window = UIWindow()
      ui.adopt(window)
      let controller = UIViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      let root = controller.view!
      #expect(root.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
      let probe = pin(ui, to: root.safeAreaLayoutGuide, in: root)
      root.layoutIfNeeded()
      #expect(probe.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
    }
  }

  // UIKit: when the safe area changes (here: the window's device bands), guides move at
  // the next layout pass.
  @Test("Changing the window's safe-area bands moves the guide")
  func bandsChange() {
    withUIKit { ui in
      let (window, root) = ui.makeScreen()
      let probe = pin(ui, to: root.safeAreaLayoutGuide, in: root)
      root.layoutIfNeeded()
      window.safeAreaInsetsOfDevice = UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0)
      root.layoutIfNeeded()
      #expect(probe.frame == CGRect(x: 0, y: 59, width: 390, height: 785))
      #expect(root.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    }
  }

  // UIKit: a view's safe area comes from the window it is in; constraints to the guide made
  // before the view was in a window follow the window's safe area once it is.
  @Test("A guide constrained before its view joined the window takes the window's safe area")
  func guideBeforeWindow() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let probe = pin(ui, to: card.safeAreaLayoutGuide, in: card)
      card.layoutIfNeeded()
      #expect(probe.frame == CGRect(x: 0, y: 0, width: 390, height: 844))  // no window, no insets
      root.addSubview(card)
      root.layoutIfNeeded()
      #expect(probe.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
    }
  }

  // UIKit: `additionalSafeAreaInsets` "expands the safe area" of the controller's root
  // view by the given insets, beyond what it inherits; the views inside inherit the
  // result, and the controller is told (`viewSafeAreaInsetsDidChange`).
  @Test("additionalSafeAreaInsets adds to the root view's inherited safe area; the views inside follow")
  func additionalSafeAreaInsets() {
    final class Controller: UIViewController {
      var told = 0
      override func viewSafeAreaInsetsDidChange() { told += 1 }
    }
    withUIKit { ui in
      let (window, _) = ui.makeScreen()
      let controller = Controller()
      window.rootViewController = controller
      let root = controller.view!
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
      root.addSubview(card)
      let probe = pin(ui, to: card.safeAreaLayoutGuide, in: card)
      root.layoutIfNeeded()
      let toldBefore = controller.told
      controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 10, bottom: 20, right: 0)
      root.layoutIfNeeded()
      // 47 + 44 at the top, 34 + 20 at the bottom, 10 on the left.
      #expect(root.safeAreaInsets == UIEdgeInsets(top: 91, left: 10, bottom: 54, right: 0))
      #expect(controller.told == toldBefore + 1)
      // The card ends at 500, above the root's safe bottom (790): only top and left.
      #expect(card.safeAreaInsets == UIEdgeInsets(top: 91, left: 10, bottom: 0, right: 0))
      #expect(probe.frame == CGRect(x: 10, y: 91, width: 380, height: 409))
      controller.additionalSafeAreaInsets = .zero
      root.layoutIfNeeded()
      #expect(probe.frame == CGRect(x: 0, y: 47, width: 390, height: 453))
    }
  }
}
