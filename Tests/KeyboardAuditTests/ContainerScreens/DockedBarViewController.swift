import Foundation
import UIKit

/// A chat screen's input bar docked on the safe area's bottom, raised by the keyboard's
/// whole height: `bottom.constant = -keyboardFrame.height` on show, 0 on hide. The
/// keyboard's frame already reaches the screen's bottom edge, so the safe area below the
/// bar is counted twice (RxKeyboard #84, square/Listable #100); inside a tab bar
/// controller the safe area's bottom is the tab bar's top, so the tab bar's height is
/// counted too (freshOS/KeyboardLayoutGuide #19, InputBarAccessoryView #30).
///
/// Expected (software keyboard), with S the bottom safe area below the bar with the
/// keyboard down: the bar ends S above the keyboard's top, `gap` when S > 0 — alone, S =
/// the home indicator's inset (34 portrait, 21 landscape on Face ID phones, 0 on the
/// iPhone SE); in a tab bar controller, S = the tab bar's height (49 plus that inset), on
/// every phone. The bar moves inside the keyboard's animation by the keyboard's height: no
/// `jump`; its field is above the keys: no `covered`; hide sets 0: no `drift`.
final class DockedBarViewController: UIViewController {
  let bar = UIView()
  let messageField = UITextField()
  private var bottom: NSLayoutConstraint!
  private let observers = KeyboardObservers()

  static func inTabBarController() -> UITabBarController {
    let tabs = UITabBarController()
    let chat = DockedBarViewController()
    chat.tabBarItem = UITabBarItem(title: "Chat", image: nil, tag: 0)
    let settings = UIViewController()
    settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
    tabs.viewControllers = [chat, settings]
    return tabs
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    bar.backgroundColor = .secondarySystemBackground
    bar.translatesAutoresizingMaskIntoConstraints = false
    messageField.placeholder = "Message"
    messageField.borderStyle = .roundedRect
    messageField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bar)
    bar.addSubview(messageField)
    bottom = bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bottom,
      bar.heightAnchor.constraint(equalToConstant: 52),
      messageField.leadingAnchor.constraint(equalTo: bar.safeAreaLayoutGuide.leadingAnchor, constant: 8),
      messageField.trailingAnchor.constraint(equalTo: bar.safeAreaLayoutGuide.trailingAnchor, constant: -8),
      messageField.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
      messageField.heightAnchor.constraint(equalToConstant: 36),
    ])
    observers.observe(UIResponder.keyboardWillShowNotification, for: self) { [weak self] notification in
      guard let self,
        let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      else { return }
      self.bottom.constant = -frame.height
      self.view.layoutIfNeeded()
    }
    observers.observe(UIResponder.keyboardWillHideNotification, for: self) { [weak self] _ in
      guard let self else { return }
      self.bottom.constant = 0
      self.view.layoutIfNeeded()
    }
  }
}
