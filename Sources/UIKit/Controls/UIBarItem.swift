import Foundation

/// What a bar shows: a title or an image, enabled or not, as on iOS (an `NSObject`).
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  open var title: String? { didSet { itemDidChange() } }
  open var image: UIImage? { didSet { itemDidChange() } }
  /// A disabled item is dimmed and ignores taps.
  open var isEnabled = true { didSet { itemDidChange() } }
  open var tag = 0

  public override init() {
    super.init()
  }

  /// The bar showing the item lays out and draws again.
  func itemDidChange() {}
}
