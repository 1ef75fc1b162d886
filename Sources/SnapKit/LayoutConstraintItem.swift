import UIKit

/// What the DSL can constrain: a view or a layout guide.
@preconcurrency @MainActor
public protocol LayoutConstraintItem: AnyObject {}

extension ConstraintView: LayoutConstraintItem {}
extension ConstraintLayoutGuide: LayoutConstraintItem {}

extension LayoutConstraintItem {
  /// Views are handed to Auto Layout: their frame no longer becomes constraints.
  func prepare() {
    if let view = self as? ConstraintView { view.translatesAutoresizingMaskIntoConstraints = false }
  }

  /// What a constant (`equalTo(20)`) or `equalToSuperview()` relates to: a view's
  /// superview, a guide's owning view.
  var constraintSuperview: ConstraintView? {
    if let view = self as? ConstraintView { return view.superview }
    if let guide = self as? ConstraintLayoutGuide { return guide.owningView }
    return nil
  }

  /// The constraints the DSL made on this item and that are active (see
  /// `ConstraintRegistry`). Named apart from `UIView.constraints`, the layout constraints
  /// installed on a view, which is something else.
  var snpConstraints: [Constraint] { ConstraintRegistry.constraints(of: self) }

  func add(snpConstraints constraints: [Constraint]) { ConstraintRegistry.add(constraints, to: self) }
  func remove(snpConstraints constraints: [Constraint]) { ConstraintRegistry.remove(constraints, from: self) }
}
