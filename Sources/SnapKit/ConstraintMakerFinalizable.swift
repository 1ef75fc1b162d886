import UIKit

/// The end of a `make` line: its `constraint` can be kept (to `update(offset:)`,
/// `activate()` or `deactivate()` it later), and it can be labelled.
@preconcurrency @MainActor
public class ConstraintMakerFinalizable {
  let description: ConstraintDescription

  init(_ description: ConstraintDescription) {
    self.description = description
  }

  @discardableResult
  public func labeled(_ label: String) -> ConstraintMakerFinalizable {
    description.label = label
    return self
  }

  /// The constraint this line makes.
  public var constraint: Constraint {
    // A line that reached this point has a relation, so it always makes one.
    description.constraint!
  }
}
