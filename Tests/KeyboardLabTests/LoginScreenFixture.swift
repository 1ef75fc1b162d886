import Foundation
import Testing
import UIKit
import UIKitTesting

@testable import KeyboardAudit
@testable import KeyboardLab
@testable import SeedScreens

/// The login screen in a fresh 390×844 key window of the test's own runtime (the suite's
/// `.uikitRuntime` trait), on stepped frames, driven the way the platform drives it
/// (`handleTouch`, `handleText`, `handleKey`), like `TodoAddScreen`.
@MainActor
final class LoginScreen {
  let window: UIWindow
  /// Drives the window as a person would (UIKitTesting's public tester).
  lazy var tester = ScreenTester(window: window)
  /// The controller on screen: the window holds it; this is a weak look at it, so a test
  /// can replace the root controller and watch it go.
  private(set) weak var controller: LoginViewController?

  /// The 390×844 device's numbers (safe area 47…810, keyboard 291 high).
  static let safeAreaCenterY: CGFloat = 47 + (844 - 47 - 34) / 2  // 428.5
  static let keyboardHeight: CGFloat = 291
  static let restingOffset: CGFloat = -50
  static let shownOffset: CGFloat = -keyboardHeight / 2  // -145.5
  static let restingBoxCenterY = safeAreaCenterY + restingOffset  // 378.5
  static let shownBoxCenterY = safeAreaCenterY + shownOffset  // 283

  init() {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = LoginViewController()
    self.controller = controller
    window.rootViewController = controller
    window.makeKeyAndVisible()
  }

  func tearDown() {
    Self.clearFirstResponder()
    window.rootViewController = nil
    window.resignKeyAndHide()
  }

  /// Ends editing in every window on screen, even if a delegate would refuse.
  static func clearFirstResponder() {
    for window in UIApplication.shared.windows { window.endEditing(true) }
  }

  /// Puts a new login controller on screen (the old one is released unless held).
  @discardableResult
  func present(_ controller: LoginViewController = LoginViewController()) -> LoginViewController {
    self.controller = controller
    window.rootViewController = controller
    window.layoutIfNeeded()
    return controller
  }

  var liveController: LoginViewController {
    guard let controller else { fatalError("LoginScreen: the login controller is gone") }
    return controller
  }

  var loginView: LoginView { liveController.loginView }
  var box: UIView { loginView.loginBoxView }
  var email: UITextField { loginView.emailTextField }
  var password: UITextField { loginView.passwordTextField }
  var button: UIButton { loginView.loginButton }
  var message: String? { loginView.messageLabel.text }
  var offset: CGFloat? { loginView.loginBoxCenterYOffset }
  var keyboard: KeyboardController { window.keyboardController }

  /// The box's centre y in window coordinates, where it is drawn now.
  var boxCenterY: CGFloat {
    let frame = box.presentationFrame
    let origin = box.superview!.convert(frame.origin, to: nil)
    return origin.y + frame.height / 2
  }

  /// The box's centre y in window coordinates from its `frame` (which constraint
  /// animations move frame by frame here; the target is the constraint's constant).
  var boxFrameCenterY: CGFloat {
    box.convert(box.bounds, to: nil).midY
  }

  /// Points on the screen's background, beside the box (above the keyboard when up).
  let backgroundPoints = [CGPoint(x: 12, y: 400), CGPoint(x: 195, y: 90), CGPoint(x: 378, y: 300)]

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

  /// Clicks a field at its right end, so the caret lands after the last character.
  func clickAtEnd(_ field: UITextField) {
    let frame = field.convert(field.bounds, to: nil)
    click(CGPoint(x: frame.maxX - 2, y: frame.midY))
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

  /// The strings drawn in the window now.
  func drawnTexts() -> [(String, UIColor)] {
    let canvas = RecordingCanvas()
    window.render(in: canvas)
    return canvas.commands.compactMap { command in
      if case .text(let string, _, _, let color, _) = command { return (string, color) }
      return nil
    }
  }
}
