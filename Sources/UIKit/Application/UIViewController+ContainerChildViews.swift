import Foundation

extension UIViewController {
  /// A container's children's views carry flexible width and height, which iOS applies
  /// when the container's view changes size (a rotation, an iPad app's window resized in
  /// Split View); this UIKit applies no mask by itself (docs/PORTING.md), so the
  /// containers call this as they lay out. Only the size follows: where a child is (a
  /// push's or a back swipe's motion, which moves it by the container's width) stays.
  func fitChildViewsToContainer() {
    guard let view = viewIfLoaded else { return }
    let size = view.bounds.size
    for child in children {
      guard let childView = child.viewIfLoaded, childView.superview === view,
        childView.autoresizingMask.isSuperset(of: [.flexibleWidth, .flexibleHeight]), childView.frame.size != size
      else { continue }
      childView.frame.size = size
    }
  }
}
