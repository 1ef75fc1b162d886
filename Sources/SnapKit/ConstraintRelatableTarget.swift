import UIKit

/// What `equalTo(_:)` and its siblings accept: a view, a layout guide, a
/// `ConstraintItem` (`other.snp.bottom`), or a constant (number, `CGSize`, `CGPoint`,
/// `UIEdgeInsets`) — a constant relates to the superview, or to nothing for width and
/// height.
public protocol ConstraintRelatableTarget {}

extension Int: ConstraintRelatableTarget {}
extension UInt: ConstraintRelatableTarget {}
extension Float: ConstraintRelatableTarget {}
extension Double: ConstraintRelatableTarget {}
extension CGFloat: ConstraintRelatableTarget {}
extension CGSize: ConstraintRelatableTarget {}
extension CGPoint: ConstraintRelatableTarget {}
extension UIEdgeInsets: ConstraintRelatableTarget {}
extension ConstraintItem: ConstraintRelatableTarget {}
extension ConstraintView: ConstraintRelatableTarget {}
extension ConstraintLayoutGuide: ConstraintRelatableTarget {}
