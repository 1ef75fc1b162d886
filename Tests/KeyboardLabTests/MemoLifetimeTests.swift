import Foundation
import RxSwift
import Testing
import UIKit
import UIKitTestSupport

@testable import KeyboardAudit
@testable import KeyboardLab
@testable import SeedScreens

/// A memo controller that goes away takes its subscriptions with it (the seed's
/// `DisposeBag`), and nothing it scheduled keeps it alive.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct MemoLifetimeTests {
  init() { SeedLabScreens.register() }

  private func postWillShow() {
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillShowNotification, object: nil,
      userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 553, width: 390, height: 291)])
  }

  @Test("Released while the keyboard slides and a scroll is scheduled: deinit at once, with its dispose bag")
  func releasedMidSlide() {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    weak var weakController: MemoViewController?
    weak var weakBag: DisposeBag?
    weak var weakView: UIView?
    func presentAndRelease() {
      let controller = screen.controller!
      weakController = controller
      weakBag = controller.disposeBag
      weakView = controller.view
      screen.click(controller.textView)
      screen.frames(3)
      screen.window.handleText("bye")
      #expect(screen.scheduler.hasPending)
      screen.releaseController()
    }
    presentAndRelease()
    #expect(weakController == nil)
    #expect(weakBag == nil)
    // The scheduled scroll finds no one; the keyboard goes down as the text view left.
    screen.settle()
    #expect(weakView == nil)
    #expect(!screen.keyboard.isKeyboardVisible)
  }

  @Test("After the controller is gone, keyboardWillShow reaches nothing of it")
  func observersGone() throws {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    weak var weakController: MemoViewController?
    // Views kept on purpose: a surviving observer would change them.
    var kept: (wrapper: PassThroughView, spacer: UIView, constraint: NSLayoutConstraint)?
    func presentAndRelease() {
      let controller = screen.controller!
      weakController = controller
      screen.settle()
      if let constraint = screen.wrapperHeightConstraint {
        kept = (controller.keyboardWrapperView, controller.interSpacerView, constraint)
      }
      screen.releaseController()
    }
    presentAndRelease()
    #expect(weakController == nil)
    let views = try #require(kept)
    postWillShow()
    NotificationCenter.default.post(name: UIResponder.keyboardDidShowNotification, object: nil, userInfo: [:])
    screen.settle()
    #expect(views.constraint.constant == 0)
    #expect(!views.spacer.isHidden)
    #expect(!screen.scheduler.hasPending)
    // A live memo screen still reacts: only it.
    let live = MemoViewController(scheduler: screen.scheduler)
    screen.window.rootViewController = live
    screen.window.layoutIfNeeded()
    screen.click(live.textView)
    screen.settle()
    #expect(live.keyboardWrapperView.frame.height == 291)
    #expect(live.interSpacerView.isHidden)
    #expect(views.constraint.constant == 0)
    #expect(!views.spacer.isHidden)
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
        screen.click(memo.textView)
        screen.settle()
        #expect(memo.keyboardWrapperView.frame.height == 291)
        // In the switcher the memo fills the window: the same numbers as alone. (Its
        // 0.1 s scroll is the app's `DispatchQueue.main.asyncAfter`, which a test does
        // not run: the layout is what is compared.)
        #expect(memo.scrollView.frame == CGRect(x: 0, y: 30, width: 390, height: 523))
        #expect(memo.scrollView.contentSize == CGSize(width: 390, height: 552))
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
