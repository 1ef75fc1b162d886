import Foundation

/// A layout item whose anchors stand for another item in some constraints.
///
/// UIKit gives a scroll view's edges two meanings: "Constraints between the edges or
/// margins of the scroll view and its content attach to the scroll view's content
/// area. Constraints between the height, width, or centers attach to the scroll view's
/// frame." (Apple, *Working with Scroll Views*). The engine asks the items of each
/// constraint it adds which item an attribute really refers to, so `UIScrollView` can
/// send its edges to its `contentLayoutGuide` when the other item is its content.
@MainActor
protocol LayoutItemRouting: AnyObject {
  /// The item whose `attribute` the solver should use in a constraint with `other`
  /// (`self` when the attribute means the item itself).
  func layoutItem(for attribute: NSLayoutConstraint.Attribute, relatedTo other: AnyObject?)
    -> AnyObject
}

extension LayoutEngine {
  /// The item a constraint's `attribute` of `item` is solved against (see `LayoutItemRouting`).
  static func routedItem(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, relatedTo other: AnyObject?
  ) -> AnyObject {
    (item as? LayoutItemRouting)?.layoutItem(for: attribute, relatedTo: other) ?? item
  }
}
