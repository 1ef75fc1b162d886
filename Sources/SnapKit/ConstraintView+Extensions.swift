import UIKit

extension ConstraintView {
  /// The SnapKit DSL for this view.
  public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}
