import Foundation
import UIKit

/// A "Search" field 20 pt below the safe area's top, and an `isHidden` "Coupon" field
/// pinned 8 pt above the safe area's bottom (where the keys come up), shown only later
/// in the app's flow. No keyboard code.
///
/// Expected: nothing anywhere. A hidden field cannot be tapped or edited, so it is not an
/// input of the screen; "Search" is far above every keyboard.
final class HiddenFieldViewController: UIViewController {
  let searchField = UITextField()
  let couponField = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    searchField.placeholder = "Search"
    couponField.placeholder = "Coupon"
    couponField.isHidden = true
    for field in [searchField, couponField] {
      field.borderStyle = .roundedRect
      field.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(field)
      NSLayoutConstraint.activate([
        field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
        field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
        field.heightAnchor.constraint(equalToConstant: 44),
      ])
    }
    NSLayoutConstraint.activate([
      searchField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      couponField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
    ])
  }
}
