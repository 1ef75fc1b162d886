import Foundation
import UIKit

/// A vertical UIStackView of four 44-pt fields, 12 pt apart (212 pt), 20 pt below the
/// safe area's top, and no keyboard code at all.
///
/// Expected, software keyboard: portrait, nothing (the stack ends at most 62 + 232 = 294
/// pt down, the keys start at 451 or lower). Landscape (no top inset): the stack ends at
/// 232 and "Phone" (188–232) is under keys whose top is 375−162 = 213 (SE),
/// 375−171 = 204 (13 mini), 390−181 = 209 (14), 393−181 = 212 (16), 402−181 = 221
/// (16 Pro): `covered`; not on the 16 Plus (249) or 16 Pro Max (259). Hardware: nothing.
final class StackFormViewController: UIViewController {
  let stack = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    for label in ["Name", "Email", "Company", "Phone"] {
      let field = UITextField()
      field.placeholder = label
      field.borderStyle = .roundedRect
      field.translatesAutoresizingMaskIntoConstraints = false
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
      stack.addArrangedSubview(field)
    }
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
    ])
  }
}
