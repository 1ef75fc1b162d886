import UIKit

/// What `inset(_:)` accepts: a number (the same inset on every side) or `UIEdgeInsets`.
/// An inset points inwards, so it is negated on right/bottom/trailing and on the far
/// edges of composites (`edges`), and subtracted twice from sizes.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {
  var constraintInsetTargetValue: ConstraintInsets { get }
}

extension Int: ConstraintInsetTarget {
  public var constraintInsetTargetValue: ConstraintInsets { CGFloat(self).constraintInsetTargetValue }
}

extension UInt: ConstraintInsetTarget {
  public var constraintInsetTargetValue: ConstraintInsets { CGFloat(self).constraintInsetTargetValue }
}

extension Float: ConstraintInsetTarget {
  public var constraintInsetTargetValue: ConstraintInsets { CGFloat(self).constraintInsetTargetValue }
}

extension Double: ConstraintInsetTarget {
  public var constraintInsetTargetValue: ConstraintInsets { CGFloat(self).constraintInsetTargetValue }
}

extension CGFloat: ConstraintInsetTarget {
  public var constraintInsetTargetValue: ConstraintInsets {
    ConstraintInsets(top: self, left: self, bottom: self, right: self)
  }
}

extension UIEdgeInsets: ConstraintInsetTarget {
  public var constraintInsetTargetValue: ConstraintInsets { self }
}
