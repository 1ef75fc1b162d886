/// The outcome of pressing Log In (Return on the password field or the button), and the
/// message the screen shows for it.
enum LoginAttempt: Equatable {
  case wouldLogIn(email: String)
  case missingEmail
  case missingPassword

  var message: String {
    switch self {
    case .wouldLogIn(let email): "Would log in as \(email) — no network in this lab"
    case .missingEmail: "Enter your email to log in."
    case .missingPassword: "Enter your password to log in."
    }
  }

  var isValid: Bool {
    if case .wouldLogIn = self { return true }
    return false
  }
}
