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

  /// The solver strength for this priority. Auto Layout priorities are strictly
  /// ordered, Cassowary weights add up; an exponential scale keeps priorities that
  /// differ by much (750 against 250) separated by a factor of ~30 000, while every
  /// non-required priority stays below `required` (999 → 9.8e8 < 1.001e9).
  var strength: Strength {
    if rawValue >= 1000 { return .required }
    return Strength(pow(1000, Double(max(rawValue, 0)) / 333.4))
  }
}
