import Foundation

/// What a navigation bar shows for one view controller: its title (or a view in its
/// place), the bar button items at either side, the back button the next controller's
/// bar shows for it, a prompt above, and a search controller's bar below.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// Large when the item before it in the stack is (or it is the first), as UIKit's.
    case automatic
    case always
    case never
  }

  public init(title: String) {
    self.title = title
    super.init()
  }

  public override init() {
    super.init()
  }

  open var title: String? { didSet { changed() } }
  /// Shown in the title's place when set.
  open var titleView: UIView? { didSet { changed() } }
  /// A line of text above the bar's contents, which makes the bar 30 points taller.
  open var prompt: String? { didSet { changed() } }
  /// The item the bar's back button shows when this item is under the top one; nil for a
  /// back button titled with this item's title (or "Back").
  open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
  /// The back button's title when this item is under the top one, if no
  /// `backBarButtonItem` is set.
  open var backButtonTitle: String? { didSet { changed() } }
  open var hidesBackButton = false { didSet { changed() } }
  /// Whether a left item takes the back button's place (false) or sits after it.
  open var leftItemsSupplementBackButton = false { didSet { changed() } }
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }

  open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
  open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
  open func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }

  /// Whether the search bar collapses into the bar as content scrolls up. Kept: the
  /// search bar shows whatever the scroll position (docs/PORTING.md).
  open var hidesSearchBarWhenScrolling = true

  /// The search the bar shows under the title (`searchController`, declared with
  /// `UISearchController` above this folder).
  var search: (any NavigationItemSearch)? { didSet { changed() } }

  /// The bar showing this item.
  weak var bar: UINavigationBar?

  private func changed() {
    bar?.itemsDidChange()
  }
}
