import Foundation
import RxCocoa
import RxSwift
import UIKit

/// The RxSwift/RxCocoa way: `NotificationCenter.default.rx.notification` of
/// keyboardWillChangeFrame only, filtered to this window's screen, mapped to the
/// keyboard's overlap of the view (the end frame converted into it: 0 when the keyboard
/// leaves), with the notification's duration and curve, bound through a `Binder` to the
/// bottom constraint's constant of a "Coupon" field resting 12 pt above the safe area.
///
/// Expected: nothing anywhere. Software keyboard: the field ends 12 pt above the keys
/// (the overlap less the safe area's bottom it already keeps), animated with the
/// keyboard's own curve so it rides the keyboard's top; on hide the end frame lies below
/// the view, the overlap is 0 and the constant is back to −12. Hardware keyboard: nothing
/// comes up and nothing is posted.
final class RxKeyboardHeightViewController: UIViewController {
  let field = UITextField()
  private var bottom: NSLayoutConstraint!
  private let disposeBag = DisposeBag()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "Coupon"
    field.borderStyle = .roundedRect
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    bottom = field.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -12)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      field.heightAnchor.constraint(equalToConstant: 44),
      bottom,
    ])

    NotificationCenter.default.rx.notification(UIResponder.keyboardWillChangeFrameNotification)
      .filter { [weak self] notification in (notification.object as AnyObject?) === self?.view.window?.screen }
      .map { [weak self] notification -> (height: CGFloat, duration: Double, curve: UInt) in
        let info = notification.userInfo ?? [:]
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
        guard let self, let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else {
          return (0, duration, curve)
        }
        let keyboard = self.view.convert(end, from: nil)
        return (max(0, self.view.bounds.maxY - keyboard.minY), duration, curve)
      }
      .bind(
        to: Binder(self) { controller, change in
          controller.bottom.constant = -12 - max(0, change.height - controller.view.safeAreaInsets.bottom)
          UIView.animate(
            withDuration: change.duration, delay: 0, options: UIView.AnimationOptions(rawValue: change.curve << 16),
            animations: { controller.view.layoutIfNeeded() })
        }
      )
      .disposed(by: disposeBag)
  }
}
