import UIKit

/// The view type the DSL constrains (`UIView` here, as on iOS).
public typealias ConstraintView = UIView
/// The layout guide type the DSL constrains.
public typealias ConstraintLayoutGuide = UILayoutGuide
/// The insets `inset(_:)` and `equalTo(_:)` accept.
public typealias ConstraintInsets = UIEdgeInsets
/// Auto Layout's attribute, relation and priority types under SnapKit's names.
public typealias LayoutAttribute = NSLayoutConstraint.Attribute
public typealias LayoutRelation = NSLayoutConstraint.Relation
public typealias LayoutPriority = UILayoutPriority
