import Foundation
import UIKit

/// A form in a scroll view whose bottom is pinned to `view.keyboardLayoutGuide.topAnchor`,
/// the iOS 15 way: fourteen 44-point fields 12 apart, and keyboardDidShow scrolls the
/// field being edited above the keys (`scrollRectToVisible(_:animated: true)`).
///
/// Expected: nothing, on every phone, orientation and keyboard. The scroll view shrinks
/// with the keys and the animated scroll brings the field up: never a jump. When the keys
/// go, the scroll view grows back and an offset past the content's new end comes back to
/// it along the keys' slide, as iOS makes that correction inside the keyboard's animation
/// block: no jump; the offset left at the content's end is inside the content: no drift.
final class ScrollFormOnTheGuideViewController: UIViewController, UITextFieldDelegate {
  let scrollView = UIScrollView()
  let fields = (1...14).map { index -> UITextField in
    let field = UITextField()
    field.placeholder = "Field \(index)"
    field.borderStyle = .roundedRect
    return field
  }
  private weak var active: UITextField?
  private let observers = KeyboardObservers()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let stack = UIStackView(arrangedSubviews: fields)
    stack.axis = .vertical
    stack.spacing = 12
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(stack)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
      stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
    ])
    for field in fields {
      field.delegate = self
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
    }
    observers.observe(UIResponder.keyboardDidShowNotification, for: self) { [weak self] _ in
      guard let self, let field = self.active else { return }
      self.scrollView.scrollRectToVisible(
        field.convert(field.bounds, to: self.scrollView).insetBy(dx: 0, dy: -8), animated: true)
    }
  }

  func textFieldDidBeginEditing(_ textField: UITextField) { active = textField }
}
