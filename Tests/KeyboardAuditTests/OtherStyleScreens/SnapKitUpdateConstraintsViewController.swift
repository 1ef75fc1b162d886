import Foundation
import SnapKit
import UIKit

/// SnapKit: a "Search" field made with `snp.makeConstraints`, its bottom 20 pt above the
/// safe area; keyboardWillShow calls `snp.updateConstraints` with the bottom offset by
/// the keyboard's height (`keyboardFrameEndUserInfoKey`'s height, less the safe area's
/// bottom), keyboardWillHide puts the offset back, both animated with the notification's
/// duration and curve.
///
/// Expected: nothing anywhere. Software keyboard: the field ends 20 pt above the keys on
/// every phone (bottom at H − kb − 20: iPhone 14 portrait 844 − 291 − 20 = 533), riding
/// the keyboard with its curve; back on hide. Hardware keyboard: nothing is posted.
final class SnapKitUpdateConstraintsViewController: UIViewController {
  let field = UITextField()
  private let observers = OtherStyleKeyboardObservers()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "Search"
    field.borderStyle = .roundedRect
    view.addSubview(field)
    field.snp.makeConstraints { make in
      make.leading.equalTo(view.safeAreaLayoutGuide.snp.leading).offset(16)
      make.trailing.equalTo(view.safeAreaLayoutGuide.snp.trailing).offset(-16)
      make.height.equalTo(44)
      make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom).offset(-20)
    }
    observers.observe(UIResponder.keyboardWillShowNotification, for: self) { [weak self] notification in
      guard let self,
        let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      else { return }
      let lift = max(0, end.height - self.view.safeAreaInsets.bottom)
      self.field.snp.updateConstraints { make in
        make.bottom.equalTo(self.view.safeAreaLayoutGuide.snp.bottom).offset(-20 - lift)
      }
      self.animate(notification)
    }
    observers.observe(UIResponder.keyboardWillHideNotification, for: self) { [weak self] notification in
      guard let self else { return }
      self.field.snp.updateConstraints { make in
        make.bottom.equalTo(self.view.safeAreaLayoutGuide.snp.bottom).offset(-20)
      }
      self.animate(notification)
    }
  }

  private func animate(_ notification: Notification) {
    let info = notification.userInfo ?? [:]
    let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
    let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
    UIView.animate(
      withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
      animations: { self.view.layoutIfNeeded() })
  }
}
