import UIKit

/// `view.snp`: make, update, remake and remove the view's constraints, and the view's
/// attributes as targets (`view.snp.bottom`).
@preconcurrency @MainActor
public struct ConstraintViewDSL: ConstraintAttributesDSL {
  public let view: ConstraintView

  init(view: ConstraintView) {
    self.view = view
  }

  public var target: AnyObject? { view }

  /// The constraints the closure describes, made but not activated (activate them
  /// later with `Constraint.activate()`).
  @discardableResult
  public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
    ConstraintMaker.prepareConstraints(item: view, closure: closure)
  }

  /// Makes and activates the constraints; turns off
  /// `translatesAutoresizingMaskIntoConstraints`.
  public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    ConstraintMaker.makeConstraints(item: view, closure: closure)
  }

  /// Removes every constraint made with `snp` on the view, then makes these.
  public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    ConstraintMaker.remakeConstraints(item: view, closure: closure)
  }

  /// Changes only the constants of the view's existing `snp` constraints that match
  /// each line (same items, attributes, relation, priority and multiplier). Inside
  /// `UIView.animate { …; layoutIfNeeded() }` the change animates. With no `snp`
  /// constraints on the view yet, makes them. A line with no match is reported through
  /// `ConstraintLog` and skipped.
  public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    ConstraintMaker.updateConstraints(item: view, closure: closure)
  }

  /// Deactivates every constraint made with `snp` on the view.
  public func removeConstraints() {
    ConstraintMaker.removeConstraints(item: view)
  }

  public var contentHuggingHorizontalPriority: Float {
    get { view.contentHuggingPriority(for: .horizontal).rawValue }
    nonmutating set { view.setContentHuggingPriority(LayoutPriority(rawValue: newValue), for: .horizontal) }
  }

  public var contentHuggingVerticalPriority: Float {
    get { view.contentHuggingPriority(for: .vertical).rawValue }
    nonmutating set { view.setContentHuggingPriority(LayoutPriority(rawValue: newValue), for: .vertical) }
  }

  public var contentCompressionResistanceHorizontalPriority: Float {
    get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
    nonmutating set {
      view.setContentCompressionResistancePriority(LayoutPriority(rawValue: newValue), for: .horizontal)
    }
  }

  public var contentCompressionResistanceVerticalPriority: Float {
    get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
    nonmutating set {
      view.setContentCompressionResistancePriority(LayoutPriority(rawValue: newValue), for: .vertical)
    }
  }
}
