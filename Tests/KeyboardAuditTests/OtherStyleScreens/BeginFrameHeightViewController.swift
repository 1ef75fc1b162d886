import Foundation
import UIKit

/// A common slip: the willShow handler reads the keyboard's height from
/// `keyboardFrameBeginUserInfoKey` instead of the end frame. "PIN" (`.numberPad`) sits
/// 8 pt above "Name" (letters), which rests 16 pt above the safe area's bottom; the lift
/// is the begin frame's height less the safe area's bottom, animated with the
/// notification's duration and curve; willHide puts it back. The person has the
/// predictive bar on (the screen turns it on as it appears), so the letters are the bar's
/// height taller than the pad, as on iOS: 44 or 45 pt in portrait, 38 in landscape.
///
/// From a hidden keyboard the begin frame is the end frame below the screen, the same
/// size, so every first tap lifts the fields correctly. Switching from "PIN" to "Name"
/// while the pad is up posts will-show with the pad's frame as the begin frame: the lift
/// is the pad's height while the letters (the bar's height taller) come up.
///
/// Expected: pass 1 (each input tapped from a hidden keyboard) is clean. But in the
/// sequence, after a switch from "PIN" to "Name", "Name" ends with its bottom at
/// H − 16 − pad against the letters' top at H − kb: (kb − pad) − 16 pt of it under the
/// keys on every phone with the software keyboard, which iOS shows as a covered field
/// (iPhone 14 portrait: pad 291, "Name" 493–537 against the letters, 336 with the bar,
/// from 508: 29 pt). And a switch from "Name" to "PIN" lifts by the letters' height
/// (begin 336: lift 302) while the pad is 291 tall, so the dismiss that follows brings
/// the fields down 302 pt while the keys drop 291: 11 × 0.19 = 2.09 pt apart in the
/// steepest frame, over the 2 allowed: jump (sequence). Software: covered and jump;
/// hardware: nothing posted.
final class BeginFrameHeightViewController: UIViewController {
  let pinField = UITextField()
  let nameField = UITextField()
  private var bottom: NSLayoutConstraint!
  private let observers = OtherStyleKeyboardObservers()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    pinField.placeholder = "PIN"
    pinField.keyboardType = .numberPad
    nameField.placeholder = "Name"
    for field in [pinField, nameField] {
      field.borderStyle = .roundedRect
      field.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(field)
      NSLayoutConstraint.activate([
        field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
        field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
        field.heightAnchor.constraint(equalToConstant: 44),
      ])
    }
    bottom = nameField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)
    NSLayoutConstraint.activate([pinField.bottomAnchor.constraint(equalTo: nameField.topAnchor, constant: -8), bottom])
    for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
      observers.observe(name, for: self) { [weak self] notification in
        guard let self, let info = notification.userInfo,
          let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        let showing = name == UIResponder.keyboardWillShowNotification
        self.bottom.constant = showing ? -16 - max(0, begin.height - self.view.safeAreaInsets.bottom) : -16
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
        UIView.animate(
          withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
          animations: { self.view.layoutIfNeeded() })
      }
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    view.window?.keyboardController.isPredictiveBarEnabled = true
  }
}
