import Foundation
import UIKit

/// A handler that assumes the keyboard is 216 pt tall (the iPhone 8's keys without the
/// bar, still in many apps): "Zip code" rests 16 pt above the safe area's bottom and on
/// willShow its constant becomes −16 − 216, on willHide −16, animated with the
/// notification's duration and curve.
///
/// Expected, software keyboard:
/// - portrait: the field's bottom ends at H − safe bottom − 232 against the keys' top at
///   H − kb. iPhone SE (kb 216, no band): 16 pt above, clean. The Face ID phones (band
///   34): kb 291 reaches 25 pt into the 44-pt field (844 − 34 − 232 = 578 against 553 on
///   the iPhone 14), kb 301 on the Plus and Pro Max 35 pt: covered.
/// - landscape: the lift (216) is longer than every keyboard (162–181) and runs in the
///   keyboard's animation, so the field outruns the keys' top by 35/181 (54/162 on the
///   SE) of each frame's step, over 2 pt in the slide's fastest frames: jump. It ends
///   above the keys (the field's top stays at H − 21 − 276 ≥ 78 pt), so nothing covered.
/// Hardware: nothing is posted.
class HardCodedHeightViewController: UIViewController {
  static let assumedKeyboardHeight: CGFloat = 216
  let field = UITextField()
  private var bottom: NSLayoutConstraint!
  private let observers = OtherStyleKeyboardObservers()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "Zip code"
    field.borderStyle = .roundedRect
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    bottom = field.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      field.heightAnchor.constraint(equalToConstant: 44),
      bottom,
    ])
    for (name, constant) in [
      (UIResponder.keyboardWillShowNotification, -16 - Self.assumedKeyboardHeight),
      (UIResponder.keyboardWillHideNotification, -16),
    ] {
      observers.observe(name, for: self) { [weak self] notification in
        guard let self else { return }
        let info = notification.userInfo ?? [:]
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
        self.bottom.constant = constant
        UIView.animate(
          withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
          animations: { self.view.layoutIfNeeded() })
      }
    }
  }
}

/// The same 216-pt handler on a field with a 44-pt UIToolbar as its `inputAccessoryView`:
/// the keyboard's frame is 44 pt taller than the handler thinks.
///
/// Expected, software keyboard:
/// - portrait: the keys and the bar reach H − kb − 44 and the field ends at H − band −
///   232. iPhone SE: the bar's top at 667 − 260 = 407, the field at 391–435: 28 pt under
///   the bar (only the bar overlaps). Face ID phones: 291 + 44 − 34 − 232 = 69 pt into
///   the 44-pt field (79 on the Plus and Pro Max): covered.
/// - landscape: the keyboard (206–225 pt with the bar) now travels about as far as the
///   field (216): SE 10 pt less, so at most 10 × 0.19 = 1.9 pt apart in the steepest
///   frame (the keyboard's curve moves 19 % in its first frame), under the 2 allowed;
///   the others travel farther than the field. No jump, and the field ends above the bar
///   (SE: 143 against 169). Clean.
/// Hardware keyboard: only the bar comes up (the keyboard's top goes from H to H − 44)
/// and will-show is posted, so the field rises 216 pt while the top moves 44: up to
/// (216 − 44) × 0.19 = 32.7 pt more in a frame: jump, in every case. It ends far above
/// the bar: nothing covered.
final class HardCodedHeightAccessoryViewController: HardCodedHeightViewController {
  let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))

  override func viewDidLoad() {
    super.viewDidLoad()
    toolbar.items = [
      UIBarButtonItem(systemItem: .flexibleSpace),
      UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.view.endEditing(true) }),
    ]
    field.inputAccessoryView = toolbar
  }
}
