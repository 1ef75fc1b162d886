import UIKit

/// A number or `UILayoutPriority` `priority(_:)` accepts (1...1000).
public protocol ConstraintPriorityTarget {
  var constraintPriorityTargetValue: Float { get }
}

extension Int: ConstraintPriorityTarget {
  public var constraintPriorityTargetValue: Float { Float(self) }
}

extension UInt: ConstraintPriorityTarget {
  public var constraintPriorityTargetValue: Float { Float(self) }
}

extension Float: ConstraintPriorityTarget {
  public var constraintPriorityTargetValue: Float { self }
}

extension Double: ConstraintPriorityTarget {
  public var constraintPriorityTargetValue: Float { Float(self) }
}

extension CGFloat: ConstraintPriorityTarget {
  public var constraintPriorityTargetValue: Float { Float(self) }
}

extension UILayoutPriority: ConstraintPriorityTarget {
  public var constraintPriorityTargetValue: Float { rawValue }
}
