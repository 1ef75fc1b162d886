import UIKit

/// The `NSLayoutConstraint`s a `Constraint` is made of: one per attribute
/// (`make.edges` makes four). Knows the `Constraint` it belongs to.
@preconcurrency @MainActor
public class LayoutConstraint: NSLayoutConstraint {
  /// The DSL constraint this one belongs to.
  public internal(set) weak var constraint: Constraint?

  /// The label given with `labeled(_:)` (also the `identifier`).
  public var label: String? {
    get { identifier }
    set { identifier = newValue }
  }

  init(
    item: AnyObject, attribute: LayoutAttribute, relatedBy relation: LayoutRelation, toItem: AnyObject?,
    attribute toAttribute: LayoutAttribute, multiplier: CGFloat, constant: CGFloat
  ) {
    super.init(
      item: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: toAttribute,
      multiplier: multiplier, constant: constant)
  }

  /// Whether `other` constrains the same items and attributes with the same relation,
  /// priority and multiplier: what `updateConstraints` matches on (the constant may
  /// differ; it is what an update changes).
  func matches(_ other: LayoutConstraint) -> Bool {
    firstItem === other.firstItem && firstAttribute == other.firstAttribute && relation == other.relation
      && secondItem === other.secondItem && secondAttribute == other.secondAttribute
      && priority == other.priority && multiplier == other.multiplier
  }

  /// The attribute the constant is resolved for: the second attribute, or the first
  /// when there is no second item (`width == 80`).
  var constantAttribute: LayoutAttribute {
    secondAttribute == .notAnAttribute ? firstAttribute : secondAttribute
  }
}
