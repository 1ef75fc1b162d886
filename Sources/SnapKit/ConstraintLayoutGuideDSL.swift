import UIKit

/// `guide.snp` (`view.safeAreaLayoutGuide.snp.top`, or constraining a guide of your
/// own): the same entry points as `view.snp`.
@preconcurrency @MainActor
public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
  public let guide: ConstraintLayoutGuide

  init(guide: ConstraintLayoutGuide) {
    self.guide = guide
  }

  public var target: AnyObject? { guide }

  @discardableResult
  public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
    ConstraintMaker.prepareConstraints(item: guide, closure: closure)
  }

  public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    ConstraintMaker.makeConstraints(item: guide, closure: closure)
  }

  public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    ConstraintMaker.remakeConstraints(item: guide, closure: closure)
  }

  public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    ConstraintMaker.updateConstraints(item: guide, closure: closure)
  }

  public func removeConstraints() {
    ConstraintMaker.removeConstraints(item: guide)
  }
}
