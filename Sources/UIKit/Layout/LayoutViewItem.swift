import Foundation

/// A view as Auto Layout's engine sees it: a node of the view tree that holds the
/// engine at its root, has constraints installed on it, and is placed by pins or by the
/// solver. `UIView` conforms; these are the members of it the engine uses.
@MainActor
protocol LayoutViewItem: LayoutItem {
  // MARK: The tree

  var superviewItem: (any LayoutViewItem)? { get }
  var subviewItems: [any LayoutViewItem] { get }
  /// The guides the view owns: they leave the tree with it.
  var layoutGuideItems: [any LayoutGuideItem] { get }
  /// The view's safe area in window coordinates (nil out of a window): what its safe-area
  /// guide is held inside.
  var safeAreaInWindow: CGRect? { get }

  // MARK: The engine and the constraints installed on the view

  /// The engine of the view's tree, made at the root on first use.
  var layoutEngine: LayoutEngine { get }
  var layoutEngineIfPresent: LayoutEngine? { get }
  /// The engine this view holds as the root of its tree.
  var ownedLayoutEngine: LayoutEngine? { get set }
  /// The active constraints whose nearest common ancestor this view is.
  var constraints: [NSLayoutConstraint] { get set }
  func setNeedsLayout()

  // MARK: Placement

  /// Whether the frame set in code is turned into constraints (pins), or the solver
  /// gives the frame.
  var translatesAutoresizingMaskIntoConstraints: Bool { get }
  var frame: CGRect { get }
  /// `noIntrinsicMetric` on an axis without one.
  var intrinsicContentSize: CGSize { get }
  static var noIntrinsicMetric: CGFloat { get }
  func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority
  func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority
}
