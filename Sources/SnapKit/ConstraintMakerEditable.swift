import UIKit

/// After `equalTo(…)`: `offset`, `inset`, `multipliedBy`, `dividedBy`, then a priority.
@preconcurrency @MainActor
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
  @discardableResult
  public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
    description.multiplier = amount
    return self
  }

  @discardableResult
  public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
    multipliedBy(1.0 / amount.constraintMultiplierTargetValue)
  }

  /// The same constant on every attribute of the line (`make.edges…offset(10)` moves
  /// all four edges right/down by 10).
  @discardableResult
  public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
    description.constant = amount.constraintOffsetTargetValue
    return self
  }

  /// An inward inset: positive on left/top/leading, negated on right/bottom/trailing
  /// (and on the far edges of composites), twice subtracted from width/height, as
  /// SnapKit does.
  @discardableResult
  public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
    description.constant = amount.constraintInsetTargetValue
    return self
  }
}
