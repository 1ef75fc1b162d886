import Foundation
import UIKit

/// Apple's "Managing the Keyboard" approach: a full-screen UIScrollView holding ten
/// fields (40 pt tall, every 60 pt from y = 20, 400 pt of padding below the last); on
/// willShow the bottom `contentInset` (and the indicators') becomes the keyboard's
/// height and the active field is `scrollRectToVisible(_:animated: true)`; on willHide
/// the insets go back to zero and nothing else.
///
/// Expected, software keyboard: nothing covered (the scroll view's visible area is its
/// bounds less the keyboard's height and the safe area, so the field ends above the
/// keys); no jump (the scroll is animated); no `drift`: a field low on the screen is
/// scrolled up on show, and on hide only the inset is reset, so `contentOffset` stays
/// where the scroll left it, inside the content (the 400 pt of padding), where iOS leaves
/// it too: the audit counts that as the screen's rest, not a drift. Hardware keyboard:
/// nothing.
class ScrollInsetFormViewController: UIViewController {
  /// Whether the scroll to the active field is animated (`scrollRectToVisible(_:animated:)`).
  var animatesScroll: Bool { true }
  /// How far the fields are inset from the safe area's sides.
  var sideInset: CGFloat { 20 }
  let scrollView = UIScrollView()
  private(set) var fields: [UITextField] = []
  private let observers = KeyboardObservers()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    for i in 1...10 {
      let field = UITextField()
      field.placeholder = "Field \(i)"
      field.borderStyle = .roundedRect
      scrollView.addSubview(field)
      fields.append(field)
    }
    observers.observe(UIResponder.keyboardWillShowNotification, for: self) { [weak self] notification in
      guard let self,
        let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      else { return }
      var insets = UIEdgeInsets.zero
      insets.bottom = end.size.height
      self.scrollView.contentInset = insets
      self.scrollView.scrollIndicatorInsets = insets
      if let active = self.fields.first(where: { $0.isFirstResponder }) {
        self.scrollView.scrollRectToVisible(active.frame, animated: self.animatesScroll)
      }
    }
    observers.observe(UIResponder.keyboardWillHideNotification, for: self) { [weak self] _ in
      guard let self else { return }
      self.scrollView.contentInset = .zero
      self.scrollView.scrollIndicatorInsets = .zero
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let insets = view.safeAreaInsets
    let width = view.bounds.width - insets.left - insets.right - 2 * sideInset
    for (i, field) in fields.enumerated() {
      field.frame = CGRect(x: insets.left + sideInset, y: 20 + CGFloat(i) * 60, width: width, height: 40)
    }
    scrollView.contentSize = CGSize(width: view.bounds.width, height: 20 + CGFloat(fields.count) * 60 + 400)
  }
}
