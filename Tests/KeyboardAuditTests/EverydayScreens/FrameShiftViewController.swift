import Foundation
import UIKit

/// The classic tutorial handler: `if view.frame.origin.y == 0 { view.frame.origin.y -=
/// keyboardSize.height }` on show, `view.frame.origin.y = 0` on hide. "Title" sits 100 pt
/// below the view's top, "Comment" 60 pt above its bottom (the view's edges, not the safe
/// area's, as the tutorials' frame-based layouts do: the safe area of a view moved up
/// changes, its edges do not).
///
/// Expected (software keyboard): the whole view goes up by the keyboard's height (216–301
/// portrait, 162–181 landscape), so "Comment" ends exactly that far above its resting
/// place, clear of the keys (its bottom 60 pt above their top); but "Title" (100 pt from
/// the top) goes above the window's top by K − 100 ≥ 62 pt: `covered`. The move happens inside the keyboard's animation (iOS posts
/// willShow inside it), so it tracks the keys frame by frame: no jump. Hide puts 0 back,
/// and the `== 0` guard stops a second notification from lifting twice: no drift.
/// Hardware keyboard: nothing comes up, nothing moves: nothing.
final class FrameShiftViewController: UIViewController {
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
      titleField.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
      commentField.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -60),
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
