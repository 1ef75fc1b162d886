import Foundation

/// Which constraints mean the content area (`contentLayoutGuide`) and which the scroll
/// view's frame, and so whether Auto Layout sizes the content (see `UIScrollView`).
extension UIScrollView {
  /// Whether the content area is sized by Auto Layout: some active constraint other than
  /// the guide's own origin pins attaches to it. Such constraints are installed on the
  /// scroll view (it owns the guide, so it is their nearest common ancestor), so looking
  /// at `constraints` finds them all.
  var contentSizeComesFromLayout: Bool {
    constraints.contains { c in
      if contentGuidePins.contains(where: { $0 === c }) { return false }
      if c.firstItem === contentLayoutGuide || c.secondItem === contentLayoutGuide { return true }
      if c.firstItem === self, layoutItem(for: c.firstAttribute, relatedTo: c.secondItem) !== self {
        return true
      }
      if c.secondItem === self, let first = c.firstItem,
        layoutItem(for: c.secondAttribute, relatedTo: first) !== self
      {
        return true
      }
      return false
    }
  }

  /// UIKit's rule: an edge of the scroll view in a constraint with a view (or a guide of a
  /// view) inside it means the content area; everything else means the scroll view.
  func layoutItem(for attribute: NSLayoutConstraint.Attribute, relatedTo other: AnyObject?)
    -> AnyObject
  {
    switch attribute {
    case .top, .bottom, .leading, .trailing, .left, .right:
      guard let other, isContent(other) else { return self }
      return contentLayoutGuide
    default:
      return self
    }
  }

  /// A view strictly inside the scroll view, or a guide owned by one. The scroll view's own
  /// guides are not content: they are what the content area is made of.
  private func isContent(_ item: AnyObject) -> Bool {
    let view: UIView? = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    guard let view, view !== self else { return false }
    return view.isDescendant(of: self)
  }
}
