import Foundation
@_spi(Testing) import KeyboardLab
import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit
import UIKitTestSupport

/// The seed screens in the lab's screen switcher: registered as `keyboard-lab` registers
/// them, laid out as alone, and released when the switcher shows another.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct SeedScreensInSwitcherTests {
  init() { SeedLabScreens.register() }

  @Test("In the app's screen switcher: `login` is registered, moves the same way, and is released on switching")
  func inTheSwitcher() throws {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    let registered = try #require(AppScreens.named("login"))
    #expect(registered.title == "Login")
    #expect(registered.makeController() is LoginViewController)

    weak var weakLogin: LoginViewController?
    let switcher = ScreenSwitcherViewController(initial: "login")
    screen.window.rootViewController = switcher
    screen.window.layoutIfNeeded()
    do {
      let login = try #require(switcher.currentController as? LoginViewController)
      weakLogin = login
      let box = LoginViews(login.view).box
      #expect(box.convert(box.bounds, to: nil).midY == 378.5)
      #expect(switcher.firstTextInput === LoginViews(login.view).email)
      screen.click(LoginViews(login.view).email)
      screen.settle()
      #expect(LoginViews(login.view).boxCenterYOffset == -145.5)
      #expect(box.convert(box.bounds, to: nil).midY == 283)
    }
    switcher.show(named: "todo")
    #expect(weakLogin == nil)
    screen.settle()
    #expect(!screen.keyboard.isKeyboardVisible)
  }

  @Test("Switching screens in the app's switcher releases the memo controller")
  func switcherReleases() {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    weak var weakMemo: MemoViewController?
    do {
      let switcher = ScreenSwitcherViewController(initial: "memo")
      screen.window.rootViewController = switcher
      screen.window.layoutIfNeeded()
      weakMemo = switcher.currentController as? MemoViewController
      #expect(weakMemo != nil)
      if let memo = weakMemo {
        screen.click(MemoViews(memo.view).textView)
        screen.settle()
        #expect(MemoViews(memo.view).keyboardWrapper.frame.height == 291)
        // In the switcher the memo fills the window: the same numbers as alone. (Its
        // 0.1 s scroll is the app's `DispatchQueue.main.asyncAfter`, which a test does
        // not run: the layout is what is compared.)
        #expect(MemoViews(memo.view).scrollView.frame == CGRect(x: 0, y: 30, width: 390, height: 523))
        #expect(MemoViews(memo.view).scrollView.contentSize == CGSize(width: 390, height: 552))
      }
      switcher.show(named: "todo")
      screen.window.rootViewController = UIViewController()
    }
    // The app's memo scheduled its 0.1 s scroll on the main queue; the block holds the
    // controller weakly, so it goes at once.
    #expect(weakMemo == nil)
    screen.settle()
  }
}
