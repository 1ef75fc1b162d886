import Foundation
import UIKit

/// The audit must report `covered` for "Voucher" on every phone and orientation, with
/// either keyboard: an opaque banner added after the field lies over all of it (8 pt
/// wider on every side), so the banner is drawn above the field and a tap on the field's
/// centre reaches the banner. The keyboard never reaches the field, 120 pt below the
/// safe area's top.
final class OverlayCoversViewController: UIViewController {
  let field = UITextField()
  let banner = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "Voucher"
    field.borderStyle = .roundedRect
    banner.backgroundColor = .systemYellow
    for subview in [field, banner] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 120),
      field.heightAnchor.constraint(equalToConstant: 44),
      banner.leadingAnchor.constraint(equalTo: field.leadingAnchor, constant: -8),
      banner.trailingAnchor.constraint(equalTo: field.trailingAnchor, constant: 8),
      banner.topAnchor.constraint(equalTo: field.topAnchor, constant: -8),
      banner.bottomAnchor.constraint(equalTo: field.bottomAnchor, constant: 8),
    ])
  }
}
