import Foundation

/// One tab of a tab bar: its title (and image, which is not drawn here: the symbols are
/// not ours to draw, docs/PORTING.md), a tag, and a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  public init(title: String?, image: UIImage?, tag: Int) {
    super.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    super.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  public override init() {
    super.init()
  }

  open var selectedImage: UIImage?
  /// Drawn in a red oval at the item's top right when set.
  open var badgeValue: String? { didSet { itemDidChange() } }

  /// The bar showing this item.
  weak var tabBar: UITabBar?

  override func itemDidChange() {
    tabBar?.setNeedsDisplay()
  }
}
