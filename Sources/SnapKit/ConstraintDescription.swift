import UIKit

/// One `make.<attributes>…` line while it is being written: which attributes, related
/// how to what, with which multiplier, constant and priority. Becomes a `Constraint`.
@preconcurrency @MainActor
public final class ConstraintDescription {
  let item: LayoutConstraintItem
  var attributes: ConstraintAttributes
  var relation: ConstraintRelation?
  var sourceLocation: (String, UInt)?
  var label: String?
  var related: ConstraintItem?
  var multiplier: ConstraintMultiplierTarget = 1.0
  var constant: ConstraintConstantTarget = 0.0
  var priority: ConstraintPriorityTarget = 1000.0
  /// False after a misuse was logged (see `ConstraintLog`): the line makes no
  /// layout constraints.
  var isValid = true

  /// The constraint, made on first use; nil while the line has no relation yet
  /// (`make.top` alone makes nothing, as in SnapKit).
  lazy var constraint: Constraint? = {
    guard let relation, let related, let sourceLocation else { return nil }
    let from = ConstraintItem(target: item, attributes: attributes)
    return Constraint(
      from: from, to: related, relation: relation, sourceLocation: sourceLocation, label: label,
      multiplier: multiplier, constant: constant, priority: priority, isValid: isValid)
  }()

  init(item: LayoutConstraintItem, attributes: ConstraintAttributes) {
    self.item = item
    self.attributes = attributes
  }
}
