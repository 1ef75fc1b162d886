import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// Two phones in one runtime: each window has its own screen, first responder and
/// keyboard, and a screen that follows its window's keyboard layout guide lays out
/// against its own keyboard only.
@MainActor
@Suite("Two windows, two devices", .serialized, .uikitRuntime)
struct TwoWindowsTests {
  /// A window on `device` whose root view has a field at the top and a bar pinned
  /// to the keyboard layout guide.
  @MainActor
  final class Phone {
    let window: UIWindow
    let field = UITextField()
    let bar = UIView()

    init(_ device: DeviceProfile) {
      window = UIWindow(screen: UIScreen(device: device))
      let controller = UIViewController()
      window.rootViewController = controller
      let root = controller.view!
      for view in [field, bar] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
      }
      NSLayoutConstraint.activate([
        field.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
        field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        field.heightAnchor.constraint(equalToConstant: 40),
        bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        bar.heightAnchor.constraint(equalToConstant: 44),
        bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
      ])
      window.makeKeyAndVisible()
    }

    var barFrame: CGRect { bar.convert(bar.bounds, to: nil) }
  }

  @Test("iPhone 14 and iPhone SE side by side, both keyboards up: each bar rides its own keyboard")
  func twoKeyboards() {
    let big = Phone(.iPhone14)
    let small = Phone(.iPhoneSE)
    defer {
      big.window.resignKeyAndHide()
      small.window.resignKeyAndHide()
    }
    UIKitRuntime.current.settle()
    // Keyboards down: the guide's top is the bottom of the safe area (844 - 34; 667 - 0).
    #expect(big.barFrame == CGRect(x: 0, y: 810 - 44, width: 390, height: 44))
    #expect(small.barFrame == CGRect(x: 0, y: 667 - 44, width: 375, height: 44))

    #expect(big.field.becomeFirstResponder())
    #expect(small.field.becomeFirstResponder())
    // Each window keeps its own first responder.
    #expect(big.field.isFirstResponder && small.field.isFirstResponder)
    #expect(big.window.firstResponder === big.field && small.window.firstResponder === small.field)
    UIKitRuntime.current.settle()

    // 844 - 291 = 553 on the iPhone 14, 667 - 216 = 451 on the SE.
    #expect(big.window.keyboardController.keyboardFrame == CGRect(x: 0, y: 553, width: 390, height: 291))
    #expect(small.window.keyboardController.keyboardFrame == CGRect(x: 0, y: 451, width: 375, height: 216))
    #expect(big.barFrame == CGRect(x: 0, y: 553 - 44, width: 390, height: 44))
    #expect(small.barFrame == CGRect(x: 0, y: 451 - 44, width: 375, height: 44))

    // One keyboard goes down; the other phone stays as it is.
    #expect(small.field.resignFirstResponder())
    UIKitRuntime.current.settle()
    #expect(small.barFrame == CGRect(x: 0, y: 667 - 44, width: 375, height: 44))
    #expect(big.barFrame == CGRect(x: 0, y: 553 - 44, width: 390, height: 44))
    #expect(big.window.keyboardController.isKeyboardVisible)
    #expect(!small.window.keyboardController.isKeyboardVisible)
  }

  @Test("A window's device changes while its keyboard is up: the window, the keyboard and the layout follow")
  func deviceChangesWhileRunning() {
    let phone = Phone(.iPhone14)
    defer { phone.window.resignKeyAndHide() }
    #expect(phone.field.becomeFirstResponder())
    UIKitRuntime.current.settle()
    #expect(phone.barFrame == CGRect(x: 0, y: 553 - 44, width: 390, height: 44))

    phone.window.screen.device = .iPhone14ProMax
    // The next frame sees the new device; the keyboard then moves to its new frame.
    UIKitRuntime.current.pumpFrames(1)
    UIKitRuntime.current.settle()
    // 430×932, keyboard 301: its top at 631.
    #expect(phone.window.frame.size == CGSize(width: 430, height: 932))
    #expect(phone.window.keyboardController.keyboardFrame == CGRect(x: 0, y: 631, width: 430, height: 301))
    #expect(phone.barFrame == CGRect(x: 0, y: 631 - 44, width: 430, height: 44))
    expectClose(phone.field.convert(phone.field.bounds, to: nil).minY, 59 + 20)
  }
}
