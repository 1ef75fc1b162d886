import Foundation
import UIKit

/// The shipping address, presented from the checkout form as a page sheet (a card on the
/// iPhone, below the status bar) in a navigation controller of its own, with Cancel and
/// Save in its bar. Its Save button sits on the keyboard layout guide, the way iOS 15 and
/// later let a view follow the keyboard: the guide is in the sheet's coordinates, so it
/// needs no conversion from the keyboard's screen frame.
final class AddressViewController: UIViewController {
  let streetField = UITextField()
  let cityField = UITextField()
  let postcodeField = UITextField()
  let saveButton = UIButton(type: .system)
  /// The address as one line, when the person saves it.
  var onSave: ((String) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Shipping address"
    view.backgroundColor = .systemGroupedBackground
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .save, primaryAction: UIAction { [weak self] _ in self?.save() })
    for (field, placeholder) in [(streetField, "Street and number"), (cityField, "City"), (postcodeField, "Postcode")] {
      field.placeholder = placeholder
      field.borderStyle = .roundedRect
      field.backgroundColor = .secondarySystemGroupedBackground
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
    }
    streetField.textContentType = .fullStreetAddress
    cityField.textContentType = .addressCity
    postcodeField.textContentType = .postalCode
    saveButton.setTitle("Save address", for: .normal)
    saveButton.setTitleColor(.white, for: .normal)
    saveButton.backgroundColor = .systemBlue
    saveButton.layer.cornerRadius = 12
    saveButton.addAction(UIAction { [weak self] _ in self?.save() }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [streetField, cityField, postcodeField])
    stack.axis = .vertical
    stack.spacing = 10
    for subview in [stack, saveButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      saveButton.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
      saveButton.trailingAnchor.constraint(equalTo: stack.trailingAnchor),
      saveButton.heightAnchor.constraint(equalToConstant: 50),
      saveButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -12),
      saveButton.topAnchor.constraint(greaterThanOrEqualTo: stack.bottomAnchor, constant: 12),
    ])
  }

  func save() {
    let parts = [streetField, cityField, postcodeField].compactMap { field -> String? in
      let text = (field.text ?? "").trimmingCharacters(in: .whitespaces)
      return text.isEmpty ? nil : text
    }
    if !parts.isEmpty { onSave?(parts.joined(separator: ", ")) }
    dismiss(animated: true)
  }
}
