import UIKit

/// One line of the DSL, made: the `NSLayoutConstraint`s it stands for (one per
/// attribute), which can be activated, deactivated and updated together.
@preconcurrency @MainActor
public final class Constraint {
  let sourceLocation: (String, UInt)
  let label: String?

  private let from: ConstraintItem
  private let to: ConstraintItem
  private let relation: ConstraintRelation
  private let multiplier: ConstraintMultiplierTarget
  private var constant: ConstraintConstantTarget {
    didSet { updateConstantIfNeeded() }
  }
  private var priority: ConstraintPriorityTarget {
    didSet { updatePriorityIfNeeded() }
  }

  /// The Auto Layout constraints, one per attribute of the line, in SnapKit's order.
  public private(set) var layoutConstraints: [LayoutConstraint] = []

  /// Whether any of its layout constraints is active; setting it activates or
  /// deactivates them all.
  public var isActive: Bool {
    get { layoutConstraints.contains { $0.isActive } }
    set { if newValue { activate() } else { deactivate() } }
  }

  init(
    from: ConstraintItem, to: ConstraintItem, relation: ConstraintRelation, sourceLocation: (String, UInt),
    label: String?, multiplier: ConstraintMultiplierTarget, constant: ConstraintConstantTarget,
    priority: ConstraintPriorityTarget, isValid: Bool = true
  ) {
    self.from = from
    self.to = to
    self.relation = relation
    self.sourceLocation = sourceLocation
    self.label = label
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    guard isValid, let layoutFrom = from.layoutConstraintItem else { return }

    let fromAttributes = from.attributes.layoutAttributes
    let toAttributes = to.attributes.layoutAttributes
    for fromAttribute in fromAttributes {
      // The attribute related to: the same one (`equalTo(view)`, `equalTo(view.snp.edges)`
      // for edges), the target's single one (`equalTo(view.snp.bottom)`), or for a
      // bare constant the superview's left/top for centres (SnapKit's convention).
      let toAttribute: LayoutAttribute
      if !toAttributes.isEmpty {
        toAttribute = from.attributes == to.attributes ? fromAttribute : toAttributes[0]
      } else if to.target == nil && (fromAttribute == .centerX || fromAttribute == .centerY) {
        toAttribute = fromAttribute == .centerX ? .left : .top
      } else {
        toAttribute = fromAttribute
      }

      // A constant relates to the superview, except for sizes, which stand alone.
      var toItem: AnyObject? = to.target
      if toItem == nil && toAttribute != .width && toAttribute != .height {
        toItem = layoutFrom.constraintSuperview
      }

      let layoutConstraint = LayoutConstraint(
        item: layoutFrom, attribute: fromAttribute, relatedBy: relation.layoutRelation, toItem: toItem,
        attribute: toItem == nil ? .notAnAttribute : toAttribute,
        multiplier: multiplier.constraintMultiplierTargetValue,
        constant: constant.constraintConstantTargetValueFor(layoutAttribute: toAttribute))
      layoutConstraint.label = label
      layoutConstraint.priority = LayoutPriority(rawValue: priority.constraintPriorityTargetValue)
      layoutConstraint.constraint = self
      layoutConstraints.append(layoutConstraint)
    }
  }

  // MARK: Public

  public func activate() { activateIfNeeded() }

  public func deactivate() { deactivateIfNeeded() }

  /// Sets the constant of every layout constraint to `offset` (animated when a layout
  /// pass runs inside an animation block).
  @discardableResult
  public func update(offset: ConstraintOffsetTarget) -> Constraint {
    constant = offset.constraintOffsetTargetValue
    return self
  }

  /// Sets the constants to the inward inset, resolved per attribute like `inset(_:)`.
  @discardableResult
  public func update(inset: ConstraintInsetTarget) -> Constraint {
    constant = inset.constraintInsetTargetValue
    return self
  }

  /// Changes the priority. As in Auto Layout (and SnapKit), an active constraint cannot
  /// move between required and not required; such a change is ignored.
  @discardableResult
  public func update(priority: ConstraintPriorityTarget) -> Constraint {
    self.priority = priority.constraintPriorityTargetValue
    return self
  }

  @discardableResult
  public func update(priority: ConstraintPriority) -> Constraint {
    self.priority = priority.value
    return self
  }

  // MARK: Internal

  private func updateConstantIfNeeded() {
    for layoutConstraint in layoutConstraints {
      layoutConstraint.constant = constant.constraintConstantTargetValueFor(
        layoutAttribute: layoutConstraint.constantAttribute)
    }
  }

  private func updatePriorityIfNeeded() {
    let required = ConstraintPriority.required.value
    let value = priority.constraintPriorityTargetValue
    for layoutConstraint in layoutConstraints {
      let isRequired = layoutConstraint.priority.rawValue >= required
      if !layoutConstraint.isActive || (!isRequired && value < required) {
        layoutConstraint.priority = LayoutPriority(rawValue: value)
      }
    }
  }

  /// Activates the layout constraints and records the constraint on its item; or, when
  /// `updatingExisting`, finds for each layout constraint the item's existing one that
  /// matches it (items, attributes, relation, priority, multiplier) and copies only the
  /// constant. A layout constraint with no match is logged and skipped (SnapKit stops the
  /// app there).
  func activateIfNeeded(updatingExisting: Bool = false) {
    guard let item = from.layoutConstraintItem else {
      ConstraintLog.report("Failed to get the item of \(self): activate is a no-op.")
      return
    }
    if updatingExisting {
      let existing = item.snpConstraints.flatMap(\.layoutConstraints)
      for layoutConstraint in layoutConstraints {
        guard let match = existing.first(where: { $0.matches(layoutConstraint) }) else {
          ConstraintLog.report(
            "Updated constraint could not find existing matching constraint to update: \(layoutConstraint)"
              + " (\(sourceLocation.0):\(sourceLocation.1))")
          continue
        }
        match.constant = constant.constraintConstantTargetValueFor(layoutAttribute: match.constantAttribute)
      }
    } else {
      NSLayoutConstraint.activate(layoutConstraints)
      item.add(snpConstraints: [self])
    }
  }

  func deactivateIfNeeded() {
    guard let item = from.layoutConstraintItem else { return }
    NSLayoutConstraint.deactivate(layoutConstraints)
    item.remove(snpConstraints: [self])
  }
}

extension Constraint: @MainActor CustomStringConvertible {
  public var description: String {
    let lines = layoutConstraints.map(\.description).joined(separator: ", ")
    return "<SnapKit.Constraint [\(lines)] (\(sourceLocation.0):\(sourceLocation.1))>"
  }
}
