import Foundation
import UIKit

/// A bottom constraint moved by the keyboard's overlap of the view, the keyboard's frame
/// converted from the screen's coordinate space, where the notification gives it: right
/// in any window, the screen's own or a share of an iPad's. "Reply" rests 12 pt above the
/// safe area's bottom.
///
/// Expected: nothing, in every window. In Slide Over on the 11-inch Pro (the window at
/// (504, 20), 320×1 170, no home band under it) the keyboard's top at 921 on the screen is
/// 901 in the view: the overlap is 1 170 − 901 = 269, and "Reply" ends at
/// 1 170 − 12 − 269 = 889, 12 pt above the keys.
final class ScreenSpaceBottomConstraintViewController: UIViewController {
  let replyField = UITextField()
  private var bottom: NSLayoutConstraint!
  private let observers = KeyboardObservers()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    replyField.placeholder = "Reply"
    replyField.borderStyle = .roundedRect
    replyField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(replyField)
    bottom = replyField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -12)
    NSLayoutConstraint.activate([
      replyField.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      replyField.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      replyField.heightAnchor.constraint(equalToConstant: 40),
      bottom,
    ])
    observers.observe(UIResponder.keyboardWillShowNotification, for: self) { [weak self] notification in
      self?.move(notification, showing: true)
    }
    observers.observe(UIResponder.keyboardWillHideNotification, for: self) { [weak self] notification in
      self?.move(notification, showing: false)
    }
  }

  private func move(_ notification: Notification, showing: Bool) {
    guard let screen = view.window?.screen,
      let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else { return }
    let keyboard = view.convert(end, from: screen.coordinateSpace)
    let overlap = max(0, view.bounds.maxY - keyboard.minY)
    bottom.constant = showing ? -12 - max(0, overlap - view.safeAreaInsets.bottom) : -12
    UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
  }
}
