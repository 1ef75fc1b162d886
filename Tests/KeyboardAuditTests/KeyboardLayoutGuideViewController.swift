import Foundation
import UIKit

/// The audit must report nothing for this screen on any phone, orientation or keyboard:
/// the lower field's bottom is 12 pt above the keyboard layout guide and the upper field
/// and the notes view stack above it, so all three ride the keyboard's top and stay fully
/// above it, and return exactly on hide. The notes view (a UITextView has no placeholder)
/// is named by its text, "Notes".
final class KeyboardLayoutGuideViewController: UIViewController {
  let notesView = UITextView()
  let subjectField = UITextField()
  let messageField = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    notesView.text = "Notes"
    notesView.backgroundColor = .secondarySystemBackground
    subjectField.placeholder = "Subject"
    messageField.placeholder = "Message"
    for field in [subjectField, messageField] { field.borderStyle = .roundedRect }
    for subview in [notesView, subjectField, messageField] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
      NSLayoutConstraint.activate([
        subview.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
        subview.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      ])
    }
    NSLayoutConstraint.activate([
      notesView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
      notesView.bottomAnchor.constraint(equalTo: subjectField.topAnchor, constant: -12),
      subjectField.heightAnchor.constraint(equalToConstant: 44),
      subjectField.bottomAnchor.constraint(equalTo: messageField.topAnchor, constant: -8),
      messageField.heightAnchor.constraint(equalToConstant: 44),
      messageField.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -12),
    ])
  }
}
