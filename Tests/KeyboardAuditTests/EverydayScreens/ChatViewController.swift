import Foundation
import UIKit

/// A chat screen: a messages scroll view above an input bar (a painted 56-pt UIView with a
/// 40-pt "Message" field inset 8 pt) whose bottom is pinned to `view.keyboardLayoutGuide`.
/// No notification code.
///
/// Expected: nothing anywhere. The guide's top is the safe area's bottom without the
/// keys and the keys' top with them, so the bar rides the keyboard and the field stays
/// 8 pt above it; the messages view shrinks and grows back (its content, one label,
/// needs no offset); everything is back on hide.
final class ChatViewController: UIViewController {
  let messages = UIScrollView()
  let bar = UIView()
  let field = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let label = UILabel()
    label.text = "Hi! Are we still on for tonight?"
    label.frame = CGRect(x: 16, y: 16, width: 300, height: 22)
    messages.addSubview(label)
    bar.backgroundColor = .secondarySystemBackground
    field.placeholder = "Message"
    field.borderStyle = .roundedRect
    for subview in [messages, bar] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    field.translatesAutoresizingMaskIntoConstraints = false
    bar.addSubview(field)
    NSLayoutConstraint.activate([
      messages.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      messages.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      messages.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      messages.bottomAnchor.constraint(equalTo: bar.topAnchor),
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      bar.heightAnchor.constraint(equalToConstant: 56),
      field.leadingAnchor.constraint(equalTo: bar.safeAreaLayoutGuide.leadingAnchor, constant: 8),
      field.trailingAnchor.constraint(equalTo: bar.safeAreaLayoutGuide.trailingAnchor, constant: -8),
      field.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
      field.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
    ])
  }
}
