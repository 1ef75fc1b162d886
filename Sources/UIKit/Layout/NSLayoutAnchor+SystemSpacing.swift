import Foundation

/// iOS's standard spacing between sibling views: 8 points ("The standard spacing between
/// two sibling views is 8 points", Apple's Auto Layout Guide, Anatomy of a Constraint),
/// times the multiplier.
extension NSLayoutConstraint {
  static let systemSpacing: CGFloat = 8
}

extension NSLayoutYAxisAnchor {
  /// This anchor `multiplier` standard spacings below `anchor`.
  public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
  }

  public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
  }

  public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
  }
}

extension NSLayoutXAxisAnchor {
  /// This anchor `multiplier` standard spacings after (right of, left to right) `anchor`.
  public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
  }

  public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
  }

  public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
  }
}
