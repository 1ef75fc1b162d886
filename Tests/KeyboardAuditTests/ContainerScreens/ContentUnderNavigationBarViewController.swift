import Foundation
import UIKit

/// The tutorial's `view.frame.origin.y = -keyboardSize.height` in a controller inside a
/// navigation controller (IQKeyboardManager #1997, #1479: content slides under the bar).
/// Six fields share the view's height equally (8 pt apart) from 120 pt below its top (clear
/// of the bars on every phone) to 40 pt above its bottom: the view's edges, as the
/// tutorials' frame-based layouts pin them (the safe area of a view moved up changes).
///
/// Expected (software keyboard, every phone and orientation): the view goes up by the
/// keyboard's height K (162–336 pt). The fields then cover, 8 pt gaps aside, the band from
/// 120 − K < 0 to H − 40 − K > 0 (H the screen's height, at least 375), so some field lies
/// under the navigation bar (at least 32 pt tall) or the status bar, which the bars did not
/// have before: `chromeDisplaced`. The first field (120 to under 175) goes above the
/// window's top: `covered`. The lift runs inside the keyboard's animation: no `jump`; hide sets 0: no
/// `drift`. Hardware keyboard: nothing moves.
final class ContentUnderNavigationBarViewController: UIViewController {
  let fields = ["First name", "Last name", "Email", "Phone", "City", "Note"].map { placeholder in
    let field = UITextField()
    field.placeholder = placeholder
    field.borderStyle = .roundedRect
    return field
  }
  private let observers = KeyboardObservers()

  static func inNavigationController() -> UINavigationController {
    UINavigationController(rootViewController: ContentUnderNavigationBarViewController())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sign up"
    view.backgroundColor = .systemBackground
    let stack = UIStackView(arrangedSubviews: fields)
    stack.axis = .vertical
    stack.distribution = .fillEqually
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 120),
      stack.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -40),
    ])
    observers.observe(UIResponder.keyboardWillShowNotification, for: self) { [weak self] notification in
      guard let self,
        let size = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.size
      else { return }
      self.view.frame.origin.y = -size.height
    }
    observers.observe(UIResponder.keyboardWillHideNotification, for: self) { [weak self] _ in
      self?.view.frame.origin.y = 0
    }
  }
}
