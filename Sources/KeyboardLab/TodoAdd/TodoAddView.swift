import UIKit

/// Seed 002's screen: a title field whose top constraint is kept as a handle, and a
/// text view below it. When the keyboard shows, the handle's constant moves up by 30
/// and `layoutIfNeeded()` runs inside `UIView.animate(withDuration: 0.3)`, exactly as
/// the post writes it.
///
/// One change from the post: the shift is a state (shifted or not) rather than a bare
/// `constant -= 30`, so a repeated `keyboardWillShow` (switching fields while the keyboard
/// is up) can never move the field twice. At rest the constant is exactly 150 or 120.
final class TodoAddView: UIView {
  /// The seed's numbers.
  enum Metric {
    static let titleTop: CGFloat = 150
    static let keyboardShift: CGFloat = 30
    static let sideInset: CGFloat = 20
    static let titleHeight: CGFloat = 80
    static let spacing: CGFloat = 16
    static let textViewHeight: CGFloat = 200
  }

  let todoTitleTextField: UITextField = {
    let field = UITextField()
    field.placeholder = "Todo title"
    field.borderStyle = .roundedRect
    field.font = .systemFont(ofSize: 20)
    field.returnKeyType = .next
    return field
  }()

  let todoContentTextView: UITextView = {
    let textView = UITextView()
    textView.font = .systemFont(ofSize: 17)
    textView.layer.cornerRadius = 5
    textView.layer.borderWidth = 1
    textView.layer.borderColor = UIColor.systemGray4.cgColor
    return textView
  }()

  // The handle the seed keeps, so the keyboard handlers can move the field.
  private(set) lazy var todoTitleTopConstraint: NSLayoutConstraint = todoTitleTextField.topAnchor.constraint(
    equalTo: self.topAnchor, constant: Metric.titleTop)

  /// Whether the field is moved up for the keyboard.
  private(set) var isShiftedForKeyboard = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    setupTodoTitleTextField()
    setupTodoContentTextView()
  }

  convenience init() {
    self.init(frame: .zero)
  }

  func setupTodoTitleTextField() {
    self.addSubview(todoTitleTextField)
    todoTitleTextField.translatesAutoresizingMaskIntoConstraints = false

    NSLayoutConstraint.activate([
      todoTitleTextField.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: Metric.sideInset),
      todoTitleTextField.trailingAnchor.constraint(equalTo: self.trailingAnchor, constant: -Metric.sideInset),
      todoTitleTopConstraint,
      todoTitleTextField.heightAnchor.constraint(equalToConstant: Metric.titleHeight),
    ])
  }

  func setupTodoContentTextView() {
    self.addSubview(todoContentTextView)
    todoContentTextView.translatesAutoresizingMaskIntoConstraints = false

    NSLayoutConstraint.activate([
      todoContentTextView.leadingAnchor.constraint(equalTo: todoTitleTextField.leadingAnchor),
      todoContentTextView.trailingAnchor.constraint(equalTo: todoTitleTextField.trailingAnchor),
      todoContentTextView.topAnchor.constraint(equalTo: todoTitleTextField.bottomAnchor, constant: Metric.spacing),
      todoContentTextView.heightAnchor.constraint(equalToConstant: Metric.textViewHeight),
    ])
  }

  /// Runs when the keyboard is about to show: the field moves up by 30, animated.
  func keyboardWillShow() {
    guard !isShiftedForKeyboard else { return }
    isShiftedForKeyboard = true
    todoTitleTopConstraint.constant -= Metric.keyboardShift

    UIView.animate(withDuration: 0.3) {
      self.layoutIfNeeded()
    }
  }

  /// Runs when the keyboard is about to hide: the field moves back down by 30, animated.
  func keyboardWillHide() {
    guard isShiftedForKeyboard else { return }
    isShiftedForKeyboard = false
    todoTitleTopConstraint.constant += Metric.keyboardShift

    UIView.animate(withDuration: 0.3) {
      self.layoutIfNeeded()
    }
  }
}
