import UIKit

/// An ordinary profile form, written as on iOS: a scroll view of labelled fields whose
/// bottom follows the keyboard through `keyboardLayoutGuide`, Return moving to the next
/// field, the edited input scrolled into view once the scroll view has its new height,
/// and the page put back where it was when the keyboard goes.
///
/// Scrolling in `textFieldDidBeginEditing` alone is the usual mistake, and the keyboard
/// audit's first catch on this screen: it runs before the keyboard comes up, against the
/// scroll view's full height, so the lower fields end up below the shrunk scroll view
/// (`clipped`); and a page that stays scrolled after the keyboard goes is `drift`.
public final class ProfileViewController: UIViewController, UITextFieldDelegate {
  private let scrollView = UIScrollView()
  private let stack = UIStackView()
  let nameField = UITextField()
  let emailField = UITextField()
  let phoneField = UITextField()
  let cityField = UITextField()
  let bioView = UITextView()
  /// Where the page was before the keyboard came up; nil while it is down.
  private var restingOffset: CGPoint?
  private var observers: [NSObjectProtocol] = []

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.keyboardDismissMode = .interactive
    view.addSubview(scrollView)

    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)

    let fields: [(String, UITextField, UIKeyboardType)] = [
      ("Name", nameField, .default), ("Email", emailField, .emailAddress), ("Phone", phoneField, .phonePad),
      ("City", cityField, .default),
    ]
    for (title, field, type) in fields {
      let label = UILabel()
      label.text = title
      field.placeholder = title
      field.borderStyle = .roundedRect
      field.keyboardType = type
      field.returnKeyType = .next
      field.delegate = self
      field.heightAnchor.constraint(equalToConstant: 44).isActive = true
      stack.addArrangedSubview(label)
      stack.addArrangedSubview(field)
    }
    let bioLabel = UILabel()
    bioLabel.text = "About you"
    bioView.layer.borderWidth = 1
    bioView.heightAnchor.constraint(equalToConstant: 160).isActive = true
    stack.addArrangedSubview(bioLabel)
    stack.addArrangedSubview(bioView)

    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 60),
      stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
    ])
    observeKeyboard()
  }

  public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    let order = [nameField, emailField, phoneField, cityField]
    if let i = order.firstIndex(of: textField), i + 1 < order.count {
      order[i + 1].becomeFirstResponder()
    } else {
      bioView.becomeFirstResponder()
    }
    return false
  }

  public func textFieldDidBeginEditing(_ textField: UITextField) {
    // A switch while the keyboard is up: the scroll view already has its height.
    if restingOffset != nil { scrollEditedInputIntoView(animated: true) }
  }

  /// The keyboard's notifications come inside its animation block: the layout pass that
  /// gives the scroll view its new height, and the scroll, slide with the keyboard.
  private func observeKeyboard() {
    let center = NotificationCenter.default
    observers.append(
      center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
        [weak self] notification in
        // Only this screen's keyboard (iOS 16.1 and later post the screen as the object).
        nonisolated(unsafe) let screen = notification.object as AnyObject?
        MainActor.assumeIsolated {
          guard let self, screen === self.view.window?.screen else { return }
          if self.restingOffset == nil { self.restingOffset = self.scrollView.contentOffset }
          self.view.layoutIfNeeded()
          self.scrollEditedInputIntoView(animated: false)
        }
      })
    observers.append(
      center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
        [weak self] notification in
        nonisolated(unsafe) let screen = notification.object as AnyObject?
        MainActor.assumeIsolated {
          guard let self, screen === self.view.window?.screen, let offset = self.restingOffset else { return }
          self.restingOffset = nil
          self.scrollView.contentOffset = offset
          self.view.layoutIfNeeded()
        }
      })
  }

  /// The edited field, or the text view's caret line, with 8 points to spare.
  private func scrollEditedInputIntoView(animated: Bool) {
    let rect: CGRect
    if bioView.isFirstResponder, let caret = bioView.selectedTextRange?.end {
      rect = bioView.convert(bioView.caretRect(for: caret), to: scrollView)
    } else if let field = [nameField, emailField, phoneField, cityField].first(where: \.isFirstResponder) {
      rect = field.convert(field.bounds, to: scrollView)
    } else {
      return
    }
    scrollView.scrollRectToVisible(rect.insetBy(dx: 0, dy: -8), animated: animated)
  }

  isolated deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }
}
