import UIKit

/// A number `multipliedBy(_:)` / `dividedBy(_:)` accepts.
public protocol ConstraintMultiplierTarget {
  var constraintMultiplierTargetValue: CGFloat { get }
}

extension Int: ConstraintMultiplierTarget {
  public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}

extension UInt: ConstraintMultiplierTarget {
  public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}

extension Float: ConstraintMultiplierTarget {
  public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}

extension Double: ConstraintMultiplierTarget {
  public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}

extension CGFloat: ConstraintMultiplierTarget {
  public var constraintMultiplierTargetValue: CGFloat { self }
}
