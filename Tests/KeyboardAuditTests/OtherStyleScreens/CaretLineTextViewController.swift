import Foundation
import UIKit

/// A six-line message (a UITextView with scrolling off, so as tall as its text, about
/// 6 × 20 + 16 = 136 pt) whose bottom rests 8 pt above the safe area's bottom; the
/// handler lifts it by the keyboard's overlap less the safe area's bottom less `shortfall`,
/// on the notification's duration and curve, so the keys keep the bottom `shortfall`
/// points of the text view. The audit's tap at the text view's centre puts the caret on
/// a middle line (the third or fourth, about 49–89 pt down).
///
/// `CaretLineVisibleTextViewController` (shortfall 20): the keys hide only the
/// last line or so (below ~116 pt); the line with the caret is visible. Expected:
/// nothing anywhere — the rule judges the caret's line, not the whole text view.
class CaretLineTextViewController: UIViewController {
  var shortfall: CGFloat { 20 }
  let message = UITextView()
  private var bottom: NSLayoutConstraint!
  private let observers = OtherStyleKeyboardObservers()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    message.isScrollEnabled = false
    message.font = .systemFont(ofSize: 17)
    message.backgroundColor = .secondarySystemBackground
    message.text = "One\nTwo\nThree\nFour\nFive\nSix"
    message.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(message)
    bottom = message.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8)
    NSLayoutConstraint.activate([
      message.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      message.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      bottom,
    ])
    for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
      observers.observe(name, for: self) { [weak self] notification in
        guard let self, let info = notification.userInfo,
          let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
        let overlap = max(0, self.view.bounds.maxY - self.view.convert(end, from: nil).minY)
        let showing = name == UIResponder.keyboardWillShowNotification
        let lift = showing ? max(0, overlap - self.view.safeAreaInsets.bottom - 8 - self.shortfall + 8) : 0
        self.bottom.constant = -8 - lift
        UIView.animate(
          withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
          animations: { self.view.layoutIfNeeded() })
      }
    }
  }
}

final class CaretLineVisibleTextViewController: CaretLineTextViewController {}

/// Shortfall 110: only the first line or so (above ~26 pt) stays above the keys, the
/// caret's middle line is under them. Expected, software keyboard: covered, in every
/// case (the lift, at most 301 − 34 − 110, keeps the text view in the window).
/// Hardware: nothing is posted, clean.
final class CaretLineHiddenTextViewController: CaretLineTextViewController {
  override var shortfall: CGFloat { 110 }
}
