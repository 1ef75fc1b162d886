import Foundation
import UIKit

/// A handler that sets the bottom constraint and calls `layoutIfNeeded()` with no
/// animation of its own. iOS posts keyboardWillShow/WillHide inside the keyboard's
/// animation block, so the layout change is animated with the keys, on their curve.
/// "Message" rests 10 pt above the safe area's bottom and ends 10 pt above the keys.
///
/// Expected: nothing anywhere (it rides the keyboard's top: no jump; it is above the
/// keys: not covered; the constant goes back on hide: no drift).
final class UnanimatedConstraintViewController: UIViewController {
  let field = UITextField()
  private var bottom: NSLayoutConstraint!
  private let observers = KeyboardObservers()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "Message"
    field.borderStyle = .roundedRect
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    bottom = field.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -10)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      field.heightAnchor.constraint(equalToConstant: 40),
      bottom,
    ])
    observers.observe(UIResponder.keyboardWillShowNotification, for: self) { [weak self] notification in
      guard let self,
        let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      else { return }
      let overlap = max(0, self.view.bounds.maxY - self.view.convert(end, from: nil).minY)
      self.bottom.constant = -10 - max(0, overlap - self.view.safeAreaInsets.bottom)
      self.view.layoutIfNeeded()
    }
    observers.observe(UIResponder.keyboardWillHideNotification, for: self) { [weak self] _ in
      guard let self else { return }
      self.bottom.constant = -10
      self.view.layoutIfNeeded()
    }
  }
}
