import UIKit

extension ConstraintLayoutGuide {
  /// The SnapKit DSL for this layout guide.
  public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}
