import Foundation
import RxSwift
@_spi(Testing) import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit
import UIKitTestSupport

/// Seed 000's claims, on the live screen: the box moves to exactly -keyboardHeight / 2
/// and back to -50, and a released controller takes its subscriptions with it (deinit →
/// DisposeBag → NotificationCenter observers removed), with no `removeObserver` call.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct LoginSeedClaimTests {
  @Test("Click email, settle: the box's offset is exactly -291/2 and its centre is at y = 283")
  func boxMovesToHalfTheKeyboard() {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    #expect(screen.offset == -50)
    #expect(screen.boxFrameCenterY == LoginScreen.restingBoxCenterY)
    #expect(screen.boxCenterY == 378.5)

    screen.click(screen.email)
    #expect(screen.email.isFirstResponder)
    screen.settle()
    #expect(screen.keyboard.keyboardHeight == 291)
    #expect(screen.offset == -145.5)
    #expect(screen.boxFrameCenterY == 283)
    #expect(screen.boxCenterY == 283)
    #expect(LoginScreen.shownBoxCenterY == 283)
    // The whole form sits above the keyboard.
    let button = screen.button.convert(screen.button.bounds, to: nil)
    #expect(button.maxY < screen.keyboard.keyboardFrame.minY)
  }

  @Test("Released, the controller deinits; afterwards keyboardWillShow reaches no handler of it")
  func releaseEndsTheSubscriptions() throws {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    weak var weakController: LoginViewController?
    weak var weakView: UIView?
    weak var weakViewModel: AnyObject?
    weak var weakBag: DisposeBag?
    var probeDisposed = false
    // The view outlives its controller on purpose: if a subscription survived and
    // still reached a handler, it would move this view's box.
    var keptView: UIView?
    func presentShowAndRelease() throws {
      let controller = screen.present()
      weakController = controller
      weakView = controller.view
      weakViewModel = storedProperty("viewModel", of: controller, as: AnyObject.self)
      let bag = try #require(storedProperty("disposeBag", of: controller, as: DisposeBag.self))
      weakBag = bag
      // A probe in the controller's bag: disposed exactly when the bag disposes the
      // keyboard subscriptions (whose disposal removes the centre's observers; see
      // Tests/RxSwiftTests/NotificationCenterRxTests).
      Disposables.create { probeDisposed = true }.disposed(by: bag)
      keptView = controller.view
      screen.click(LoginViews(controller.view).email)
      screen.settle()
      #expect(LoginViews(controller.view).boxCenterYOffset == -145.5)
      #expect(screen.boxCenterY == 283)
      // Replace the root controller and drop every reference.
      screen.window.rootViewController = UIViewController()
    }
    try presentShowAndRelease()
    #expect(weakController == nil)
    #expect(weakViewModel == nil)
    #expect(weakBag == nil)
    #expect(probeDisposed)
    screen.settle()
    #expect(!screen.keyboard.isKeyboardVisible)

    LoginViewController.resetKeyboardHandlerRuns()
    do {
      let view = try #require(keptView)
      // The field resigned as its view left the window, so the keyboard's will-hide
      // reached the controller while it was still alive: the box went back to -50.
      #expect(LoginViews(view).boxCenterYOffset == -50)
      for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
        NotificationCenter.default.post(
          name: name, object: nil,
          userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 400, width: 390, height: 444)])
      }
      #expect(LoginViewController.keyboardHandlerRuns == 0)
      #expect(LoginViews(view).boxCenterYOffset == -50)  // A live handler would have made it -222.
      // Nothing of this screen animates either: after the frames a handler's animation
      // would take, the view has not moved. (Other tests' screens may observe the same
      // process-wide notifications, so the runtime's animator as a whole is not asked.)
      let before = view.convert(view.bounds, to: nil)
      screen.frames(30)
      #expect(view.convert(view.bounds, to: nil) == before)
    }
    keptView = nil
    #expect(weakView == nil)

    // A real keyboard show on a live controller reaches that one only, once.
    let live = screen.present()
    screen.click(LoginViews(live.view).email)
    screen.settle()
    #expect(LoginViewController.keyboardHandlerRuns == 1)
    #expect(LoginViews(live.view).boxCenterYOffset == -145.5)
  }

  @Test("Many controllers come and go: only the one on screen handles the keyboard")
  func manyControllers() {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    var released: [() -> LoginViewController?] = []
    for _ in 0..<20 {
      weak let controller = screen.present()
      released.append { controller }
    }
    #expect(released.dropLast().allSatisfy { $0() == nil })
    LoginViewController.resetKeyboardHandlerRuns()
    screen.click(screen.email)
    screen.settle()
    screen.dismiss()
    screen.settle()
    #expect(LoginViewController.keyboardHandlerRuns == 2)
    #expect(screen.offset == -50)
  }

  @Test("A repeated will-show while the keyboard is up sets the same offset: no drift, no animation")
  func repeatedWillShowNeverDrifts() {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    screen.click(screen.email)
    screen.settle()
    let userInfo: [AnyHashable: Any] = [
      UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 553, width: 390, height: 291),
      UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
    ]
    for _ in 0..<5 {
      NotificationCenter.default.post(
        name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: userInfo)
      #expect(UIKitRuntime.current.animator.runningCount == 0)
    }
    screen.settle()
    #expect(screen.offset == -145.5)
    #expect(screen.boxCenterY == 283)
    // A will-show without a frame changes nothing.
    NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
    #expect(screen.offset == -145.5)
    // Hides repeated the same way.
    screen.dismiss()
    screen.settle()
    NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
    #expect(UIKitRuntime.current.animator.runningCount == 0)
    #expect(screen.offset == -50)
    #expect(screen.boxCenterY == 378.5)
  }
}
