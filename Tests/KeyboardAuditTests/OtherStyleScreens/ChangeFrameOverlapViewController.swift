import Foundation
import UIKit

/// One keyboardWillChangeFrame handler for show, hide and size changes: the overlap is
/// the keyboard's end frame converted into the view, intersected with its bounds (0 once
/// the keyboard has left). Two fields, "Amount" (`.numberPad`, a shorter keyboard) 8 pt
/// above "Memo"; "Memo"'s bottom is `view.bottom − overlap − 8` at a high priority and
/// at most the safe area's bottom − 8 (required), so it rests above the home indicator
/// and rides the keys' top when they are up. Animated with the notification's duration
/// and curve. The person has the predictive bar on (the screen turns it on as it
/// appears), so the pad is the bar's height shorter than the letters, as on iOS.
///
/// Expected: nothing anywhere. Both fields end above whichever keyboard is up (the
/// number pad's change of height is a will-change-frame too, and the fields follow it
/// on the keyboard's curve); the constant is back to 0 on hide. Landscape: the two
/// fields take 8 + 44 + 8 + 44 = 104 pt above the keys: the shortest window (375) less
/// the tallest landscape keyboard (219 with the bar) leaves 156. Hardware: nothing is
/// posted.
final class ChangeFrameOverlapViewController: UIViewController {
  let amountField = UITextField()
  let memoField = UITextField()
  private var overlapConstraint: NSLayoutConstraint!
  private let observers = OtherStyleKeyboardObservers()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    amountField.placeholder = "Amount"
    amountField.keyboardType = .numberPad
    memoField.placeholder = "Memo"
    for field in [amountField, memoField] {
      field.borderStyle = .roundedRect
      field.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(field)
      NSLayoutConstraint.activate([
        field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
        field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
        field.heightAnchor.constraint(equalToConstant: 44),
      ])
    }
    overlapConstraint = memoField.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -8)
    overlapConstraint.priority = .defaultHigh
    NSLayoutConstraint.activate([
      amountField.bottomAnchor.constraint(equalTo: memoField.topAnchor, constant: -8),
      memoField.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
      overlapConstraint,
    ])
    observers.observe(UIResponder.keyboardWillChangeFrameNotification, for: self) { [weak self] notification in
      guard let self, let info = notification.userInfo,
        let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      else { return }
      let keyboard = self.view.convert(end, from: nil)
      let overlap = self.view.bounds.intersection(keyboard).height
      self.overlapConstraint.constant = -overlap - 8
      let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
      let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
      UIView.animate(
        withDuration: duration, delay: 0,
        options: [UIView.AnimationOptions(rawValue: curve << 16), .beginFromCurrentState],
        animations: { self.view.layoutIfNeeded() })
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    view.window?.keyboardController.isPredictiveBarEnabled = true
  }
}
