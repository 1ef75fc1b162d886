import Foundation

/// An alert, as iOS draws it on an iPhone: a 270-point white card with rounded corners,
/// its title (17 points semibold) and message (13 points) centred, its text fields
/// (`addTextField(configurationHandler:)`) and its actions in 44-point rows, two side by
/// side, more stacked, the cancel action last. Presented, it dims the screen and sits in
/// the middle of the space between the status bar and the keyboard, and moves up with
/// the keyboard as it comes; its first text field is first responder as it appears, as on
/// iOS, so the keyboard rises with the alert. A tap on an action dismisses the alert and
/// runs the action's handler.
///
/// `.actionSheet` is drawn as the alert is (iOS's sheet at the bottom is not here yet).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  public enum Style: Int, Sendable {
    case actionSheet
    case alert
  }

  static let width: CGFloat = 270
  static let rowHeight: CGFloat = 44
  static let fieldHeight: CGFloat = 30
  static let cornerRadius: CGFloat = 14

  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    modalPresentationStyle = .custom
  }

  open var message: String?
  public private(set) var preferredStyle: Style = .alert
  public private(set) var actions: [UIAlertAction] = []
  /// The action drawn bold (and run by Return in a text field).
  open var preferredAction: UIAlertAction?
  private var fields: [UITextField] = []
  open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.font = .systemFont(ofSize: 13)
    configurationHandler?(field)
    fields.append(field)
  }

  private let card = AlertCardView()

  open override func loadView() {
    let view = UIView(frame: UIScreen.main.bounds)
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    // The middle of what the status bar and the keyboard leave: the card follows the
    // keyboard's guide as the keyboard moves.
    let space = UILayoutGuide()
    view.addLayoutGuide(space)
    NSLayoutConstraint.activate([
      space.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      space.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      card.centerYAnchor.constraint(equalTo: space.centerYAnchor),
      card.widthAnchor.constraint(equalToConstant: Self.width),
    ])
    self.view = view
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    card.configure(title: title, message: message, fields: fields, actions: actions, preferred: preferredAction) {
      [weak self] action in self?.tapped(action)
    }
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    fields.first?.becomeFirstResponder()
  }

  private func tapped(_ action: UIAlertAction) {
    guard action.isEnabled else { return }
    dismiss(animated: true)
    action.handler?(action)
  }
}

/// The alert's card: title, message, fields and action rows, laid out in code.
@MainActor
final class AlertCardView: UIView {
  private let titleLabel = UILabel()
  private let messageLabel = UILabel()
  private var fields: [UITextField] = []
  private var buttons: [UIButton] = []
  private var sideBySide = false

  func configure(
    title: String?, message: String?, fields: [UITextField], actions: [UIAlertAction], preferred: UIAlertAction?,
    tap: @escaping (UIAlertAction) -> Void
  ) {
    backgroundColor = UIColor(white: 0.97, alpha: 1)
    layer.cornerRadius = UIAlertController.cornerRadius
    clipsToBounds = true
    titleLabel.text = title
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    messageLabel.text = message
    messageLabel.font = .systemFont(ofSize: 13)
    for label in [titleLabel, messageLabel] {
      label.textAlignment = .center
      label.numberOfLines = 0
      addSubview(label)
    }
    self.fields = fields
    for field in fields { addSubview(field) }
    // The cancel action goes last, as iOS orders it.
    let ordered = actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
    sideBySide = ordered.count == 2
    buttons = ordered.map { action in
      let button = UIButton(type: .system)
      button.setTitle(action.title, for: .normal)
      let bold = action.style == .cancel || action === preferred
      button.titleLabel?.font = .systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
      if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
      button.isEnabled = action.isEnabled
      button.addAction(UIAction { _ in tap(action) }, for: .touchUpInside)
      addSubview(button)
      return button
    }
    invalidateIntrinsicContentSize()
  }

  private var contentWidth: CGFloat { UIAlertController.width - 32 }

  private func height(of label: UILabel) -> CGFloat {
    label.text == nil ? 0 : label.sizeThatFits(CGSize(width: contentWidth, height: .greatestFiniteMagnitude)).height
  }

  /// The text's block, the fields' block and the rows of actions.
  private var textHeight: CGFloat {
    20 + height(of: titleLabel) + (messageLabel.text == nil ? 0 : 4 + height(of: messageLabel))
      + (fields.isEmpty
        ? 0 : 16 + CGFloat(fields.count) * UIAlertController.fieldHeight + CGFloat(fields.count - 1) * 8)
      + 20
  }

  private var rows: Int { sideBySide ? 1 : buttons.count }

  override var intrinsicContentSize: CGSize {
    CGSize(width: UIAlertController.width, height: textHeight + CGFloat(rows) * UIAlertController.rowHeight)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    var y: CGFloat = 20
    titleLabel.frame = CGRect(x: 16, y: y, width: contentWidth, height: height(of: titleLabel))
    y = titleLabel.frame.maxY
    if messageLabel.text != nil {
      messageLabel.frame = CGRect(x: 16, y: y + 4, width: contentWidth, height: height(of: messageLabel))
      y = messageLabel.frame.maxY
    }
    if !fields.isEmpty { y += 16 }
    for (index, field) in fields.enumerated() {
      field.frame = CGRect(x: 16, y: y, width: contentWidth, height: UIAlertController.fieldHeight)
      y = field.frame.maxY + (index == fields.count - 1 ? 0 : 8)
    }
    let top = textHeight
    let row = UIAlertController.rowHeight
    for (index, button) in buttons.enumerated() {
      button.frame =
        sideBySide
        ? CGRect(x: CGFloat(index) * bounds.width / 2, y: top, width: bounds.width / 2, height: row)
        : CGRect(x: 0, y: top + CGFloat(index) * row, width: bounds.width, height: row)
    }
  }

  override func draw(in canvas: Canvas) {
    // The hairlines between the text and the rows, and between the rows.
    let scale = (window?.screen ?? UIScreen.main).scale
    let line = UIColor(white: 0, alpha: 0.2)
    canvas.fill(CGRect(x: 0, y: textHeight, width: bounds.width, height: 1 / scale), cornerRadius: 0, color: line)
    if sideBySide {
      canvas.fill(
        CGRect(x: bounds.width / 2, y: textHeight, width: 1 / scale, height: UIAlertController.rowHeight),
        cornerRadius: 0, color: line)
    } else {
      for index in 1..<max(1, buttons.count) {
        let y = textHeight + CGFloat(index) * UIAlertController.rowHeight
        canvas.fill(CGRect(x: 0, y: y, width: bounds.width, height: 1 / scale), cornerRadius: 0, color: line)
      }
    }
  }
}
