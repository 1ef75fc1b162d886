import Foundation
import RxSwift
import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit
import UIKitTestSupport

/// A memo controller that goes away takes its subscriptions with it (the seed's
/// `DisposeBag`), and nothing it scheduled keeps it alive.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct MemoLifetimeTests {
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
      weakBag = storedProperty("disposeBag", of: controller, as: DisposeBag.self)
      #expect(weakBag != nil)
      weakView = controller.view
      screen.click(screen.textView)
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
      weakController = screen.controller
      screen.settle()
      if let constraint = screen.wrapperHeightConstraint {
        kept = (screen.wrapper, screen.spacer, constraint)
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
    screen.click(MemoViews(live.view).textView)
    screen.settle()
    #expect(MemoViews(live.view).keyboardWrapper.frame.height == 291)
    #expect(MemoViews(live.view).interSpacer.isHidden)
    #expect(views.constraint.constant == 0)
    #expect(!views.spacer.isHidden)
  }
}
