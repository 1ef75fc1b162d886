import Foundation

/// The window a `KeyboardController` serves, as the controller sees it: a view it adds
/// the keyboard to, with the screen whose device sizes the keyboard, the runtime the
/// slide animates in, the first responder it follows and the root view it stays above.
/// `UIWindow` conforms.
@MainActor
protocol KeyboardHostWindow: UIView {
  var screen: UIScreen { get }
  var runtime: UIKitRuntime { get }
  var firstResponder: UIResponder? { get }
  /// The status-bar and home-indicator bands: the keyboard layout guide stops at the
  /// upper edge of the lower band.
  var safeAreaInsetsOfDevice: UIEdgeInsets { get }
  /// The root view controller's view, if loaded: the keyboard stays above it.
  var rootViewIfLoaded: UIView? { get }
}
