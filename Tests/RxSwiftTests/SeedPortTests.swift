import Foundation
import RxCocoa
import RxSwift
import SnapKit
import Testing
import UIKit

// Seeds 000 and 004, nearly as written, against SnapKit + RxSwift/RxCocoa: the code
// compiles, lays out, reacts to keyboard notifications and lets go on deinit. The edits,
// listed in docs/PORTING.md: `@MainActor` on the seed-004 protocol (Swift 6 mode), no
// associated object. (Then's `UIView().then { … }` is tested in ThenTests, which declares
// the one `UIView: Then` conformance of the test binary.)

// MARK: Seed 000

protocol SeedViewModelType {
  associatedtype Input
  associatedtype Output
  func transform(input: Input) -> Output
}

final class SeedLoginViewModel: SeedViewModelType {
  var disposeBag: DisposeBag = DisposeBag()

  struct Input {
    let keyboardWillShow: Observable<Notification>
    let keyboardWillHide: Observable<Notification>
  }

  struct Output {
    let keyboardWillShow: Observable<Notification>
    let keyboardWillHide: Observable<Notification>
  }

  func transform(input: Input) -> Output {
    return Output(keyboardWillShow: input.keyboardWillShow, keyboardWillHide: input.keyboardWillHide)
  }
}

final class SeedLoginView: UIView {
  let loginBoxView = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(loginBoxView)
    loginBoxView.snp.makeConstraints { make in
      make.centerY.equalTo(safeAreaLayoutGuide).offset(-50)
      make.leading.trailing.equalToSuperview().inset(30)
      make.height.equalTo(300)
    }
  }
}

final class SeedLoginViewController: UIViewController {
  let loginView = SeedLoginView()
  let viewModel = SeedLoginViewModel()
  let disposeBag = DisposeBag()

  override func loadView() {
    view = loginView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bind()
  }

  func bind() {
    // 키보드가 나타나는 시점 (when the keyboard appears)
    let keyboardWillShow = NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)
    // 키보드가 사라지는 시점 (when the keyboard disappears)
    let keyboardWillHide = NotificationCenter.default.rx.notification(UIResponder.keyboardWillHideNotification)
    let input = SeedLoginViewModel.Input(keyboardWillShow: keyboardWillShow, keyboardWillHide: keyboardWillHide)

    let output = viewModel.transform(input: input)
    output.keyboardWillShow.bind(with: self) { owner, notification in
      owner.keyboardWillShow(notification: notification)
    }.disposed(by: disposeBag)
    output.keyboardWillHide.bind(with: self) { owner, notification in
      owner.keyboardWillHide(notification: notification)
    }.disposed(by: disposeBag)
  }

  // 키보드가 나타나는 시점의 위치 조정
  private func keyboardWillShow(notification: Notification) {
    guard let userInfo = notification.userInfo,
      let keyboardFrame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
    else { return }
    let keyboardHeight = keyboardFrame.height

    UIView.animate(withDuration: 0.3) {
      self.loginView.loginBoxView.snp.updateConstraints { make in
        make.centerY.equalTo(self.loginView.safeAreaLayoutGuide).offset(-keyboardHeight / 2)
      }
      self.view.layoutIfNeeded()
    }
  }

  // 키보드가 사라지는 시점의 위치 조정
  private func keyboardWillHide(notification: Notification) {
    UIView.animate(withDuration: 0.3) {
      self.loginView.loginBoxView.snp.updateConstraints { make in
        make.centerY.equalTo(self.loginView.safeAreaLayoutGuide).offset(-50)
      }
      self.view.layoutIfNeeded()
    }
  }
}

// MARK: Seed 004

class SeedPassThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

@MainActor
protocol SeedKeyboardWrapperable {
  var keyboardWrapperView: SeedPassThroughView { get }
  var keyboardSafeAreaView: SeedPassThroughView { get }
  var disposeBag: DisposeBag { get }
  var didChangeKeyboardHeight: ((CGFloat) -> Void)? { get }

  func setupKeybaordWrapper()
}

extension SeedKeyboardWrapperable where Self: UIViewController {
  func setupKeybaordWrapper() {
    setupLayout()
    observeKeyboardHeight()
  }

  private func setupLayout() {
    view.addSubview(keyboardWrapperView)
    view.addSubview(keyboardSafeAreaView)

    keyboardWrapperView.snp.makeConstraints {
      $0.leading.trailing.bottom.equalToSuperview()
      $0.height.equalTo(0).priority(.high)
    }

    keyboardSafeAreaView.snp.makeConstraints {
      $0.top.leading.trailing.equalToSuperview()
      $0.bottom.equalTo(keyboardWrapperView.snp.top)
    }
  }

