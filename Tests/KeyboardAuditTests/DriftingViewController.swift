import Foundation
import UIKit

/// The audit must report `drift` for "Nickname" on every phone and orientation: the
/// handler lifts the field by 31 pt on show and lowers it by 30 on hide, so each
/// show/hide cycle leaves it 1 pt higher than it started (3 pt after three cycles). The
/// field rests 120 pt below the safe area's top, clear of every keyboard, so nothing else
/// is reported. With a hardware keyboard nothing is posted, so nothing drifts.
final class DriftingViewController: UIViewController {
  static let restingTop: CGFloat = 120

  let field = UITextField()
  private var topConstraint: NSLayoutConstraint!
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "Nickname"
    field.borderStyle = .roundedRect
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    topConstraint = field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: Self.restingTop)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      topConstraint,
      field.heightAnchor.constraint(equalToConstant: 44),
    ])
    let center = NotificationCenter.default
    for (name, change) in [
      (UIResponder.keyboardWillShowNotification, CGFloat(-31)), (UIResponder.keyboardWillHideNotification, 30),
    ] {
      observers.append(
        center.addObserver(forName: name, object: nil, queue: .main) { [weak self] notification in
          // Other windows' keyboards post here too.
          nonisolated(unsafe) let screen = notification.object as AnyObject?
          MainActor.assumeIsolated {
            guard let self, screen === self.view.window?.screen else { return }
            UIView.animate(withDuration: 0.3) {
              self.topConstraint.constant += change
              self.view.layoutIfNeeded()
            }
          }
        })
    }
  }

  isolated deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }
}
