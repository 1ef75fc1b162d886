import Foundation
import UIKit

/// The audit must report `covered` for "Promo code" with the software keyboard, on every
/// phone and in both orientations: the field rests 20 pt above the safe area's bottom and
/// nothing moves it, so keys 162–301 pt tall come up over all of it. With a hardware
/// keyboard attached nothing comes up, and the audit must report nothing.
final class PinnedUnderKeyboardViewController: UIViewController {
  let field = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "Promo code"
    field.borderStyle = .roundedRect
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      field.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
      field.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
