import Foundation
import RxCocoa
import RxSwift
import SnapKit
import UIKit

/// Seed 000's controller. `bind()` is the post's code: the keyboard notifications, as Rx
/// sequences, go through the view model and come back bound to the two handlers, which
/// move `loginBoxView` with `snp.updateConstraints` inside `UIView.animate(withDuration:
/// 0.3)`. Every subscription sits in the controller's `disposeBag`, so when the
/// controller deinitialises the bag disposes them and the NotificationCenter observers
/// go with them: no `removeObserver` anywhere.
///
/// The box's offset is set from the notification (-keyboardHeight / 2, or -50), never
/// accumulated, so a repeated will-show cannot drift it. Because the keyboard posts its
/// will-notifications inside its own animation block, the post's 0.3 s block inherits
/// the keyboard's 0.25 s and curve 7: box and keyboard move in step.
///
/// Beyond the post: Return on the email field goes to the password field; Return on the
/// password field or the Log In button shows what logging in would do (there is no
/// network).
public final class LoginViewController: UIViewController, UITextFieldDelegate {
  let loginView = LoginView()
  let viewModel = LoginViewModel()
  let disposeBag = DisposeBag()

  /// How many times a keyboard handler of a login controller made in the current runtime
  /// has run (a test hook: once a controller is gone, a keyboard notification must not
  /// bump it for that one). Counted per runtime, as each test has its own, since the
  /// notifications are process-wide and reach other tests' live controllers too.
  @_spi(Testing) public static var keyboardHandlerRuns: Int {
    handlerRuns[ObjectIdentifier(UIKitRuntime.current)] ?? 0
  }

  /// Sets `keyboardHandlerRuns` back to zero (tests).
  @_spi(Testing) public static func resetKeyboardHandlerRuns() {
    handlerRuns[ObjectIdentifier(UIKitRuntime.current)] = 0
  }

  private static var handlerRuns: [ObjectIdentifier: Int] = [:]
  /// The runtime this controller was made in, whose count its handlers bump.
  private let madeIn = ObjectIdentifier(UIKitRuntime.current)

  private func countHandlerRun() { Self.handlerRuns[madeIn, default: 0] += 1 }

  public init() {
    super.init(nibName: nil, bundle: nil)
  }

  public override func loadView() {
    view = loginView
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    loginView.emailTextField.delegate = self
    loginView.passwordTextField.delegate = self
    bind()
  }

  func bind() {
    // 키보드가 나타나는 시점 (when the keyboard appears)
    let keyboardWillShow = NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)
    // 키보드가 사라지는 시점 (when the keyboard disappears)
    let keyboardWillHide = NotificationCenter.default.rx.notification(UIResponder.keyboardWillHideNotification)
    let input = LoginViewModel.Input(keyboardWillShow: keyboardWillShow, keyboardWillHide: keyboardWillHide)

    let output = viewModel.transform(input: input)
    output.keyboardWillShow.bind(with: self) { owner, notification in
      owner.keyboardWillShow(notification: notification)
    }.disposed(by: disposeBag)
    output.keyboardWillHide.bind(with: self) { owner, notification in
      owner.keyboardWillHide(notification: notification)
    }.disposed(by: disposeBag)

    // Not in the post: the button logs in too.
    loginView.loginButton.rx.tap.bind(with: self) { owner, _ in
      owner.logIn()
    }.disposed(by: disposeBag)
  }

  // 키보드가 나타나는 시점의 위치 조정 (moves the box when the keyboard appears)
  private func keyboardWillShow(notification: Notification) {
    countHandlerRun()
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

  // 키보드가 사라지는 시점의 위치 조정 (moves the box back when the keyboard disappears)
  private func keyboardWillHide(notification: Notification) {
    countHandlerRun()
    UIView.animate(withDuration: 0.3) {
      self.loginView.loginBoxView.snp.updateConstraints { make in
        make.centerY.equalTo(self.loginView.safeAreaLayoutGuide).offset(-50)
      }
      self.view.layoutIfNeeded()
    }
  }

  // MARK: Logging in

  /// Shows what logging in with the fields' texts would do. A missing field becomes
  /// first responder (the keyboard comes up, or stays up, for it); a complete form ends
  /// editing (the keyboard goes down), as a login form does when it submits.
  @discardableResult
  func logIn() -> LoginAttempt {
    let attempt = viewModel.attempt(email: loginView.emailTextField.text, password: loginView.passwordTextField.text)
    loginView.show(attempt)
    switch attempt {
    case .missingEmail:
      loginView.emailTextField.becomeFirstResponder()
    case .missingPassword:
      loginView.passwordTextField.becomeFirstResponder()
    case .wouldLogIn:
      view.endEditing(true)
    }
    return attempt
  }

  // MARK: UITextFieldDelegate

  /// Return on the email field moves to the password field (its key says "next");
  /// Return on the password field ("go") logs in.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === loginView.emailTextField {
      loginView.passwordTextField.becomeFirstResponder()
    } else if textField === loginView.passwordTextField {
      // A missing password keeps the field editing; otherwise `logIn()` has already
      // moved or ended editing and there is nothing left to resign.
      return logIn() != .missingPassword
    }
    return true
  }
}
