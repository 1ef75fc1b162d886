import Foundation

/// A window bounds the safe area of the tree it roots by its device's bands.
extension UIWindow: LayoutSafeAreaProviding {
  var layoutSafeArea: CGRect { bounds.inset(by: safeAreaInsetsOfDevice) }
}
