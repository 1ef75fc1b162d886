import Foundation

/// What a menu holds: actions and submenus, as on iOS (an `NSObject`).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  open var title: String
  open var image: UIImage?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
    super.init()
  }
}
