import Foundation
import UIKit

/// A form as a vertical UIStackView (twelve 44-pt fields, 16 pt apart, 20 pt margins)
/// inside a UIScrollView pinned to the safe area, on the content and frame layout
/// guides. On the first willShow of an editing session the handler remembers the
/// `contentOffset`; every willShow sets the bottom `contentInset` (and the indicators')
/// to the keyboard's overlap of the scroll view and scrolls the active field into the
/// rest with `scrollRectToVisible(_:animated: true)`; willHide scrolls back to the
/// remembered offset (animated) and sets the insets back to zero.
///
/// Expected: nothing anywhere. The field ends inside the scroll view's bounds less the
/// overlap, so above the keys; the scrolls are animated (never a jump); on hide the
/// offset goes back to where it was when the keyboard came, which is where it was
/// before the tap (and, for the sequence, the screen's start), and the inset to zero:
/// no drift. Hardware: nothing is posted and no field is under anything.
final class StackScrollRestoringViewController: UIViewController {
  let scrollView = UIScrollView()
  let stack = UIStackView()
  private(set) var fields: [UITextField] = []
  private var offsetBeforeKeyboard: CGPoint?
  private let observers = OtherStyleKeyboardObservers()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    stack.axis = .vertical
    stack.spacing = 16
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(stack)
    for i in 1...12 {
      let field = UITextField()
      field.placeholder = "Line \(i)"
      field.borderStyle = .roundedRect
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
      stack.addArrangedSubview(field)
      fields.append(field)
    }
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
      stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
    ])
    observers.observe(UIResponder.keyboardWillShowNotification, for: self) { [weak self] notification in
      guard let self,
        let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      else { return }
      if self.offsetBeforeKeyboard == nil { self.offsetBeforeKeyboard = self.scrollView.contentOffset }
      let keyboard = self.scrollView.convert(end, from: nil)
      let overlap = max(0, self.scrollView.bounds.maxY - keyboard.minY)
      self.scrollView.contentInset.bottom = overlap
      self.scrollView.verticalScrollIndicatorInsets.bottom = overlap
      if let active = self.fields.first(where: { $0.isFirstResponder }) {
        self.scrollView.scrollRectToVisible(active.convert(active.bounds, to: self.scrollView), animated: true)
      }
    }
    observers.observe(UIResponder.keyboardWillHideNotification, for: self) { [weak self] _ in
      guard let self else { return }
      if let offset = self.offsetBeforeKeyboard { self.scrollView.setContentOffset(offset, animated: true) }
      self.offsetBeforeKeyboard = nil
      self.scrollView.contentInset.bottom = 0
      self.scrollView.verticalScrollIndicatorInsets.bottom = 0
    }
  }
}
