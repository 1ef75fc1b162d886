import Foundation
import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit
import UIKitTestSupport

/// A controller that goes away takes its keyboard observers with it.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct ControllerLifetimeTests {
  @Test("A dismissed TodoAddViewController is deallocated, even after the keyboard came and went")
  func deallocated() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    weak var weakController: TodoAddViewController?
    weak var weakView: UIView?
    func presentAndDismiss() {
      let controller = TodoAddViewController()
      weakController = controller
      weakView = controller.view
      screen.window.rootViewController = controller
      screen.window.layoutIfNeeded()
      screen.click(TodoAddViews(controller.view).field)
      screen.frames(5)
      screen.window.handleText("bye")
      // Replaced while the keyboard is still sliding up: the field resigns as it leaves.
      screen.window.rootViewController = UIViewController()
    }
    presentAndDismiss()
    #expect(weakController == nil)
    screen.settle()
    #expect(weakView == nil)
    #expect(!screen.keyboard.isKeyboardVisible)
  }

  @Test("After the controller is gone, keyboardWillShow reaches nothing of it")
  func observersGone() throws {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    weak var weakController: TodoAddViewController?
    // The view outlives its controller here on purpose: if an observer survived, it
    // would shift this view's handle.
    var keptView: UIView?
    func presentAndDismiss() {
      let controller = TodoAddViewController()
      weakController = controller
      keptView = controller.view
      screen.window.rootViewController = controller
      screen.window.rootViewController = UIViewController()
    }
    presentAndDismiss()
    #expect(weakController == nil)
    let view = try #require(keptView)
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillShowNotification, object: nil,
      userInfo: [
        UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 553, width: 390, height: 291)
      ])
    #expect(TodoAddViews(view).fieldTopConstraint.constant == 150)
    // A real keyboard show in the live screen reaches only the live controller.
    let live = TodoAddViewController()
    screen.window.rootViewController = live
    screen.window.layoutIfNeeded()
    screen.click(TodoAddViews(live.view).field)
    screen.settle()
    #expect(TodoAddViews(live.view).fieldTopConstraint.constant == 120)
    #expect(TodoAddViews(view).fieldTopConstraint.constant == 150)
  }
}
