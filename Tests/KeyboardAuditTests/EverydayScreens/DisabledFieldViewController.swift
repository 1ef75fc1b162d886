import Foundation
import UIKit

/// An "Email" field 20 pt below the safe area's top, and a disabled (`isEnabled = false`)
/// "Account ID" field showing "12345", pinned 8 pt above the safe area's bottom (where
/// the keys come up). No keyboard code.
///
/// Between them, a read-only (`isEditable = false`) "Terms" UITextView, 120 pt tall, whose
/// bottom is 8 pt above "Account ID", also under the keys.
///
/// Expected: nothing anywhere. A disabled field does not become first responder, and a
/// text view that is not editable brings up no keyboard, so neither is an input; "Email"
/// is far above every keyboard.
final class DisabledFieldViewController: UIViewController {
  let emailField = UITextField()
  let accountField = UITextField()
  let termsView = UITextView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    emailField.placeholder = "Email"
    accountField.placeholder = "Account ID"
    accountField.text = "12345"
    accountField.isEnabled = false
    for field in [emailField, accountField] {
      field.borderStyle = .roundedRect
      field.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(field)
      NSLayoutConstraint.activate([
        field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
        field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
        field.heightAnchor.constraint(equalToConstant: 44),
      ])
    }
    termsView.text = "By continuing you agree to the terms."
    termsView.isEditable = false
    termsView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(termsView)
    NSLayoutConstraint.activate([
      termsView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      termsView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      termsView.heightAnchor.constraint(equalToConstant: 120),
      termsView.bottomAnchor.constraint(equalTo: accountField.topAnchor, constant: -8),
      emailField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      accountField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
    ])
  }
}
