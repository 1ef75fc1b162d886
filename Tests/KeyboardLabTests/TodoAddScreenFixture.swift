import Foundation
import Testing
import UIKit
import UIKitTesting

@testable import KeyboardAudit
@testable import KeyboardLab
@testable import SeedScreens

/// The todo-add screen in a fresh 390×844 key window, driven the way the platform drives
/// it: clicks through `handleTouch`, text through `handleText`, keys through `handleKey`.
/// It lives in the test's own runtime (the suite's `.uikitRuntime` trait).
@MainActor
final class TodoAddScreen {
  let window: UIWindow
  /// Drives the window as a person would (UIKitTesting's public tester).
  lazy var tester = ScreenTester(window: window)
  let controller: TodoAddViewController

  init() {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    controller = TodoAddViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
  }

  func tearDown() {
    Self.clearFirstResponder()
    window.resignKeyAndHide()
  }

  /// Ends editing in every window on screen, even if a delegate would refuse.
  static func clearFirstResponder() {
    for window in UIApplication.shared.windows { window.endEditing(true) }
  }

  var todoAddView: TodoAddView { controller.todoAddView }
  var field: UITextField { todoAddView.todoTitleTextField }
  var textView: UITextView { todoAddView.todoContentTextView }
  var constant: CGFloat { todoAddView.todoTitleTopConstraint.constant }
  var keyboard: KeyboardController { window.keyboardController }

  /// A point on the screen's background: beside the inputs, above the keyboard.
  let background = CGPoint(x: 195, y: 500)

  /// Escape on the real keyboard: the app's way to take the keyboard down (a tap
  /// beside the fields does not, as on iOS).
  func dismiss() {
    tester.press(.escape)
  }

  func click(_ point: CGPoint) {
    tester.tap(at: point)
  }

  func click(_ view: UIView) {
    let frame = view.convert(view.bounds, to: nil)
    click(CGPoint(x: frame.midX, y: frame.midY))
  }

  /// Taps a key of the on-screen keyboard at the centre of its rectangle.
  func tapKey(_ key: KeyboardView.Key, sourceLocation: SourceLocation = #_sourceLocation) {
    do { try tester.tapKey(key) } catch { Issue.record("\(error)", sourceLocation: sourceLocation) }
  }

  /// Types `text` on the on-screen keys.
  func typeOnKeys(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    do { try tester.typeOnKeyboard(text) } catch { Issue.record("\(error)", sourceLocation: sourceLocation) }
  }

  /// Runs `count` display frames, each on an exact multiple of 1/60 s.
  func frames(_ count: Int) {
    tester.pump(frames: count)
  }

  func settle() {
    UIKitRuntime.current.settle()
  }
}
