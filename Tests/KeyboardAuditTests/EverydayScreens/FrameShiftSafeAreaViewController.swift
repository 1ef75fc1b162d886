import Foundation
import UIKit

/// The classic `view.frame.origin.y -= keyboardSize.height` handler (as
/// FrameShiftViewController) on fields pinned to the *safe area*: "Title" 20 pt below
/// its top, "Comment" 20 pt above its bottom.
///
/// Expected (software keyboard): `jump` only. Moving the root view up by K makes its top
/// lie K points above the window's, so its safe area's top inset grows by K (a view's
/// safe area is where it overlaps the window's) and its bottom inset drops to 0. The
/// view's frame is animated with the keys, but the fields' constraints are re-solved in
/// the next layout pass, outside the keyboard's animation block: in the first frame
/// "Title" snaps down by K less the keys' first step (iPhone 14: 291 − 38.3 = 252.7 pt)
/// and then slides back up with the view to where it was. Once settled "Title" is where
/// it started (not covered) and "Comment" is 20 pt above the view's new bottom, which is
/// the keys' top (not covered). Hide reverses it (another jump). Hardware: nothing.
final class FrameShiftSafeAreaViewController: UIViewController {
  let titleField = UITextField()
  let commentField = UITextField()
  private let observers = KeyboardObservers()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    titleField.placeholder = "Title"
    commentField.placeholder = "Comment"
    for field in [titleField, commentField] {
      field.borderStyle = .roundedRect
      field.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(field)
      NSLayoutConstraint.activate([
        field.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
        field.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
        field.heightAnchor.constraint(equalToConstant: 44),
      ])
    }
    NSLayoutConstraint.activate([
      titleField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      commentField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
    ])
    observers.observe(UIResponder.keyboardWillShowNotification, for: self) { [weak self] notification in
      guard let self,
        let keyboardSize = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
          .cgRectValue
      else { return }
      if self.view.frame.origin.y == 0 { self.view.frame.origin.y -= keyboardSize.height }
    }
    observers.observe(UIResponder.keyboardWillHideNotification, for: self) { [weak self] _ in
      guard let self else { return }
      if self.view.frame.origin.y != 0 { self.view.frame.origin.y = 0 }
    }
  }
}
