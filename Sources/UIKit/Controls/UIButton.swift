import Foundation

/// A tappable title. Titles and title colours are set per state and fall back to the
/// `.normal` one, as on iOS; a `.system` button draws its title in the tint colour and
/// dims it to 20 % while pressed (iOS's fade), a `.custom` one draws white and does not dim.
/// Background colour and `layer.cornerRadius` are the view's own, drawn by `UIView`.
@preconcurrency @MainActor
open class UIButton: UIControl, LabelContentObserving {
  override var defaultActionIsSingleTap: Bool { true }

  /// UIKit's button types (raw values as iOS's).
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case plain = 6
    case close = 7
  }

  /// The alpha a `.system` button's title fades to while highlighted.
  static let highlightedTitleAlpha: CGFloat = 0.2

  public private(set) var buttonType: ButtonType = .custom

  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]

  /// The label that shows the current title (its font is the button's title font).
  public private(set) var titleLabel: UILabel?

  /// Space around the title inside the button, added to its intrinsic size.
  open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    let label = UILabel()
    // UIButton's default title font: the 15-point system font.
    label.font = .systemFont(ofSize: 15)
    label.textAlignment = .center
    titleLabel = label
    addSubview(label)
    updateTitle()
  }

  public convenience init() {
    self.init(frame: .zero)
  }

  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    updateTitle()
  }

  /// A system button that runs `primaryAction` when tapped (iOS 14's initialiser).
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      if title(for: .normal) == nil, !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
    }
  }

  // MARK: Titles per state

  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    updateTitle()
  }

  /// The title for `state`, or the `.normal` one when none was set for it.
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    updateTitle()
  }

  /// The title colour for `state`: the one set for it, else the `.normal` one, else the
  /// type's default (tint for `.system`, white for `.custom`).
  open func titleColor(for state: State) -> UIColor? {
    if let color = titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] { return color }
    if state.contains(.disabled) && usesTintForTitle { return .tertiaryLabel }
    return usesTintForTitle ? tintColor : .white
  }

  public var currentTitle: String? { title(for: displayState) }
  public var currentTitleColor: UIColor { resolvedTitleColor }

  private var usesTintForTitle: Bool { buttonType != .custom }

  /// The state whose title shows: UIKit looks titles up by the exact state first, and
  /// `highlighted | selected` falls back through `highlighted` before `normal`.
  private var displayState: State {
    let s = state
    if titles[s.rawValue] != nil { return s }
    if s.contains(.disabled), titles[State.disabled.rawValue] != nil { return .disabled }
    if s.contains(.highlighted), titles[State.highlighted.rawValue] != nil { return .highlighted }
    if s.contains(.selected), titles[State.selected.rawValue] != nil { return .selected }
    return .normal
  }

  private var resolvedTitleColor: UIColor {
    let s = state
    if let exact = titleColors[s.rawValue] { return exact }
    for single in [State.disabled, .highlighted, .selected] where s.contains(single) {
      if let color = titleColors[single.rawValue] { return color }
    }
    let base = titleColor(for: s.contains(.disabled) ? .disabled : .normal) ?? .white
    // A system button fades its title while pressed unless a highlighted colour was set.
    if s.contains(.highlighted) && buttonType == .system {
      return base.withAlphaComponent(base.alpha * Self.highlightedTitleAlpha)
    }
    return base
  }

  private func updateTitle() {
    guard let label = titleLabel else { return }
    label.text = title(for: displayState)
    label.textColor = resolvedTitleColor
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    setNeedsDisplay()
  }

  open override func stateDidChange() {
    super.stateDidChange()
    updateTitle()
  }

  open override var tintColor: UIColor! {
    didSet { updateTitle() }
  }

  /// The tint (and so a system button's title colour) is inherited from the new superview.
  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    updateTitle()
  }

  func labelContentDidChange(_ label: UILabel) {
    guard label === titleLabel else { return }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  // MARK: Size and layout

  /// The title's size plus `contentEdgeInsets`, and at least 30 points high with 6 above
  /// and below the title, which is what a 15-point iOS button measures.
  open override var intrinsicContentSize: CGSize {
    let title = titleSize
    return CGSize(
      width: title.width + contentEdgeInsets.left + contentEdgeInsets.right,
      height: max(title.height + 12, 30) + contentEdgeInsets.top + contentEdgeInsets.bottom)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  private var titleSize: CGSize {
    guard let label = titleLabel, let text = label.text, !text.isEmpty else { return .zero }
    let measurer = TextMeasurement.current
    return CGSize(
      width: measurer.width(of: text, font: label.font).rounded(.up), height: measurer.lineHeight(of: label.font))
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    guard let label = titleLabel else { return }
    let content = CGRect(origin: .zero, size: bounds.size).inset(by: contentEdgeInsets)
    let size = titleSize
    let width = min(size.width, max(0, content.width))
    label.frame = CGRect(
      x: content.midX - width / 2, y: content.midY - size.height / 2, width: width, height: size.height)
  }

  // MARK: Touches

  /// A tap sends `.touchUpInside` and then `.primaryActionTriggered`, as iOS buttons do.
  open override func touchUpInside(_ touch: UITouch, with event: UIEvent?) {
    super.touchUpInside(touch, with: event)
    sendActions(for: .primaryActionTriggered)
  }
}
