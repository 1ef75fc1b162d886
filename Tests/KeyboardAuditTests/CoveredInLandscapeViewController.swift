import Foundation
import UIKit

/// The audit must report `covered` for "Coupon" in landscape on every phone, and nothing
/// in portrait. The field sits 280 pt below the safe area's top with no keyboard handling:
/// in portrait it ends by 386 pt at most, above every portrait keyboard's top (451 on
/// iPhone SE, 521–655 on the others); in landscape (375–440 pt tall, keys 162–181 pt) the
/// keys start at 204–259 pt, above the field's 280, so all of it is under them. With a
/// hardware keyboard nothing comes up and the audit must report nothing.
final class CoveredInLandscapeViewController: UIViewController {
  let field = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "Coupon"
    field.borderStyle = .roundedRect
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 280),
      field.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
