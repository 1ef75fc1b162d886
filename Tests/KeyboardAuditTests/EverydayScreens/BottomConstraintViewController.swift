import Foundation
import UIKit

/// A bottom constraint moved by the keyboard's overlap of the view, less the safe area's
/// bottom it already keeps, animated with the notification's own duration and curve
/// (`keyboardAnimationDurationUserInfoKey`, `keyboardAnimationCurveUserInfoKey` << 16),
/// the way most Swift tutorials write it. "Name" rests 40 pt above "Reply", which rests
/// 12 pt above the safe area's bottom.
///
/// Expected: nothing anywhere. With the keys up, "Reply" ends 12 pt above them and "Name"
/// above it; the animation matches the keyboard's own so the fields ride its top; hide
/// sets the constant back to its resting value. (Anywhere the window is at the screen's
/// top: `convert(end, from: nil)` reads the screen's frame as the window's, which an iPad
/// window in Slide Over is not: AuditWindowTests.)
final class BottomConstraintViewController: UIViewController {
  let nameField = UITextField()
  let replyField = UITextField()
  private var bottom: NSLayoutConstraint!
  private let observers = KeyboardObservers()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    nameField.placeholder = "Name"
    replyField.placeholder = "Reply"
    for field in [nameField, replyField] {
      field.borderStyle = .roundedRect
      field.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(field)
      NSLayoutConstraint.activate([
        field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
        field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
        field.heightAnchor.constraint(equalToConstant: 40),
      ])
    }
    bottom = replyField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -12)
    NSLayoutConstraint.activate([
      nameField.bottomAnchor.constraint(equalTo: replyField.topAnchor, constant: -8),
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
    guard let info = notification.userInfo,
      let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else { return }
    let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
    let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
    let keyboard = view.convert(end, from: nil)
    let overlap = max(0, view.bounds.maxY - keyboard.minY)
    bottom.constant = showing ? -12 - max(0, overlap - view.safeAreaInsets.bottom) : -12
    UIView.animate(
      withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
      animations: { self.view.layoutIfNeeded() })
  }
}
