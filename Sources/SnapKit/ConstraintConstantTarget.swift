import UIKit

/// Anything that gives a constraint its constant: a number (the same constant for
/// every attribute), a `CGSize` (width/height), a `CGPoint` (x for horizontal
/// attributes, y for vertical ones) or `UIEdgeInsets` (inwards: negated on the far
/// edges right/bottom/trailing, halved differences on centres, summed on sizes).
///
/// The constant is resolved for the attribute the constraint relates *to* (its second
/// attribute, or its first when it has none), as SnapKit does.
public protocol ConstraintConstantTarget {
  func constraintConstantTargetValueFor(layoutAttribute: LayoutAttribute) -> CGFloat
}

extension CGFloat: ConstraintConstantTarget {
  public func constraintConstantTargetValueFor(layoutAttribute: LayoutAttribute) -> CGFloat { self }
}

extension Double: ConstraintConstantTarget {
  public func constraintConstantTargetValueFor(layoutAttribute: LayoutAttribute) -> CGFloat { CGFloat(self) }
}

extension Float: ConstraintConstantTarget {
  public func constraintConstantTargetValueFor(layoutAttribute: LayoutAttribute) -> CGFloat { CGFloat(self) }
}

extension Int: ConstraintConstantTarget {
  public func constraintConstantTargetValueFor(layoutAttribute: LayoutAttribute) -> CGFloat { CGFloat(self) }
}

extension UInt: ConstraintConstantTarget {
  public func constraintConstantTargetValueFor(layoutAttribute: LayoutAttribute) -> CGFloat { CGFloat(self) }
}

extension CGSize: ConstraintConstantTarget {
  public func constraintConstantTargetValueFor(layoutAttribute: LayoutAttribute) -> CGFloat {
    switch layoutAttribute {
    case .width: width
    case .height: height
    default: 0
    }
  }
}

extension CGPoint: ConstraintConstantTarget {
  public func constraintConstantTargetValueFor(layoutAttribute: LayoutAttribute) -> CGFloat {
    switch layoutAttribute {
    case .left, .right, .leading, .trailing, .centerX: x
    case .top, .bottom, .centerY: y
    case .width, .height, .notAnAttribute: 0
    }
  }
}

extension UIEdgeInsets: ConstraintConstantTarget {
  /// Layout here is always left-to-right, so leading is left and trailing is right.
  public func constraintConstantTargetValueFor(layoutAttribute: LayoutAttribute) -> CGFloat {
    switch layoutAttribute {
    case .left, .leading: left
    case .top: top
    case .right, .trailing: -right
    case .bottom: -bottom
    case .centerX: (left - right) / 2
    case .centerY: (top - bottom) / 2
    case .width: -(left + right)
    case .height: -(top + bottom)
    case .notAnAttribute: 0
    }
  }
}
