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
    static let navigationTop: CGFloat = 60
    static let navigationHeight: CGFloat = 44
  }

  // The sheet's navigation row, as iOS's "new item" sheets have it: Cancel, a title, Add.
  let cancelButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Cancel", for: .normal)
    return button
  }()

  let titleLabel: UILabel = {
    let label = UILabel()
    label.text = "New Todo"
    label.font = .systemFont(ofSize: 17, weight: .semibold)
    label.textAlignment = .center
    return label
  }()

  let addButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Add", for: .normal)
    button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    return button
  }()

  /// What the last Add or Cancel did, under the text view.
  let statusLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 15)
    label.textColor = .secondaryLabel
    label.textAlignment = .center
    label.numberOfLines = 0
    return label
  }()

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
    setupNavigationRow()
    setupTodoTitleTextField()
    setupTodoContentTextView()
    setupStatusLabel()
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

  func setupNavigationRow() {
    for view in [cancelButton, titleLabel, addButton] as [UIView] {
      addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    NSLayoutConstraint.activate([
      cancelButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Metric.sideInset),
      cancelButton.topAnchor.constraint(equalTo: topAnchor, constant: Metric.navigationTop),
      cancelButton.heightAnchor.constraint(equalToConstant: Metric.navigationHeight),
      addButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Metric.sideInset),
      addButton.topAnchor.constraint(equalTo: cancelButton.topAnchor),
      addButton.heightAnchor.constraint(equalToConstant: Metric.navigationHeight),
      titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
      titleLabel.centerYAnchor.constraint(equalTo: cancelButton.centerYAnchor),
      titleLabel.leadingAnchor.constraint(greaterThanOrEqualTo: cancelButton.trailingAnchor, constant: 8),
      titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: addButton.leadingAnchor, constant: -8),
    ])
  }

  func setupStatusLabel() {
    addSubview(statusLabel)
    statusLabel.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      statusLabel.leadingAnchor.constraint(equalTo: todoContentTextView.leadingAnchor),
      statusLabel.trailingAnchor.constraint(equalTo: todoContentTextView.trailingAnchor),
      statusLabel.topAnchor.constraint(equalTo: todoContentTextView.bottomAnchor, constant: Metric.spacing),
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
