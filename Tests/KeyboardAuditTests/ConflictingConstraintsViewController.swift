import Foundation
import UIKit

/// The audit must report `conflict` for this screen on every phone and orientation:
/// the field has two required heights, 40 and 50 pt, which cannot both hold, so Auto
/// Layout logs them as unsatisfiable and breaks one. The field rests 120 pt below the safe
/// area's top, clear of every keyboard, so nothing else is reported for "Display name".
final class ConflictingConstraintsViewController: UIViewController {
  let field = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "Display name"
    field.borderStyle = .roundedRect
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 120),
      field.heightAnchor.constraint(equalToConstant: 40),
      field.heightAnchor.constraint(equalToConstant: 50),
    ])
  }
}
