import UIKit

/// An ordinary profile form, written as on iOS: a scroll view of labelled fields whose
/// bottom follows the keyboard through `keyboardLayoutGuide`, Return moving to the next
/// field, and the edited field scrolled into view.
final class ProfileViewController: UIViewController, UITextFieldDelegate {
  private let scrollView = UIScrollView()
  private let stack = UIStackView()
  let nameField = UITextField()
  let emailField = UITextField()
  let phoneField = UITextField()
  let cityField = UITextField()
  let bioView = UITextView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.keyboardDismissMode = .interactive
    view.addSubview(scrollView)

    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)

    let fields: [(String, UITextField, UIKeyboardType)] = [
      ("Name", nameField, .default), ("Email", emailField, .emailAddress), ("Phone", phoneField, .phonePad),
      ("City", cityField, .default),
    ]
    for (title, field, type) in fields {
      let label = UILabel()
      label.text = title
      field.placeholder = title
      field.borderStyle = .roundedRect
      field.keyboardType = type
      field.returnKeyType = .next
      field.delegate = self
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
      stack.addArrangedSubview(label)
      stack.addArrangedSubview(field)
    }
    let bioLabel = UILabel()
    bioLabel.text = "About you"
    bioView.layer.borderWidth = 1
    bioView.heightAnchor.constraint(equalToConstant: 160).isActive = true
    stack.addArrangedSubview(bioLabel)
    stack.addArrangedSubview(bioView)

    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 60),
      stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
    ])
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    let order = [nameField, emailField, phoneField, cityField]
    if let i = order.firstIndex(of: textField), i + 1 < order.count {
      order[i + 1].becomeFirstResponder()
    } else {
      bioView.becomeFirstResponder()
    }
    return false
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    scrollView.scrollRectToVisible(textField.convert(textField.bounds, to: scrollView), animated: true)
  }
}
