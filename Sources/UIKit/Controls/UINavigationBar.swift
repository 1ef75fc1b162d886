import Foundation

/// The bar at the top of a navigation controller: the top item's title in the middle, its
/// bar button items at the sides, a back button for the item under it, drawn as iOS 16
/// draws the standard appearance (the bar's light chrome with a hairline at its bottom,
/// the title 17 points semibold, items in the tint colour at 17 points).
///
/// 44 points high in portrait on an iPhone (Apple's Human Interface Guidelines, "Layout":
/// "Navigation bar, 44 pt"); with `prefersLargeTitles` and a top item that shows its title
/// large, 52 points more for the 34-point bold title under the row (the 96-point bar of
/// UIKit's large titles); a prompt adds 30. A top item with a search controller shows its
/// search bar under all of that, 56 points more (`UISearchBar`'s height, with its sources);
/// while that search is active and hides the navigation bar (`UISearchController`'s
/// `hidesNavigationBarDuringPresentation`), the rest slides up out of the bar and fades,
/// and the bar is the search bar alone, right under the status bar.
@preconcurrency @MainActor
open class UINavigationBar: UIView, BarButtonItemHost {
  static let rowHeight: CGFloat = 44
  static let largeTitleHeight: CGFloat = 52
  static let promptHeight: CGFloat = 30
  static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
  static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)
  static let itemFont = UIFont.systemFont(ofSize: 17)
  /// The row's side margins on a 390-point phone (UIKit's 16 on the compact width class).
  static let sideMargin: CGFloat = 16
  static let itemSpacing: CGFloat = 8

  /// The items, bottom first; the last is on show.
  open private(set) var items: [UINavigationItem]? {
    didSet {
      for item in oldValue ?? [] where item.bar === self { item.bar = nil }
      for item in items ?? [] { item.bar = self }
      // A new top item comes in with its title unfolded, its content at rest.
      if items?.last !== oldValue?.last { largeTitleCollapse = 0 }
      itemsDidChange()
    }
  }

  open var topItem: UINavigationItem? { items?.last }
  /// The item under the top one: the back button's.
  open var backItem: UINavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }

  open var prefersLargeTitles = false { didSet { itemsDidChange() } }
  open var barStyle: UIBarStyle = .default { didSet { setNeedsDisplay() } }
  open var isTranslucent = true { didSet { setNeedsDisplay() } }
  /// The bar's background colour; nil for the style's own.
  open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }

  /// The navigation controller the bar belongs to: told when the bar's height may have
  /// changed and when the back button is tapped.
  weak var owner: (any NavigationBarOwner)?

  private let titleLabel = UILabel()
  private let largeTitleLabel = UILabel()
  private let promptLabel = UILabel()
  private var backButton: UIButton?
  private var itemViews: [(item: UIBarButtonItem, view: UIView, isLeft: Bool)] = []
  /// The top item's search bar, while it is a subview of this bar.
  private var shownSearchBar: UISearchBar?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = Self.titleFont
    titleLabel.textAlignment = .center
    largeTitleLabel.font = Self.largeTitleFont
    promptLabel.font = .systemFont(ofSize: 13)
    promptLabel.textAlignment = .center
    promptLabel.textColor = .secondaryLabel
    for label in [titleLabel, largeTitleLabel, promptLabel] { addSubview(label) }
  }

  public convenience init() {
    self.init(frame: .zero)
  }

  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    self.items = items
  }

  // MARK: Size

  /// Whether the top item's title is drawn large under the row.
  var showsLargeTitle: Bool {
    guard prefersLargeTitles, let top = topItem else { return false }
    switch top.largeTitleDisplayMode {
    case .always: return true
    case .never: return false
    case .automatic:
      // Automatic follows the item below: large if it was (the first item is large).
      let shown = (items ?? []).dropLast().reversed()
      return shown.first { $0.largeTitleDisplayMode != .automatic }.map { $0.largeTitleDisplayMode == .always } ?? true
    }
  }

  /// The height of what is above the search bar: the prompt, the row and the large title.
  private var contentHeight: CGFloat {
    Self.rowHeight + (showsLargeTitle ? Self.largeTitleHeight : 0) + (topItem?.prompt == nil ? 0 : Self.promptHeight)
  }

  /// How far the contents above the search bar have slid up out of the bar: all of them
  /// while the top item's search hides them.
  private var collapsedHeight: CGFloat {
    topItem?.search?.hidesNavigationBarContent == true ? contentHeight : 0
  }

  /// How much of the large title's 52 points the content scrolled under the bar has
  /// folded away (0 at rest, 52 once the content has scrolled that far): the navigation
  /// controller sets it from the top controller's content scroll view.
  var largeTitleCollapse: CGFloat = 0 {
    didSet {
      guard largeTitleCollapse != oldValue else { return }
      invalidateIntrinsicContentSize()
      setNeedsLayout()
      owner?.navigationBarDidChange()
    }
  }

  /// The large title's collapse when it shows and no search hides the bar's contents.
  private var titleCollapse: CGFloat { showsLargeTitle && collapsedHeight == 0 ? largeTitleCollapse : 0 }

  /// The bar's height for its top item.
  var barHeight: CGFloat {
    contentHeight + (topItem?.search == nil ? 0 : UISearchBar.height) - collapsedHeight - titleCollapse
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = bounds.width > 0 ? bounds.width : (window?.screen ?? UIScreen.main).bounds.width
    return CGSize(width: width, height: barHeight)
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
  }

  // MARK: Items

  func itemsDidChange() {
    rebuildItemViews()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    setNeedsDisplay()
    owner?.navigationBarDidChange()
  }

  func frameInWindow(of item: UIBarButtonItem) -> CGRect? {
    guard window != nil, let view = itemViews.first(where: { $0.item === item })?.view else { return nil }
    return view.convert(view.bounds, to: nil)
  }

  private func rebuildItemViews() {
    backButton?.removeFromSuperview()
    backButton = nil
    for entry in itemViews where entry.view.superview === self { entry.view.removeFromSuperview() }
    itemViews = []
    updateSearchBar()
    guard let top = topItem else { return }
    let left = top.leftBarButtonItems ?? []
    if let back = backItem, !top.hidesBackButton, left.isEmpty || top.leftItemsSupplementBackButton {
      let button = UIButton(type: .system)
      button.setTitle("‹ " + backTitle(for: back), for: .normal)
      button.titleLabel?.font = Self.itemFont
      button.addAction(UIAction { [weak self] _ in self?.owner?.navigationBarBackTapped() }, for: .touchUpInside)
      addSubview(button)
      backButton = button
    }
    for (items, isLeft) in [(left, true), (top.rightBarButtonItems ?? [], false)] {
      for item in items where !item.isHidden {
        item.bar = self
        let view = item.customView ?? button(for: item)
        addSubview(view)
        itemViews.append((item, view, isLeft))
      }
    }
    titleLabel.text = top.titleView == nil ? top.title : nil
    if let titleView = top.titleView, titleView.superview !== self { addSubview(titleView) }
    largeTitleLabel.text = top.title
    largeTitleLabel.isHidden = !showsLargeTitle
    promptLabel.text = top.prompt
    promptLabel.isHidden = top.prompt == nil
  }

  /// Puts the top item's search bar in the bar, and takes out one that is no longer the
  /// top's. The bar that stays is left in place: taking it out of the window would end
  /// its editing.
  private func updateSearchBar() {
    let wanted = topItem?.search?.searchBar
    guard wanted !== shownSearchBar else { return }
    if let old = shownSearchBar, old.superview === self {
      old.removeFromSuperview()
      old.horizontalInset = UISearchBar.standaloneInset
    }
    shownSearchBar = wanted
    if let wanted {
      wanted.horizontalInset = Self.sideMargin
      addSubview(wanted)
    }
  }

  /// The top item's search became active or stopped: the navigation controller lays the
  /// bar out again, animated if asked, and calls `completion` when it has.
  func searchPresentationDidChange(animated: Bool, completion: @escaping () -> Void) {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    guard let owner else {
      completion()
      return
    }
    owner.navigationBarSearchDidChange(animated: animated, completion: completion)
  }

  /// iOS's back title: the item's `backBarButtonItem` title, its `backButtonTitle`, its
  /// title, or "Back".
  private func backTitle(for item: UINavigationItem) -> String {
    item.backBarButtonItem?.title ?? item.backButtonTitle ?? item.title ?? "Back"
  }

  private func button(for item: UIBarButtonItem) -> UIButton {
    let button = UIButton(type: .system)
    // An image item shows its title if it has one; the symbol images are not drawn here
    // (docs/PORTING.md), so an item with only an image is a blank button of its width.
    button.setTitle(item.shownTitle ?? "", for: .normal)
    button.titleLabel?.font = item.style == .done ? Self.titleFont : Self.itemFont
    button.isEnabled = item.isEnabled
    button.addAction(
      UIAction { [weak item, weak button] _ in
        item?.performTap(chainStart: button?.firstResponderSlot?.current ?? button)
      },
      for: .touchUpInside)
    return button
  }

  // MARK: Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    let collapsed = collapsedHeight
    let promptHeight = topItem?.prompt == nil ? 0 : Self.promptHeight
    promptLabel.frame = CGRect(x: 0, y: -collapsed, width: bounds.width, height: promptHeight)
    let row = CGRect(x: 0, y: promptHeight - collapsed, width: bounds.width, height: Self.rowHeight)
    var leftEdge = Self.sideMargin
    var rightEdge = bounds.width - Self.sideMargin
    func place(_ view: UIView, left: Bool) {
      let size = fittedSize(of: view)
      let x = left ? leftEdge : rightEdge - size.width
      view.frame = CGRect(x: x, y: row.minY + (row.height - size.height) / 2, width: size.width, height: size.height)
      if left { leftEdge = x + size.width + Self.itemSpacing } else { rightEdge = x - Self.itemSpacing }
    }
    if let backButton { place(backButton, left: true) }
    for entry in itemViews where entry.isLeft { place(entry.view, left: true) }
    for entry in itemViews.reversed() where !entry.isLeft { place(entry.view, left: false) }
    // The title is centred on the bar, narrowed only as far as the items need.
    let titleContent = topItem?.titleView ?? titleLabel
    let natural = fittedSize(of: titleContent)
    let half = min(natural.width / 2, bounds.width / 2 - leftEdge, rightEdge - bounds.width / 2)
    titleContent.frame = CGRect(
      x: bounds.width / 2 - max(0, half), y: row.minY + (row.height - natural.height) / 2, width: max(0, 2 * half),
      height: natural.height)
    // The large title slides up under the row as the content scrolls and fades out; the
    // row's own small title shows once it has gone, as iOS swaps them.
    let folded = titleCollapse
    largeTitleLabel.frame = CGRect(
      x: Self.sideMargin, y: row.maxY - folded, width: bounds.width - 2 * Self.sideMargin,
      height: Self.largeTitleHeight)
    shownSearchBar?.frame = CGRect(
      x: 0, y: contentHeight - collapsed - folded, width: bounds.width, height: UISearchBar.height)
    // What slid up fades as it goes, as iOS's does, so none of it shows over the status bar.
    let contentAlpha: CGFloat = collapsed > 0 ? 0 : 1
    var content: [UIView] = [promptLabel, titleLabel, largeTitleLabel] + itemViews.map(\.view)
    if let backButton { content.append(backButton) }
    if let titleView = topItem?.titleView { content.append(titleView) }
    for view in content where view.alpha != contentAlpha { view.alpha = contentAlpha }
    if showsLargeTitle, collapsed == 0 {
      largeTitleLabel.alpha = 1 - folded / Self.largeTitleHeight
      titleLabel.alpha = folded >= Self.largeTitleHeight ? 1 : 0
    }
  }

  private func fittedSize(of view: UIView) -> CGSize {
    if let label = view as? UILabel { return label.sizeThatFits(.zero) }
    if let button = view as? UIButton {
      let size = button.intrinsicContentSize
      return CGSize(width: max(0, size.width), height: min(Self.rowHeight, max(0, size.height)))
    }
    if view.frame.size != .zero { return view.frame.size }
    let intrinsic = view.intrinsicContentSize
    return CGSize(
      width: intrinsic.width == UIView.noIntrinsicMetric ? 0 : intrinsic.width,
      height: intrinsic.height == UIView.noIntrinsicMetric ? Self.rowHeight : intrinsic.height)
  }

  // MARK: Drawing

  open override func draw(in canvas: Canvas) {
    let local = CGRect(origin: .zero, size: bounds.size)
    let scale = (window?.screen ?? UIScreen.main).scale
    canvas.fill(
      CGRect(x: 0, y: local.maxY - 1 / scale, width: local.width, height: 1 / scale), cornerRadius: 0,
      color: UIToolbar.hairline)
  }

  /// The colour behind the bar and the status bar above it.
  var backgroundFill: UIColor {
    UIToolbar.barBackground(tint: barTintColor, style: barStyle, isTranslucent: isTranslucent)
  }
}

/// What a navigation bar tells the controller it belongs to.
@MainActor
protocol NavigationBarOwner: AnyObject {
  /// The top item changed: the bar's height, and the safe area below it, may have too.
  func navigationBarDidChange()
  func navigationBarBackTapped()
  /// The top item's search became active or stopped: lay the bar and the safe area below
  /// it out again (animated if asked), then call `completion`.
  func navigationBarSearchDidChange(animated: Bool, completion: @escaping () -> Void)
}
