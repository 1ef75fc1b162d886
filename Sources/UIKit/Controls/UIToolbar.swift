import Foundation

/// A bar of `UIBarButtonItem`s, as a form's keyboard toolbar uses one: 44 points high
/// (`sizeToFit()`, and its intrinsic height under Auto Layout, so a `UIToolbar()` given
/// as an `inputAccessoryView` gets it too), items laid out by `ToolbarLayout` and drawn
/// as iOS 16 draws them: the bar's light chrome with a hairline at its top, titles in
/// the tint colour at 17 points, `.done` items semibold, disabled ones dimmed.
/// Tapping an enabled item runs its primary action.
@preconcurrency @MainActor
open class UIToolbar: UIView, BarButtonItemHost {
  /// A toolbar's height on an iPhone in portrait.
  static let height: CGFloat = 44
  static let itemFont = UIFont.systemFont(ofSize: 17)
  static let doneItemFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
  /// iOS 16's default bar chrome (translucent: the system chrome material over white)
  /// and its black style.
  static let defaultBackground = UIColor(red8: 249, green8: 249, blue8: 249, alpha: 0.94)
  static let blackBackground = UIColor(red8: 28, green8: 28, blue8: 30, alpha: 0.94)
  /// A bar's background: its tint, else its style's chrome, opaque when not translucent
  /// (toolbars, navigation bars and tab bars alike).
  static func barBackground(tint: UIColor?, style: UIBarStyle, isTranslucent: Bool) -> UIColor {
    let background = tint ?? (style == .default ? defaultBackground : blackBackground)
    return isTranslucent ? background : background.withAlphaComponent(1)
  }

  /// The hairline at the bar's top edge (iOS's shadow image).
  static let hairline = UIColor(white: 0, alpha: 0.3)
  /// A pressed item's title fades, as a system button's does.
  static let pressedAlpha: CGFloat = 0.2

  open var items: [UIBarButtonItem]? {
    didSet {
      for item in oldValue ?? [] where item.bar === self { item.bar = nil }
      for item in items ?? [] { item.bar = self }
      itemsDidChange()
    }
  }
  open var barStyle: UIBarStyle = .default { didSet { setNeedsDisplay() } }
  open var isTranslucent = true { didSet { setNeedsDisplay() } }
  /// The bar's background colour; nil for the style's own.
  open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The items' colour (inherited from the superview when not set, as any view's).
  open override var tintColor: UIColor! {
    get { super.tintColor }
    set {
      super.tintColor = newValue
      setNeedsDisplay()
    }
  }

  /// The item under the finger.
  private var pressedItem: UIBarButtonItem?
  private var pressIsInside = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public convenience init() {
    self.init(frame: .zero)
  }

  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  // MARK: Size

  /// 44 points high; the width it has, or the screen's when it has none.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = bounds.width > 0 ? bounds.width : (window?.screen ?? UIScreen.main).bounds.width
    return CGSize(width: width, height: Self.height)
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
  }

  // MARK: Items

  func itemsDidChange() {
    let shown = Set((items ?? []).compactMap { $0.customView.map(ObjectIdentifier.init) })
    for subview in subviews where !shown.contains(ObjectIdentifier(subview)) { subview.removeFromSuperview() }
    for item in items ?? [] where !item.isHidden {
      if let view = item.customView, view.superview !== self { addSubview(view) }
    }
    setNeedsLayout()
    setNeedsDisplay()
  }

  func frameInWindow(of item: UIBarButtonItem) -> CGRect? {
    guard window != nil, let frame = itemFrames.first(where: { $0.item === item })?.frame else { return nil }
    return convert(frame, to: nil)
  }

  /// The items on the bar, each with its frame in the toolbar's coordinates.
  var itemFrames: [(item: UIBarButtonItem, frame: CGRect)] {
    let shown = (items ?? []).filter { !$0.isHidden }
    let slots = shown.map(slot(for:))
    return zip(shown, ToolbarLayout.spans(of: slots, width: bounds.width)).map { item, span in
      (item, CGRect(x: span.minX, y: 0, width: span.width, height: bounds.height))
    }
  }

  private func slot(for item: UIBarButtonItem) -> ToolbarLayout.Slot {
    if item.isFlexibleSpace { return .flexibleSpace }
    if item.isFixedSpace { return .fixedSpace(item.width) }
    if item.width > 0 { return .content(item.width) }
    if let view = item.customView {
      let intrinsic = view.intrinsicContentSize.width
      return .content(view.frame.width > 0 || intrinsic == UIView.noIntrinsicMetric ? view.frame.width : intrinsic)
    }
    if let title = item.shownTitle { return .content(TextMeasurement.current.width(of: title, font: font(of: item))) }
    if let image = item.shownImage { return .content(image.size.width) }
    return .content(0)
  }

  private func font(of item: UIBarButtonItem) -> UIFont {
    item.style == .done ? Self.doneItemFont : Self.itemFont
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    for (item, frame) in itemFrames {
      guard let view = item.customView, view.translatesAutoresizingMaskIntoConstraints else { continue }
      let height = view.frame.height > 0 ? min(view.frame.height, frame.height) : frame.height
      view.frame = CGRect(x: frame.minX, y: (frame.height - height) / 2, width: frame.width, height: height)
    }
  }

  // MARK: Touches

  private func item(at point: CGPoint) -> UIBarButtonItem? {
    itemFrames.first { $0.frame.contains(point) && $0.item.customView == nil }?.item
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self), let item = item(at: point),
      item.isEnabled, !item.isFlexibleSpace, !item.isFixedSpace
    else { return }
    pressedItem = item
    pressIsInside = true
    setNeedsDisplay()
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let pressed = pressedItem, let point = touches.first?.location(in: self) else { return }
    let inside = item(at: point) === pressed
    if inside != pressIsInside {
      pressIsInside = inside
      setNeedsDisplay()
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let pressed = pressedItem else { return }
    let point = touches.first?.location(in: self)
    let runs = point.map { item(at: $0) === pressed } ?? false
    endPress()
    if runs && pressed.isEnabled { pressed.performTap(chainStart: firstResponderSlot?.current ?? self) }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    endPress()
  }

  private func endPress() {
    pressedItem = nil
    pressIsInside = false
    setNeedsDisplay()
  }

  // MARK: Drawing

  open override func draw(in canvas: Canvas) {
    let local = CGRect(origin: .zero, size: bounds.size)
    canvas.fill(
      local, cornerRadius: 0,
      color: Self.barBackground(tint: barTintColor, style: barStyle, isTranslucent: isTranslucent))
    let scale = (window?.screen ?? UIScreen.main).scale
    canvas.fill(CGRect(x: 0, y: 0, width: local.width, height: 1 / scale), cornerRadius: 0, color: Self.hairline)
    let measurer = TextMeasurement.current
    for (item, frame) in itemFrames where item.customView == nil {
      var color: UIColor = item.isEnabled ? tintColor : .tertiaryLabel
      if item === pressedItem && pressIsInside { color = color.withAlphaComponent(color.alpha * Self.pressedAlpha) }
      if let title = item.shownTitle {
        let font = font(of: item)
        let size = CGSize(width: measurer.width(of: title, font: font), height: measurer.lineHeight(of: font))
        canvas.drawText(
          title, at: CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2), font: font,
          color: color)
      } else if let image = item.shownImage {
        let size = image.size
        canvas.drawImage(
          image,
          in: CGRect(
            x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height))
      }
    }
  }
}
