import UIKit

/// An item and some of its attributes: `view.snp.top`, `guide.snp.edges`. The target of
/// `equalTo(_:)`, or (with no attributes) a whole view or guide.
@preconcurrency @MainActor
public final class ConstraintItem {
  /// The view or layout guide (not retained, as Auto Layout does not retain it).
  public private(set) weak var target: AnyObject?
  public let attributes: ConstraintAttributes

  init(target: AnyObject?, attributes: ConstraintAttributes) {
    self.target = target
    self.attributes = attributes
  }

  var layoutConstraintItem: LayoutConstraintItem? { target as? LayoutConstraintItem }
}

extension ConstraintItem: @MainActor Equatable {
  public static func == (lhs: ConstraintItem, rhs: ConstraintItem) -> Bool {
    lhs === rhs || (lhs.target === rhs.target && lhs.attributes == rhs.attributes)
  }
}
