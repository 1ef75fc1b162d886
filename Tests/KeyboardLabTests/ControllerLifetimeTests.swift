import Foundation
import Testing
import UIKit
import UIKitTestSupport

@testable import KeyboardAudit
@testable import KeyboardLab
@testable import SeedScreens

/// A controller that goes away takes its keyboard observers with it.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct ControllerLifetimeTests {
  @Test("A dismissed TodoAddViewController is deallocated, even after the keyboard came and went")
  func deallocated() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    weak var weakController: TodoAddViewController?
    weak var weakView: TodoAddView?
    func presentAndDismiss() {
      let controller = TodoAddViewController()
      weakController = controller
      weakView = controller.todoAddView
      screen.window.rootViewController = controller
      screen.window.layoutIfNeeded()
      screen.click(controller.todoAddView.todoTitleTextField)
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
    var keptView: TodoAddView?
    func presentAndDismiss() {
      let controller = TodoAddViewController()
      weakController = controller
      keptView = controller.todoAddView
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
    #expect(!view.isShiftedForKeyboard)
    #expect(view.todoTitleTopConstraint.constant == 150)
    // A real keyboard show in the live screen reaches only the live controller.
    let live = TodoAddViewController()
    screen.window.rootViewController = live
    screen.window.layoutIfNeeded()
    screen.click(live.todoAddView.todoTitleTextField)
    screen.settle()
    #expect(live.todoAddView.todoTitleTopConstraint.constant == 120)
    #expect(view.todoTitleTopConstraint.constant == 150)
  }
}
