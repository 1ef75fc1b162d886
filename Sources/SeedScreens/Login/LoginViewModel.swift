import Foundation
import RxSwift

/// Seed 000's view model, as written: the keyboard notifications go in and come straight
/// back out (they are UI events, so the controller handles them).
///
/// One addition the seed does not have: `attempt(email:password:)`, what pressing Log In
/// would do. There is no network here, so it only says which email would log in, or
/// which field is missing.
final class LoginViewModel: ViewModelType {

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

  /// What Log In does with these field texts: the email is trimmed of surrounding white
  /// space, the password is taken as typed.
  func attempt(email: String?, password: String?) -> LoginAttempt {
    let email = (email ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    if email.isEmpty { return .missingEmail }
    if (password ?? "").isEmpty { return .missingPassword }
    return .wouldLogIn(email: email)
  }
}
