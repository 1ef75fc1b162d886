import Foundation
import UIKit

/// A "Birthday" field whose `inputView` is a painted 216-pt picker panel in place of the
/// keys. `followsGuide` pins the field 12 pt above `view.keyboardLayoutGuide` (this
/// class); CustomInputPinnedViewController pins it 20 pt above the safe area's bottom
/// instead, with no keyboard code.
///
/// A custom input view comes up with a hardware keyboard attached too (the hardware keys
/// replace the on-screen keys, not an app's input view), so both keyboard modes show the
/// same 216-pt panel (with the home-indicator band below it where there is one).
///
/// Expected here: nothing anywhere (the guide's top is the panel's top). Pinned version:
/// `covered` in every case, with either keyboard: the field's bottom is at most
/// 34 + 20 = 54 pt above the screen's bottom and the panel is at least 216 pt tall.
class CustomInputViewController: UIViewController {
  var followsGuide: Bool { true }
  let field = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let panel = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    panel.backgroundColor = .secondarySystemBackground
    field.inputView = panel
    field.placeholder = "Birthday"
    field.borderStyle = .roundedRect
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      field.heightAnchor.constraint(equalToConstant: 44),
      followsGuide
        ? field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -12)
        : field.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
    ])
  }
}

/// CustomInputViewController pinned to the safe area: `covered` everywhere.
final class CustomInputPinnedViewController: CustomInputViewController {
  override var followsGuide: Bool { false }
}
