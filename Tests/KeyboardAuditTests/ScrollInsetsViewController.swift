import Foundation
import UIKit

/// The audit must report nothing for this screen on any phone, orientation or keyboard.
/// A scroll view from the screen's top to its bottom holds four fields (264 pt of
/// content, which fits iPhone SE in portrait and every phone in landscape while the keys
/// are down). On keyboardWillShow the bottom content and indicator insets become the
/// keyboard's overlap with the scroll view, less the home-indicator band that the
/// automatic adjustment already adds, and the edited field is scrolled into view with an
/// animation (in landscape the lowest field scrolls up to 40 pt); on keyboardWillHide
/// the insets go back to zero and the content is brought back within its ends, so every
/// field returns to where it rested. The scroll view spans the safe area's width, so in
/// landscape the fields stay clear of the sensor housing.
final class ScrollInsetsViewController: UIViewController, UITextFieldDelegate {
  let scrollView = UIScrollView()
  let stack = UIStackView()
  private(set) var fields: [UITextField] = []
  private weak var activeField: UITextField?
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.axis = .vertical
    stack.spacing = 16
    // Bouncing vertically makes the automatic adjustment keep the content inside the safe
    // area even though it fits the screen.
    scrollView.alwaysBounceVertical = true
    view.addSubview(scrollView)
    scrollView.addSubview(stack)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
    ])
    for placeholder in ["First name", "Last name", "Email", "Phone"] {
      let field = UITextField()
      field.placeholder = placeholder
      field.borderStyle = .roundedRect
      field.delegate = self
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
      stack.addArrangedSubview(field)
      fields.append(field)
    }
    let center = NotificationCenter.default
    observers = [
      center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
        [weak self] notification in
        nonisolated(unsafe) let notification = notification
        MainActor.assumeIsolated { self?.keyboardWillShow(notification) }
      },
      center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
        [weak self] notification in
        nonisolated(unsafe) let screen = notification.object as AnyObject?
        MainActor.assumeIsolated {
          guard let self, screen === self.view.window?.screen else { return }
          self.keyboardWillHide()
        }
      },
    ]
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    activeField = textField
    scrollToActiveField()
  }

  private func keyboardWillShow(_ notification: Notification) {
    // Other windows' keyboards post here too.
    guard (notification.object as AnyObject?) === view.window?.screen,
      let endFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else { return }
    let keyboard = view.convert(endFrame, from: view.window)
    let covered = scrollView.frame.intersection(keyboard)
    let overlap = covered.isNull ? 0 : covered.height
    // The automatic adjustment already keeps the home-indicator band clear.
    let systemBottom = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
    let bottom = max(0, overlap - systemBottom)
    scrollView.contentInset.bottom = bottom
    scrollView.verticalScrollIndicatorInsets.bottom = bottom
    scrollToActiveField()
  }

  private func keyboardWillHide() {
    scrollView.contentInset = .zero
    scrollView.verticalScrollIndicatorInsets = .zero
    // A scroll view leaves an offset set by code where it is when the insets shrink, so a
    // field scrolled up for the keyboard would stay there, past the content's end.
    let inset = scrollView.adjustedContentInset
    let lastOffset = max(-inset.top, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
    if scrollView.contentOffset.y > lastOffset {
      scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: lastOffset), animated: true)
    }
  }

  private func scrollToActiveField() {
    guard let field = activeField else { return }
    scrollView.scrollRectToVisible(field.convert(field.bounds, to: scrollView), animated: true)
  }

  isolated deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }
}
