import Foundation
import UIKit

/// A field with a 44-pt UIToolbar ("Done") as its `inputAccessoryView`, 16 pt above the
/// safe area's bottom; the handler lifts it by the whole keyboard frame's overlap of the
/// view (on iOS the frame the notification carries includes the accessory) less the
/// safe area's bottom, with the notification's duration and curve.
///
/// Expected: nothing anywhere. Software keyboard: the field ends 16 pt above the toolbar.
/// Hardware keyboard: only the toolbar comes up (44 pt at the window's bottom) and the
/// notification carries its frame, so the field ends 16 pt above the toolbar, or stays
/// put where the safe area's bottom (34) is nearly the toolbar's height (44): it is
/// 16 pt above the safe area, the toolbar only 10 pt into it.
final class AccessoryToolbarViewController: UIViewController {
  let field = UITextField()
  let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  private var bottom: NSLayoutConstraint!
  private let observers = KeyboardObservers()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    toolbar.items = [
      UIBarButtonItem(systemItem: .flexibleSpace),
      UIBarButtonItem(
        systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.view.endEditing(true) }),
    ]
    field.placeholder = "Amount"
    field.borderStyle = .roundedRect
    field.inputAccessoryView = toolbar
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    bottom = field.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      field.heightAnchor.constraint(equalToConstant: 40),
      bottom,
    ])
    for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
      observers.observe(name, for: self) { [weak self] notification in
        self?.follow(notification, showing: name == UIResponder.keyboardWillShowNotification)
      }
    }
  }

  private func follow(_ notification: Notification, showing: Bool) {
    guard let info = notification.userInfo,
      let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else { return }
    let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
    let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
    let overlap = max(0, view.bounds.maxY - view.convert(end, from: nil).minY)
    bottom.constant = showing ? -16 - max(0, overlap - view.safeAreaInsets.bottom) : -16
    UIView.animate(
      withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
      animations: { self.view.layoutIfNeeded() })
  }
}
