import Foundation

/// A layout guide as Auto Layout's engine sees it: an item with no drawing, placed in
/// its owning view's coordinates. `UILayoutGuide` conforms.
@MainActor
protocol LayoutGuideItem: LayoutItem {
  var role: LayoutGuideRole { get }
  /// The view the guide belongs to (`UILayoutGuide.owningView`).
  var owningViewItem: (any LayoutViewItem)? { get }
}
