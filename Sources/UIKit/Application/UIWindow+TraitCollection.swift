import Foundation

extension UIView {
  /// The traits of the view's window: its device's idiom and scale and the size classes
  /// of the window's size; unspecified while the view is in no window.
  public var traitCollection: UITraitCollection { window?.windowTraits ?? UITraitCollection() }
}

extension UIWindow {
  /// The traits the window has now, worked out again when its size or device changes.
  var windowTraits: UITraitCollection { traitsStorage }

  /// The traits for the window's size on its device now.
  var currentTraits: UITraitCollection {
    UITraitCollection.of(device: screen.orientedDevice, windowSize: bounds.size)
  }

  /// The window was resized, or its device changed or turned: if the traits differ, every
  /// controller (parents first, then those they present) and then every view of the
  /// window (superviews first) is told, as UIKit tells its trait environments.
  func traitsMayHaveChanged() {
    let previous = traitsStorage
    let traits = currentTraits
    guard !traits.isEqual(previous) else { return }
    traitsStorage = traits
    if let root = rootViewController { tellControllers(from: root, previous: previous) }
    tellViews(from: self, previous: previous)
  }

  private func tellControllers(from controller: UIViewController, previous: UITraitCollection) {
    controller.traitCollectionDidChange(previous)
    for child in controller.children { tellControllers(from: child, previous: previous) }
    if let presented = controller.presentedViewController, presented.presentingViewController === controller {
      tellControllers(from: presented, previous: previous)
    }
  }

  private func tellViews(from view: UIView, previous: UITraitCollection) {
    view.traitCollectionDidChange(previous)
    for subview in view.subviews { tellViews(from: subview, previous: previous) }
  }
}
