import Foundation

/// The root of a view tree that bounds its safe area: a window, whose device has a
/// status-bar band and a home-indicator band. Any other root's safe area is its own
/// bounds.
@MainActor
protocol LayoutSafeAreaProviding: AnyObject {
  /// The safe area in the root's own coordinates.
  var layoutSafeArea: CGRect { get }
}
