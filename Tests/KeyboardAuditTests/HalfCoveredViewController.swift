import Foundation
import UIKit

/// The audit must report `covered` for "Gift message" on iPhone 14 in portrait: the
/// handler lifts the field by a fixed 215 pt instead of by the keyboard's overlap, which
/// the 291-pt keyboard exceeds by 22 pt, so the lower half of the 44-pt field stays under
/// the keys (field 531–575, keys from 553). The same holds on every 291-pt Face ID phone
/// (22 pt) and the 301-pt Plus and Pro Max (32 pt); on iPhone SE in portrait the 216-pt
/// keyboard leaves the lifted field clear (it ends at 432, the keys start at 451). In
/// landscape the lift overshoots the short screen's keyboard (162–181 pt) and the field
/// stays clear, but it rises faster than the keyboard in the same animation block: the
/// audit must report a `jump` there.
/// The field comes back to exactly where it was on hide, so no drift. With a hardware
/// keyboard nothing is posted and the audit must report nothing.
final class HalfCoveredViewController: UIViewController {
  /// What the handler lifts the field by: a keyboard height measured once on one phone.
  static let lift: CGFloat = 215
  static let restingInset: CGFloat = 20

  let field = UITextField()
  private var bottomConstraint: NSLayoutConstraint!
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "Gift message"
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
    observers = [
      center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
        [weak self] notification in
        // Other windows' keyboards post here too; only this screen's keyboard moves the field.
        nonisolated(unsafe) let screen = notification.object as AnyObject?
        MainActor.assumeIsolated {
          guard let self, screen === self.view.window?.screen else { return }
          self.moveField(to: -Self.restingInset - Self.lift)
        }
      },
      center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
        [weak self] notification in
        nonisolated(unsafe) let screen = notification.object as AnyObject?
        MainActor.assumeIsolated {
          guard let self, screen === self.view.window?.screen else { return }
          self.moveField(to: -Self.restingInset)
        }
      },
    ]
  }

  private func moveField(to constant: CGFloat) {
    bottomConstraint.constant = constant
    UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
  }

  isolated deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }
}
