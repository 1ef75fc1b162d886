import UIKit

/// A priority with SnapKit's names: `.required` 1000, `.high` 750, `.medium` 500,
/// `.low` 250 (Auto Layout's `defaultHigh` / `defaultLow` sit at the same values).
public struct ConstraintPriority: ExpressibleByFloatLiteral, Equatable, Strideable, Sendable {
  public typealias FloatLiteralType = Float

  public let value: Float

  public init(floatLiteral value: Float) { self.value = value }
  public init(_ value: Float) { self.value = value }

  public static var required: ConstraintPriority { 1000.0 }
  public static var high: ConstraintPriority { 750.0 }
  public static var medium: ConstraintPriority { 500.0 }
  public static var low: ConstraintPriority { 250.0 }

  public static func + (lhs: ConstraintPriority, rhs: Float) -> ConstraintPriority {
    ConstraintPriority(lhs.value + rhs)
  }

  public static func - (lhs: ConstraintPriority, rhs: Float) -> ConstraintPriority {
    ConstraintPriority(lhs.value - rhs)
  }

  public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }
  public func distance(to other: ConstraintPriority) -> Float { other.value - value }
}
