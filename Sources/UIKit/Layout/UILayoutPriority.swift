import Cassowary
import Foundation

/// How much a constraint matters, 1...1000; 1000 is required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  public var rawValue: Float

  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { rawValue = value }
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

  /// The solver strength for this priority: one ordered level per distinct value, as
  /// Auto Layout has it. Apple's Auto Layout Guide ("Anatomy of a Constraint"):
  /// "Auto Layout attempts to satisfy all the constraints in priority order from highest
  /// to lowest. If it cannot satisfy an optional constraint, it skips that constraint
  /// and continues on to the next one." So a 251 constraint wins over any number of
  /// 250 ones, and among constraints of one priority the sum of their errors (in
  /// points) is what is minimised.
  var strength: Strength { Strength.ordered(Double(rawValue)) }
}
