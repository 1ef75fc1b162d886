import Foundation
import UIKit

/// The audit must report `jump` for "Search" on every phone and orientation. The field
/// rests 20 pt above the safe area's bottom and waits for keyboardDidShow, posted in the
/// last frame of the keys' slide (they move less than 0.2 pt in it): then it moves up by
/// a hard-coded 260 pt without animation, 260 pt in one frame while the keyboard is all
/// but still (more than 40). On keyboardWillHide it snaps back down the same way in the
/// first frame of the keys' slide down, where they move 28–40 pt. After the snap up it is
/// clear of every keyboard (13–64 pt above the keys in portrait, more in landscape: the
/// 260 + 20 pt lift and the home-indicator band outdo keys at most 301 pt tall), and it
/// comes back exactly, so nothing else is reported. With a hardware keyboard nothing is
/// posted and nothing moves.
final class JumpingViewController: UIViewController {
  static let restingInset: CGFloat = 20
  static let snap: CGFloat = 260

  let field = UITextField()
  private var bottomConstraint: NSLayoutConstraint!
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "Search"
    field.borderStyle = .roundedRect
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    bottomConstraint = field.bottomAnchor.constraint(
      equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -Self.restingInset)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      bottomConstraint,
      field.heightAnchor.constraint(equalToConstant: 44),
    ])
    let center = NotificationCenter.default
    for (name, constant) in [
      (UIResponder.keyboardDidShowNotification, -Self.restingInset - Self.snap),
      (UIResponder.keyboardWillHideNotification, -Self.restingInset),
    ] {
      observers.append(
        center.addObserver(forName: name, object: nil, queue: .main) { [weak self] notification in
          // Other windows' keyboards post here too.
          nonisolated(unsafe) let screen = notification.object as AnyObject?
          MainActor.assumeIsolated {
            guard let self, screen === self.view.window?.screen else { return }
            UIView.performWithoutAnimation {
              self.bottomConstraint.constant = constant
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
