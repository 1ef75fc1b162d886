import Foundation

/// The edit menu iOS shows over a text selection: a row of buttons (Cut, Copy, Paste,
/// Select, Select All) on a light rounded bar, placed above the selection, or below it
/// when there is no room above (Apple, UIEditMenuInteraction: the menu is shown above the
/// target rectangle, below it if there isn't room). A button sends its action up the
/// responder chain from the input it was shown for, as the menu's items do on iOS, and
/// the menu goes.
public final class EditMenuView: UIView {
  /// The actions shown, in order.
  public private(set) var actions: [StandardEditAction] = []
  private weak var responder: UIResponder?
  private var buttons: [UIButton] = []

  static let height: CGFloat = 38
  static let itemPadding: CGFloat = 12
  static let gap: CGFloat = 8
  static let margin: CGFloat = 8
  static let font = UIFont.systemFont(ofSize: 15)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
  }

  /// The responder the menu was shown for.
  var owner: UIResponder? { responder }

  /// Shows `actions` for `responder` around `rect`, inside `area` (both in the
  /// superview's coordinates).
  func show(_ actions: [StandardEditAction], for responder: UIResponder, around rect: CGRect, in area: CGRect) {
    self.actions = actions
    self.responder = responder
    for button in buttons { button.removeFromSuperview() }
    buttons = actions.map { action in
      let button = UIButton(type: .system)
      button.setTitle(action.title, for: .normal)
      button.setTitleColor(.label, for: .normal)
      button.titleLabel?.font = Self.font
      button.addAction(UIAction { [weak self] _ in self?.perform(action) }, for: .touchUpInside)
      addSubview(button)
      return button
    }
    var x: CGFloat = 0
    for (button, action) in zip(buttons, actions) {
      let width = (TextMeasurement.current.width(of: action.title, font: Self.font) + 2 * Self.itemPadding).rounded(.up)
      button.frame = CGRect(x: x, y: 0, width: width, height: Self.height)
      x += width
    }
    let width = x
    var y = rect.minY - Self.gap - Self.height
    if y < area.minY + Self.margin { y = rect.maxY + Self.gap }
    let left = min(max(rect.midX - width / 2, area.minX + Self.margin), area.maxX - Self.margin - width)
    frame = CGRect(x: left, y: y, width: width, height: Self.height)
    isHidden = false
    setNeedsDisplay()
  }

  func hide() {
    isHidden = true
    responder = nil
  }

  private func perform(_ action: StandardEditAction) {
    guard let responder else { return }
    hide()
    responder.sendStandardEditAction(action, sender: self)
  }

  public override func draw(in canvas: Canvas) {
    let local = CGRect(origin: .zero, size: bounds.size)
    canvas.fill(local, cornerRadius: 8, color: UIColor(white: 0.98, alpha: 1))
    canvas.stroke(local, cornerRadius: 8, lineWidth: 1, color: .systemGray4)
    for button in buttons.dropFirst() {
      canvas.fill(
        CGRect(x: button.frame.minX, y: 8, width: 1, height: Self.height - 16), cornerRadius: 0, color: .systemGray4)
    }
  }
}
