import Foundation
import UIKit

/// View-shifting code that moves the navigation controller's whole view (the shape of
/// IQKeyboardManager #1244: the root controller's view is lifted, navigation bar and all):
/// `navigationController.view.frame.origin.y = -keyboardHeight` on show, 0 on hide. The
/// only field, "Message", sits 20 pt above the safe area's bottom.
///
/// Expected (software keyboard, every phone and orientation): the navigation bar goes up by
/// the keyboard's height (162–336 pt), off its place: `chromeDisplaced`. "Message" rises by
/// exactly the keyboard's height inside the keyboard's animation (iOS posts willShow inside
/// it), so it ends 20 pt plus the bottom safe area above the keys and tracks them: no
/// `covered`, no `jump`; hide puts 0 back: no `drift`. Hardware keyboard: nothing moves.
final class NavigationViewShiftViewController: UIViewController {
  let messageField = UITextField()
  private let observers = KeyboardObservers()

  static func inNavigationController() -> UINavigationController {
    UINavigationController(rootViewController: NavigationViewShiftViewController())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Compose"
    view.backgroundColor = .systemBackground
    messageField.placeholder = "Message"
    messageField.borderStyle = .roundedRect
    messageField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(messageField)
    NSLayoutConstraint.activate([
      messageField.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      messageField.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      messageField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
      messageField.heightAnchor.constraint(equalToConstant: 44),
    ])
    observers.observe(UIResponder.keyboardWillShowNotification, for: self) { [weak self] notification in
      guard let root = self?.navigationController?.view,
        let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      else { return }
      root.frame.origin.y = -frame.height
    }
    observers.observe(UIResponder.keyboardWillHideNotification, for: self) { [weak self] _ in
      self?.navigationController?.view.frame.origin.y = 0
    }
  }
}
