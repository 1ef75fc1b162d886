/// How much a constraint matters, combined from three levels as kiwi does:
/// `strong * 1 000 000 + medium * 1 000 + weak`, each level clamped to 0...1000,
/// times a weight. `required` is all three levels at their maximum.
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
  public let value: Double

  public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
    func level(_ x: Double) -> Double { Swift.max(0, Swift.min(1000, x * weight)) }
    value = level(strong) * 1_000_000 + level(medium) * 1000 + level(weak)
  }

  /// A strength given by its combined value; values above `required` are clipped to it.
  public init(_ value: Double) {
    self.value = Swift.max(0, Swift.min(Strength.required.value, value))
  }

  public static let required = Strength(strong: 1000, medium: 1000, weak: 1000)
  public static let strong = Strength(strong: 1, medium: 0, weak: 0)
  public static let medium = Strength(strong: 0, medium: 1, weak: 0)
  public static let weak = Strength(strong: 0, medium: 0, weak: 1)

  public var isRequired: Bool { value >= Strength.required.value }

  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

  public var description: String {
    switch self {
    case .required: "required"
    case .strong: "strong"
    case .medium: "medium"
    case .weak: "weak"
    default: "\(value)"
    }
  }
}
