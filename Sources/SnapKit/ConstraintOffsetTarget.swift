import UIKit

/// A number `offset(_:)` accepts: added as is to every attribute's constant.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {
  var constraintOffsetTargetValue: CGFloat { get }
}

extension Int: ConstraintOffsetTarget {
  public var constraintOffsetTargetValue: CGFloat { CGFloat(self) }
}

extension UInt: ConstraintOffsetTarget {
  public var constraintOffsetTargetValue: CGFloat { CGFloat(self) }
}

extension Float: ConstraintOffsetTarget {
  public var constraintOffsetTargetValue: CGFloat { CGFloat(self) }
}

extension Double: ConstraintOffsetTarget {
  public var constraintOffsetTargetValue: CGFloat { CGFloat(self) }
}

extension CGFloat: ConstraintOffsetTarget {
  public var constraintOffsetTargetValue: CGFloat { self }
}
