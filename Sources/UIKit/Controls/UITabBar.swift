import Foundation

/// The bar of tabs at the bottom of a tab bar controller, as iOS 16 draws it on an iPhone:
/// 49 points of tabs (Apple's Human Interface Guidelines, "Layout": "Tab bar, 49 pt") and,
/// below them on a phone with a home indicator, the band over it (83 points in all on a
/// 390×844 phone); the light chrome with a hairline at the top; each item's title at 10
/// points medium in an equal share of the width, the selected one in the tint colour and
/// the others grey. A tap on an enabled item selects it (`delegate`).
@preconcurrency @MainActor
open class UITabBar: UIView {
  static let tabsHeight: CGFloat = 49
  static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
  static let unselectedColor = UIColor(red8: 153, green8: 153, blue8: 153, alpha: 1)

  open var items: [UITabBarItem]? {
    didSet {
      for item in items ?? [] { item.tabBar = self }
      if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
      setNeedsDisplay()
    }
  }

  open weak var selectedItem: UITabBarItem? { didSet { setNeedsDisplay() } }
  open weak var delegate: (any UITabBarDelegate)?
  open var barStyle: UIBarStyle = .default { didSet { setNeedsDisplay() } }
  open var isTranslucent = true { didSet { setNeedsDisplay() } }
  open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The unselected items' colour; nil for iOS's grey.
  open var unselectedItemTintColor: UIColor? { didSet { setNeedsDisplay() } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public convenience init() {
    self.init(frame: .zero)
  }

  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    self.items = items
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = bounds.width > 0 ? bounds.width : (window?.screen ?? UIScreen.main).bounds.width
    return CGSize(width: width, height: Self.tabsHeight + (window?.safeAreaInsets.bottom ?? 0))
  }

  /// Each item's tab in the bar's coordinates: equal shares of the width, 49 high.
  var itemFrames: [(item: UITabBarItem, frame: CGRect)] {
    let items = items ?? []
    guard !items.isEmpty else { return [] }
    let width = bounds.width / CGFloat(items.count)
    return items.enumerated().map { index, item in
      (item, CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.tabsHeight))
    }
  }

  // MARK: Touches

  private weak var pressedItem: UITabBarItem?

  private func item(at point: CGPoint) -> UITabBarItem? {
    itemFrames.first { $0.frame.contains(point) }?.item
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self), let item = item(at: point), item.isEnabled else { return }
    pressedItem = item
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    defer { pressedItem = nil }
    guard let pressed = pressedItem, let point = touches.first?.location(in: self), item(at: point) === pressed
    else { return }
    delegate?.tabBar(self, didSelect: pressed)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    pressedItem = nil
  }

  // MARK: Drawing

  open override func draw(in canvas: Canvas) {
    let local = CGRect(origin: .zero, size: bounds.size)
    canvas.fill(
      local, cornerRadius: 0,
      color: UIToolbar.barBackground(tint: barTintColor, style: barStyle, isTranslucent: isTranslucent))
    let scale = (window?.screen ?? UIScreen.main).scale
    canvas.fill(CGRect(x: 0, y: 0, width: local.width, height: 1 / scale), cornerRadius: 0, color: UIToolbar.hairline)
    let measurer = TextMeasurement.current
    let lineHeight = measurer.lineHeight(of: Self.titleFont)
    for (item, frame) in itemFrames {
      guard let title = item.title else { continue }
      var color: UIColor = item === selectedItem ? tintColor : (unselectedItemTintColor ?? Self.unselectedColor)
      if !item.isEnabled { color = color.withAlphaComponent(color.alpha * 0.5) }
      let width = measurer.width(of: title, font: Self.titleFont)
      // The title under where the icon would be, near the tab's bottom.
      let origin = CGPoint(x: frame.midX - width / 2, y: frame.maxY - 4 - lineHeight)
      canvas.drawText(title, at: origin, font: Self.titleFont, color: color)
    }
  }
}

/// What a tab bar tells of a tap on one of its items.
@MainActor
public protocol UITabBarDelegate: AnyObject {
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}
