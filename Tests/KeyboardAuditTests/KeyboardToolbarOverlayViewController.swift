import Foundation
import UIKit

/// The audit must report `covered` for "Reply" with the software keyboard, on every
/// phone and orientation: the field rides the keyboard layout guide 8 pt above the keys,
/// and a 60-pt opaque bar, added after the field and shown while the keyboard is up, is
/// pinned to the same guide, so the bar (keys' top − 60 to the keys' top) is drawn over
/// all of the 44-pt field (keys' top − 52 to − 8). Before the keyboard comes up the bar
/// is hidden and the field can be tapped. With a hardware keyboard nothing is posted, the
/// bar stays hidden and the audit must report nothing.
final class KeyboardToolbarOverlayViewController: UIViewController {
  let field = UITextField()
  let toolbar = UIView()
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "Reply"
    field.borderStyle = .roundedRect
    toolbar.backgroundColor = .secondarySystemBackground
    toolbar.isHidden = true
    for subview in [field, toolbar] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
      field.heightAnchor.constraint(equalToConstant: 44),
      toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      toolbar.heightAnchor.constraint(equalToConstant: 60),
    ])
    let center = NotificationCenter.default
    for (name, hidden) in [
      (UIResponder.keyboardWillShowNotification, false), (UIResponder.keyboardWillHideNotification, true),
    ] {
      observers.append(
        center.addObserver(forName: name, object: nil, queue: .main) { [weak self] notification in
          // Other windows' keyboards post here too.
          nonisolated(unsafe) let screen = notification.object as AnyObject?
          MainActor.assumeIsolated {
            guard let self, screen === self.view.window?.screen else { return }
            self.toolbar.isHidden = hidden
          }
        })
    }
  }

  isolated deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }
}
