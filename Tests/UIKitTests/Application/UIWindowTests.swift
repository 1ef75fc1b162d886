import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

@MainActor
@Suite("UIWindow, UIScreen and the device profile", .serialized, .uikitRuntime)
struct UIWindowTests {
  // UIKit: UIScreen.main.bounds is the screen in points; the default device here is a
  // 390×844 @3x iPhone with 47/34 safe-area bands and a 291 pt keyboard.
  @Test("UIScreen.main is the default device: 390×844 @3x")
  func screen() {
    withUIKit { _ in
      #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(UIScreen.main.scale == 3)
      #expect(
        DeviceProfile.iPhone14.safeAreaInsets
          == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
      #expect(DeviceProfile.named("iphone-se") == .iPhoneSE)
      #expect(DeviceProfile.named("nokia") == nil)
    }
  }

  // UIKit: UIWindow() (no frame) covers the main screen.
  @Test("UIWindow() covers the screen")
  func defaultFrame() {
    withUIKit { _ in
      let window = UIWindow()
      #expect(window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(window.safeAreaInsetsOfDevice == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }
  }

  // UIKit: the root view controller's view fills the window and is its subview.
  @Test("The root view fills the window")
  func rootFills() {
    withUIKit { ui in
      let (window, root) = ui.makeScreen()
      #expect(root.superview === window)
      #expect(root.frame == window.bounds)
      #expect(root.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(root.window === window)
    }
  }

  // UIKit: makeKeyAndVisible shows the window and makes it key (the previous key window
  // resigns); the application lists it.
  @Test("makeKeyAndVisible: shown, key, listed; a second window takes over key status")
  func keyAndVisible() {
    withUIKit { ui in
      let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      ui.adopt(first)
      first.isHidden = true
      first.makeKeyAndVisible()
      #expect(!first.isHidden)
      #expect(first.isKeyWindow)
      #expect(UIApplication.shared.windows.contains { $0 === first })
      #expect(UIApplication.shared.keyWindow === first)
      let second = ui.makeWindow()
      #expect(second.isKeyWindow)
      #expect(!first.isKeyWindow)
      #expect(UIApplication.shared.keyWindow === second)
      second.resignKeyAndHide()
      #expect(!UIApplication.shared.windows.contains { $0 === second })
      #expect(second.isHidden)
    }
  }

  // UIKit: when the window's size changes, its root view is resized to fill it and Auto
  // Layout (safe area included) relays out. 390×844 → 375×667: the root is 375×667; a view
  // inset 20 from the root's sides is 335 wide; the safe-area guide is (0, 47, 375, 586).
  @Test("Resizing the window relays out the root and the safe area")
  func resize() {
    withUIKit { ui in
      let (window, root) = ui.makeScreen()
      let field = ui.addConstrained(UIView(), to: root)
      let safe = ui.addConstrained(UIView(), to: root)
      let guide = root.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        field.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -100),
        field.heightAnchor.constraint(equalToConstant: 40),
        safe.topAnchor.constraint(equalTo: guide.topAnchor),
        safe.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        safe.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        safe.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      ])
      window.layoutIfNeeded()
      #expect(field.frame == CGRect(x: 20, y: 704, width: 350, height: 40))  // 844 - 100 - 40
      #expect(safe.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
      window.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
      window.layoutIfNeeded()
      #expect(root.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
      #expect(field.frame == CGRect(x: 20, y: 527, width: 335, height: 40))  // 667 - 100 - 40
      #expect(safe.frame == CGRect(x: 0, y: 47, width: 375, height: 586))  // 667 - 47 - 34
      #expect(root.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
      #expect(LayoutLog.messages.isEmpty)
    }
  }

  // The keyboard guide at rest follows the resized safe area: 667 - 34 = 633.
  @Test("Resizing the window moves the resting keyboard guide to the new safe-area bottom")
  func resizeKeyboardGuide() {
    withUIKit { ui in
      let (window, root) = ui.makeScreen()
      let bar = ui.addConstrained(UIView(), to: root)
      NSLayoutConstraint.activate([
        bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
        bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        bar.widthAnchor.constraint(equalToConstant: 10),
        bar.heightAnchor.constraint(equalToConstant: 10),
      ])
      window.layoutIfNeeded()
      #expect(bar.frame.maxY == 810)
      window.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
      window.layoutIfNeeded()
      #expect(bar.frame.maxY == 633)
    }
  }

  // UIKit: layoutSubviews runs after Auto Layout has set the frames of the pass, so a view
  // that places a hand-made subview there sees its solved size.
  @Test("layoutSubviews sees the frames Auto Layout solved in the same pass")
  func layoutSubviewsAfterSolve() {
    final class Panel: UIView {
      var seen: [CGSize] = []
      let dot = UIView()
      override func layoutSubviews() {
        seen.append(bounds.size)
        dot.frame = CGRect(x: bounds.width - 10, y: 0, width: 10, height: 10)
      }
    }
    withUIKit { ui in
      let (window, root) = ui.makeScreen()
      let panel = ui.addConstrained(Panel(), to: root)
      panel.addSubview(panel.dot)
      let width = panel.widthAnchor.constraint(equalToConstant: 200)
      NSLayoutConstraint.activate([
        width, panel.heightAnchor.constraint(equalToConstant: 50),
        panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        panel.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      window.layoutIfNeeded()
      #expect(panel.seen.last == CGSize(width: 200, height: 50))
      #expect(panel.dot.frame == CGRect(x: 190, y: 0, width: 10, height: 10))
      width.constant = 300
      window.layoutIfNeeded()
      #expect(panel.seen.last == CGSize(width: 300, height: 50))
      #expect(panel.dot.frame == CGRect(x: 290, y: 0, width: 10, height: 10))
    }
  }
}
