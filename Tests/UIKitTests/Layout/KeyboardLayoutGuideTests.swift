import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// iOS 15's `keyboardLayoutGuide`: its top edge is the keyboard's top, or the bottom of the
/// safe area while the keyboard is hidden; its bottom is the view's bottom. The keyboard is
/// moved here with the engine's internal `keyboardTopChanged(_:)` (root coordinates), what
/// the keyboard controller calls every frame of its slide.
@MainActor
@Suite("keyboardLayoutGuide", .serialized, .uikitRuntime)
struct KeyboardLayoutGuideTests {
  /// A 44 pt bar whose bottom sits on the keyboard guide's top, full width.
  func bar(_ ui: UIKitTestContext, in view: UIView) -> UIView {
    let bar = ui.addConstrained(UIView(), to: view)
    NSLayoutConstraint.activate([
      bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    return bar
  }

  // UIKit (iOS 15): with the keyboard hidden the guide's top is the safe area's bottom
  // (844 - 34 = 810), so the guide covers the home-indicator band: (0, 810, 390, 34).
  @Test("At rest the guide's top is the safe-area bottom, 810")
  func atRest() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let bar = bar(ui, in: root)
      root.layoutIfNeeded()
      #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
      #expect(bar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))  // 810 - 44
    }
  }

  // UIKit: with the keyboard up, the guide's top is the keyboard's top: 844 - 291 = 553.
  @Test("With the keyboard's top at 553 the guide is (0, 553, 390, 291)")
  func keyboardShown() {
    withUIKit { ui in
      let (window, root) = ui.makeScreen()
      let bar = bar(ui, in: root)
      root.layoutIfNeeded()
      window.layoutEngine.keyboardTopChanged(553)
      root.layoutIfNeeded()
      #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 553, width: 390, height: 291))
      #expect(bar.frame == CGRect(x: 0, y: 509, width: 390, height: 44))  // 553 - 44
    }
  }

  // UIKit: when the keyboard hides, the guide returns to the safe-area bottom.
  @Test("Keyboard hidden again: back to 810")
  func keyboardHiddenAgain() {
    withUIKit { ui in
      let (window, root) = ui.makeScreen()
      let bar = bar(ui, in: root)
      window.layoutEngine.keyboardTopChanged(553)
      root.layoutIfNeeded()
      window.layoutEngine.keyboardTopChanged(nil)
      root.layoutIfNeeded()
      #expect(root.keyboardLayoutGuide.layoutFrame.minY == 810)
      #expect(bar.frame.minY == 766)
    }
  }

  // A guide first used while the keyboard is already up starts at the keyboard's top.
  @Test("A guide created while the keyboard is up starts at the keyboard's top")
  func createdWhileShown() {
    withUIKit { ui in
      let (window, root) = ui.makeScreen()
      window.layoutEngine.keyboardTopChanged(553)
      let bar = bar(ui, in: root)
      root.layoutIfNeeded()
      #expect(bar.frame.minY == 509)
    }
  }

  // UIKit: a subview's keyboard guide is in that subview's coordinates and ends at its
  // bottom. card (0, 100, 390, 744): keyboard top 553 → guide (0, 453, 390, 291) in card.
  @Test("A subview's guide is in its own coordinates")
  func subviewGuide() {
    withUIKit { ui in
      let (window, root) = ui.makeScreen()
      let card = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 744))
      root.addSubview(card)
      let bar = bar(ui, in: card)
      window.layoutEngine.keyboardTopChanged(553)
      root.layoutIfNeeded()
      #expect(card.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 453, width: 390, height: 291))
      #expect(bar.frame == CGRect(x: 0, y: 409, width: 390, height: 44))
    }
  }

  // UIKit: like the safe area guide, the keyboard guide is one object per view.
  @Test("keyboardLayoutGuide is one object per view, distinct from the safe-area guide")
  func identity() {
    let v = UIView()
    #expect(v.keyboardLayoutGuide === v.keyboardLayoutGuide)
    #expect(v.keyboardLayoutGuide !== v.safeAreaLayoutGuide)
    #expect(v.keyboardLayoutGuide.owningView === v)
  }
}
