import UIKit

/// `priority(_:)`: `.required` (the default), `.high`, `.medium`, `.low`, a number or a
/// `UILayoutPriority`.
@preconcurrency @MainActor
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
  @discardableResult
  public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
    description.priority = amount.value
    return self
  }

  @discardableResult
  public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
    description.priority = amount
    return self
  }
}
