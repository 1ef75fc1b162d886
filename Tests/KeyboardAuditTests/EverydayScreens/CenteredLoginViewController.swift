import Foundation
import SeedScreens
import UIKit

/// A login screen: a stack of "Username", "Password" (44 pt each) and a Sign In button
/// (44 pt), 12 pt apart (156 pt), centred on the view with a constant of 0 that nothing
/// changes. The password field spans the view's centre ± 22.
///
/// Expected, software keyboard: portrait, nothing (centre + 22 is at most 500 on the
/// 14 against keys from 553; 355.5 on the SE against 451). Landscape, "Password" ends at
/// H/2 + 22 against the keys' top H − K: SE 209.5 vs 213 (clear), 13 mini 209.5 vs 204,
/// 14 217 vs 209, 16 218.5 vs 212, 16 Pro 223 vs 221: `covered`; 16 Plus 237 vs 249 and
/// 16 Pro Max 242 vs 259: clear. Hardware: nothing.
final class CenteredLoginViewController: UIViewController {
  let stack = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let username = UITextField()
    username.placeholder = "Username"
    let password = UITextField()
    password.placeholder = "Password"
    password.isSecureTextEntry = true
    let button = UIButton(type: .system)
    button.setTitle("Sign In", for: .normal)
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    for item in [username, password] as [UIView] + [button] {
      if let field = item as? UITextField { field.borderStyle = .roundedRect }
      item.translatesAutoresizingMaskIntoConstraints = false
      item.heightAnchor.constraint(equalToConstant: 44).isActive = true
      stack.addArrangedSubview(item)
    }
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor, constant: 0),
      stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 32),
      stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -32),
    ])
  }
}
