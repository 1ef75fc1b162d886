import Foundation
import UIKit

/// A screen that supports portrait only (`supportedInterfaceOrientations = .portrait`)
/// with no keyboard code: "Nickname" 200 pt below the safe area's top.
///
/// Expected: the landscape cases are skipped (iOS does not turn the screen), and portrait
/// is clean: the field ends 244 pt below the safe top, at most 306 pt down (iPhone 16 Pro
/// Max: 62 + 244), far above every portrait keyboard's top (667 − 216 = 451 on the SE).
/// In landscape it would be covered (244 > 375 − 162), which is why the app locks it.
final class PortraitOnlyViewController: UIViewController {
  let field = UITextField()

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "Nickname"
    field.borderStyle = .roundedRect
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 200),
      field.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
