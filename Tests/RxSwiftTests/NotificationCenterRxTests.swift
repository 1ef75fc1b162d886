import Foundation
import RxCocoa
import RxSwift
import Testing
import UIKit
import UIKitTestSupport

/// `NotificationCenter.default.rx.notification(_:object:)`: an observer while subscribed,
/// none after disposal — seed 000's claim (controller deinit → bag deinit → observer
/// removed). On the main actor: delivery is checked to be on the main thread.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct NotificationCenterRxTests {
  /// A name no other test posts.
  private func uniqueName(_ function: String = #function) -> Notification.Name {
    Notification.Name("RxSwiftTests.\(function).\(UUID().uuidString)")
  }

  @Test("Posts are delivered while subscribed (in order, with userInfo) and not after dispose")
  func deliveredWhileSubscribed() {
    let center = NotificationCenter.default
    let name = uniqueName()
    var received: [Int] = []
    let subscription = center.rx.notification(name).subscribe(onNext: { notification in
      received.append(notification.userInfo?["n"] as? Int ?? -1)
    })
    center.post(name: name, object: nil, userInfo: ["n": 1])
    center.post(name: name, object: nil, userInfo: ["n": 2])
    subscription.dispose()
    center.post(name: name, object: nil, userInfo: ["n": 3])
    #expect(received == [1, 2])
  }

  @Test("Disposing removes the centre's observer: the observer block (and what it holds) is released")
  func observerIsRemoved() {
    final class Probe {}
    let center = NotificationCenter()
    let name = uniqueName()
    weak var weakProbe: Probe?
    var subscription: Disposable?
    do {
      let probe = Probe()
      weakProbe = probe
      subscription = center.rx.notification(name).subscribe(onNext: { _ in _ = probe })
    }
    #expect(weakProbe != nil)  // held by the centre's observer block
    subscription?.dispose()
    subscription = nil
    #expect(weakProbe == nil)
  }

  @Test("Each subscription is its own observer; object filters by sender")
  func perSubscriptionAndObjectFilter() {
    let center = NotificationCenter()
    let name = uniqueName()
    let sender = NSObject()
    var all = 0
    var fromSender = 0
    let bag = DisposeBag()
    center.rx.notification(name).subscribe(onNext: { _ in all += 1 }).disposed(by: bag)
    center.rx.notification(name, object: sender).subscribe(onNext: { _ in fromSender += 1 }).disposed(by: bag)
    center.post(name: name, object: sender)
    center.post(name: name, object: NSObject())
    center.post(name: name, object: nil)
    #expect(all == 3)
    #expect(fromSender == 1)
  }

  @Test("Seed 000's claim: controller deinit → DisposeBag deinit → observer removed; later posts reach no handler")
  func controllerDeinitEndsObservation() {
    // Private names: posting the real keyboard names on the default centre would reach
    // the screens other suites have open.
    let willShow = uniqueName("willShow")
    let willHide = uniqueName("willHide")
    final class Counter {
      var values: [CGFloat] = []
    }
    final class LoginLikeController: UIViewController {
      let disposeBag = DisposeBag()
      let counter: Counter

      init(counter: Counter) {
        self.counter = counter
        super.init(nibName: nil, bundle: nil)
      }

      func bind(willShow: Notification.Name, willHide: Notification.Name) {
        let keyboardWillShow = NotificationCenter.default.rx.notification(willShow)
        let keyboardWillHide = NotificationCenter.default.rx.notification(willHide)
        keyboardWillShow.bind(with: self) { owner, notification in
          owner.keyboardWillShow(notification: notification)
        }.disposed(by: disposeBag)
        keyboardWillHide.bind(with: self) { owner, notification in
          owner.keyboardWillHide(notification: notification)
        }.disposed(by: disposeBag)
      }

      private func keyboardWillShow(notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        counter.values.append(frame.height)
      }

      private func keyboardWillHide(notification: Notification) {
        counter.values.append(0)
      }
    }

    let counter = Counter()
    let userInfo: [AnyHashable: Any] = [
      UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 553, width: 390, height: 291)
    ]
    weak var weakController: LoginLikeController?
    do {
      let controller = LoginLikeController(counter: counter)
      weakController = controller
      controller.bind(willShow: willShow, willHide: willHide)
      NotificationCenter.default.post(name: willShow, object: nil, userInfo: userInfo)
      NotificationCenter.default.post(name: willHide, object: nil, userInfo: userInfo)
    }
    #expect(weakController == nil)
    #expect(counter.values == [291, 0])
    NotificationCenter.default.post(name: willShow, object: nil, userInfo: userInfo)
    NotificationCenter.default.post(name: willHide, object: nil, userInfo: userInfo)
    #expect(counter.values == [291, 0])
  }

  @Test("Seed 004's merge of will-show/will-hide as (Bool, Notification), bound with a weak owner")
  func seedMergeOfNotifications() {
    let center = NotificationCenter()
    let show = uniqueName("show")
    let hide = uniqueName("hide")
    let owner = Owner()
    Observable<(Bool, Notification)>
      .merge(
        center.rx.notification(show).map { notification in (true, notification) },
        center.rx.notification(hide).map { notification in (false, notification) }
      )
      .bind(with: owner) { ss, tuple in
        let (isKeyboardUp, notification) = tuple
        ss.received.append("\(isKeyboardUp) \(notification.name == show)")
      }
      .disposed(by: owner.bag)
    center.post(name: show, object: nil)
    center.post(name: hide, object: nil)
    center.post(name: show, object: nil)
    #expect(owner.received == ["true true", "false false", "true true"])
  }
}
