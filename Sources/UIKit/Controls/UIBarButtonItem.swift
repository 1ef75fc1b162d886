import Foundation

/// A button in a toolbar: a title, an image, a system item, a custom view or a space,
/// with iOS 14's closure API (`primaryAction`, `menu`). The target/action initialisers
/// need `#selector`, which has no runtime here (docs/PORTING.md).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  public enum Style: Int, Sendable {
    case plain
    @available(*, deprecated, message: "Use UIBarButtonItem.Style.plain")
    case bordered
    case done
  }

  /// UIKit's system items, in UIKit's order (their raw values are UIKit's).
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
    case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
    @available(*, deprecated) case pageCurl
    case close
  }

  open var style: Style = .plain { didSet { itemDidChange() } }
  /// The item's width; 0 (the default) lets the content decide. A fixed space's width.
  open var width: CGFloat = 0 { didSet { itemDidChange() } }
  /// A view shown in place of the title or image; the toolbar places it.
  open var customView: UIView? { didSet { itemDidChange() } }
  /// Runs when the item is tapped (while enabled).
  /// Runs when the item is tapped (while enabled); an item with no title or image of its
  /// own shows the action's.
  open var primaryAction: UIAction? { didSet { itemDidChange() } }
  /// Kept, never opened: menus do not open here.
  open var menu: UIMenu?
  open var isSelected = false
  open var isHidden = false { didSet { itemDidChange() } }

  /// The system item this was made as, if any.
  let systemItem: SystemItem?
  /// The toolbar showing the item, told of changes.
  weak var bar: (any BarButtonItemHost)?

  public override init() {
    systemItem = nil
    super.init()
  }

  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.systemItem = systemItem
    super.init()
    title = Self.systemTitle(of: systemItem)
    if systemItem == .done || systemItem == .save { style = .done }
    self.primaryAction = primaryAction
    self.menu = menu
  }

  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// The target–action initialisers of iOS: the target is held weakly; with none, the
  /// action goes up the responder chain from the first responder.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    setTarget(target, action: action)
  }

  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    setTarget(target, action: action)
  }

  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.init(systemItem: systemItem)
    setTarget(target, action: action)
  }

  /// The object the action is sent to (weak, as on iOS); nil sends it up the responder
  /// chain.
  open weak var target: AnyObject?
  /// The action sent when the item is tapped.
  open var action: Selector? {
    didSet { action?.requireCallable("UIBarButtonItem.action") }
  }

  private func setTarget(_ target: Any?, action: Selector?) {
    self.target = target.flatMap { $0 as AnyObject }
    self.action = action
  }

  /// What a tap on the item does: its primary action, else its target–action pair.
  func performTap(chainStart: UIResponder?) {
    if let primaryAction {
      primaryAction.perform(sender: self)
    } else if let action {
      TargetAction(target: target, action: action).send(sender: self, chainStart: chainStart)
    }
  }

  public convenience init(primaryAction: UIAction?) {
    self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
  }

  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// A space that takes an even share of the toolbar's room left over.
  public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

  /// A space `width` points wide.
  public static func fixedSpace(_ width: CGFloat = 0) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// What the item shows: its own title and image, else its primary action's.
  var shownTitle: String? {
    if let title { return title }
    guard image == nil, let actionTitle = primaryAction?.title, !actionTitle.isEmpty else { return nil }
    return actionTitle
  }
  var shownImage: UIImage? { image ?? (title == nil ? primaryAction?.image : nil) }

  var isFlexibleSpace: Bool { systemItem == .flexibleSpace }
  var isFixedSpace: Bool { systemItem == .fixedSpace }

  override func itemDidChange() {
    bar?.itemsDidChange()
  }

  /// The English titles iOS gives the text system items. Items that iOS draws as a
  /// symbol (add, compose, trash…) are drawn here as a glyph or their name, since the
  /// symbols are not ours to draw (docs/PORTING.md).
  static func systemTitle(of item: SystemItem) -> String? {
    switch item {
    case .done: "Done"
    case .cancel: "Cancel"
    case .edit: "Edit"
    case .save: "Save"
    case .undo: "Undo"
    case .redo: "Redo"
    case .add: "+"
    case .close: "×"
    case .flexibleSpace, .fixedSpace: nil
    case .compose: "Compose"
    case .reply: "Reply"
    case .action: "Share"
    case .organize: "Organize"
    case .bookmarks: "Bookmarks"
    case .search: "Search"
    case .refresh: "Refresh"
    case .stop: "Stop"
    case .camera: "Camera"
    case .trash: "Trash"
    case .play: "Play"
    case .pause: "Pause"
    case .rewind: "Rewind"
    case .fastForward: "Fast Forward"
    default: nil
    }
  }
}