  private func observeKeyboardHeight() {
    Observable<(Bool, Notification)>
      .merge(
        NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)
          .map { notification in (true, notification) },
        NotificationCenter.default.rx.notification(UIResponder.keyboardWillHideNotification)
          .map { notification in (false, notification) }
      )
      .bind(with: self) { ss, tuple in
        let (isKeyboardUp, notification) = tuple
        let uesrInfo = notification.userInfo
        guard let endFrame = uesrInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }

        let shownKeyboardHeight = isKeyboardUp ? endFrame.height : 0
        ss.didChangeKeyboardHeight?(shownKeyboardHeight)

        ss.keyboardWrapperView.snp.updateConstraints {
          $0.height.equalTo(shownKeyboardHeight).priority(.high)
        }
        UIView.transition(
          with: ss.keyboardWrapperView,
          duration: 0.25,
          options: .init(rawValue: 458752),
          animations: ss.view.layoutIfNeeded
        )
      }
      .disposed(by: disposeBag)
  }
}

final class SeedMemoViewController: UIViewController, SeedKeyboardWrapperable {
  var keyboardWrapperView = SeedPassThroughView()
  var keyboardSafeAreaView = SeedPassThroughView()
  var didChangeKeyboardHeight: ((CGFloat) -> Void)?
  let disposeBag = DisposeBag()
  var heights: [CGFloat] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    setupKeybaordWrapper()
    didChangeKeyboardHeight = { [weak self] height in
      guard let self else { return }
      heights.append(height)
    }
  }
}

// MARK: Tests

@MainActor
@Suite(.serialized)
struct SeedPortTests {
  private let keyboardFrame = CGRect(x: 0, y: 553, width: 390, height: 291)

  private func post(_ name: Notification.Name) {
    NotificationCenter.default.post(
      name: name, object: nil, userInfo: [UIResponder.keyboardFrameEndUserInfoKey: keyboardFrame])
  }

  /// A window on a manual clock, released (with its controller) when `body` returns.
  private func inWindow(_ controller: UIViewController, _ body: (UIWindow) -> Void) {
    let app = UIApplication.shared
    let savedClock = app.clock
    let savedKeyWindow = app.keyWindow
    Animator.shared.removeAll()
    app.clock = ManualClock()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    body(window)
    window.rootViewController = nil
    window.resignKeyAndHide()
    Animator.shared.removeAll()
    app.clock = savedClock
    if let savedKeyWindow, app.windows.contains(where: { $0 === savedKeyWindow }) { savedKeyWindow.makeKey() }
  }

  @Test("Seed 000: the box rests at -50, moves to -keyboardHeight/2 and back; deinit ends the observation")
  func loginSeed() {
    weak var weakController: SeedLoginViewController?
    do {
      let controller = SeedLoginViewController()
      weakController = controller
      inWindow(controller) { window in
        let box = controller.loginView.loginBoxView
        // Safe area 47…810: centre 428.5; the box is 300 high.
        #expect(box.frame == CGRect(x: 30, y: 228.5, width: 330, height: 300))
        post(UIResponder.keyboardWillShowNotification)
        post(UIResponder.keyboardWillShowNotification)
        UIApplication.shared.settle()
        #expect(box.frame == CGRect(x: 30, y: 428.5 - 145.5 - 150, width: 330, height: 300))
        post(UIResponder.keyboardWillHideNotification)
        UIApplication.shared.settle()
        #expect(box.frame == CGRect(x: 30, y: 228.5, width: 330, height: 300))
      }
    }
    #expect(weakController == nil)
    // Nothing observes any more: posting reaches no handler (and does not crash).
    post(UIResponder.keyboardWillShowNotification)
  }

  @Test("Seed 004: the wrapper's height follows the keyboard; the safe-area view ends at its top")
  func keyboardWrapperSeed() {
    weak var weakController: SeedMemoViewController?
    do {
      let controller = SeedMemoViewController()
      weakController = controller
      inWindow(controller) { window in
        #expect(controller.keyboardSafeAreaView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        post(UIResponder.keyboardWillShowNotification)
        UIApplication.shared.settle()
        #expect(controller.keyboardWrapperView.frame == CGRect(x: 0, y: 553, width: 390, height: 291))
        #expect(controller.keyboardSafeAreaView.frame == CGRect(x: 0, y: 0, width: 390, height: 553))
        post(UIResponder.keyboardWillHideNotification)
        UIApplication.shared.settle()
        #expect(controller.keyboardWrapperView.frame.height == 0)
        #expect(controller.heights == [291, 0])
      }
    }
    #expect(weakController == nil)
  }
}
