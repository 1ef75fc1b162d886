import SnapKit
import Then
import UIKit

/// Seed 000's screen: `loginBoxView` holds the logo, the email and password fields and
/// the Log In button, so one constraint moves them all. The box is centred in the safe
/// area, `centerY` offset -50 at rest; the controller moves that offset to
/// -keyboardHeight / 2 while the keyboard shows (with `snp.updateConstraints`, as the
/// post does). A message label under the box says what Log In would do.
final class LoginView: UIView {
  /// The screen's numbers. The seed gives the centre offset (-50); the rest is a standard
  /// iOS login form.
  enum Metric {
    static let restingCenterOffset: CGFloat = -50
    static let sideInset: CGFloat = 30
    static let logoSize: CGFloat = 60  // Assets/Images/logo.png: 180 px at @3x
    static let logoToEmail: CGFloat = 32
    static let fieldHeight: CGFloat = 44
    static let fieldSpacing: CGFloat = 12
    static let passwordToButton: CGFloat = 24
    static let buttonHeight: CGFloat = 50
    static let messageSpacing: CGFloat = 16
  }

  let loginBoxView = UIView()

  /// The logo: `UIImage(named: "logo")` (Assets/Images/logo.png in the app, 60 points
  /// square), shown 60×60. When no image is registered (headless tests) the view stays
  /// empty and `logoPlaceholderView`, the same size, is drawn in its place.
  let logoImageView = UIImageView(image: UIImage(named: "logo")).then {
    $0.contentMode = .scaleAspectFit
  }

  /// Shown instead of the logo image when there is none; nil when there is.
  private(set) var logoPlaceholderView: LoginLogoPlaceholderView?

  let emailTextField = UITextField().then {
    $0.placeholder = "Email"
    $0.borderStyle = .roundedRect
    $0.font = .systemFont(ofSize: 17)
    $0.returnKeyType = .next
  }

  let passwordTextField = UITextField().then {
    $0.placeholder = "Password"
    $0.borderStyle = .roundedRect
    $0.font = .systemFont(ofSize: 17)
    $0.isSecureTextEntry = true
    $0.returnKeyType = .go
  }

  let loginButton = UIButton(type: .custom).then {
    $0.setTitle("Log In", for: .normal)
    $0.setTitleColor(.white, for: .normal)
    $0.setTitleColor(UIColor.white.withAlphaComponent(0.6), for: .highlighted)
    $0.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    $0.backgroundColor = .systemBlue
    $0.layer.cornerRadius = 10
  }

  let messageLabel = UILabel().then {
    $0.font = .systemFont(ofSize: 15)
    $0.textColor = .secondaryLabel
    $0.textAlignment = .center
    $0.numberOfLines = 0
  }

  /// The box's `centerY` constraint, as SnapKit made it (updates change its constant).
  private(set) var loginBoxCenterYConstraint: Constraint?

  /// The box's centre offset from the safe area's centre now (the model, not the
  /// animation): -50 at rest, -keyboardHeight / 2 while the keyboard shows.
  var loginBoxCenterYOffset: CGFloat? {
    loginBoxCenterYConstraint?.layoutConstraints.first?.constant
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    setupLoginBoxView()
    setupMessageLabel()
  }

  convenience init() {
    self.init(frame: .zero)
  }

  private func setupLoginBoxView() {
    addSubview(loginBoxView)
    [logoImageView, emailTextField, passwordTextField, loginButton].forEach { loginBoxView.addSubview($0) }

    loginBoxView.snp.makeConstraints { make in
      make.centerX.equalTo(safeAreaLayoutGuide)
      let centerY = make.centerY.equalTo(safeAreaLayoutGuide).offset(Metric.restingCenterOffset)
      loginBoxCenterYConstraint = centerY.constraint
      make.width.equalTo(safeAreaLayoutGuide).offset(-2 * Metric.sideInset)
    }

    logoImageView.snp.makeConstraints { make in
      make.top.centerX.equalToSuperview()
      make.size.equalTo(Metric.logoSize)
    }
    if logoImageView.image == nil {
      let placeholder = LoginLogoPlaceholderView()
      logoImageView.addSubview(placeholder)
      placeholder.snp.makeConstraints { make in
        make.edges.equalToSuperview()
      }
      logoPlaceholderView = placeholder
    }

    emailTextField.snp.makeConstraints { make in
      make.top.equalTo(logoImageView.snp.bottom).offset(Metric.logoToEmail)
      make.leading.trailing.equalToSuperview()
      make.height.equalTo(Metric.fieldHeight)
    }

    passwordTextField.snp.makeConstraints { make in
      make.top.equalTo(emailTextField.snp.bottom).offset(Metric.fieldSpacing)
      make.leading.trailing.equalToSuperview()
      make.height.equalTo(Metric.fieldHeight)
    }

    loginButton.snp.makeConstraints { make in
      make.top.equalTo(passwordTextField.snp.bottom).offset(Metric.passwordToButton)
      make.leading.trailing.bottom.equalToSuperview()
      make.height.equalTo(Metric.buttonHeight)
    }
  }

  private func setupMessageLabel() {
    addSubview(messageLabel)
    messageLabel.snp.makeConstraints { make in
      make.top.equalTo(loginBoxView.snp.bottom).offset(Metric.messageSpacing)
      make.leading.trailing.equalTo(loginBoxView)
    }
  }

  /// Shows what Log In did: grey for the would-be login, red for a missing field.
  func show(_ attempt: LoginAttempt) {
    messageLabel.text = attempt.message
    messageLabel.textColor = attempt.isValid ? .secondaryLabel : .systemRed
  }
}
