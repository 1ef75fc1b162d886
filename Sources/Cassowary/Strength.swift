/// How much a constraint matters. Three kinds, which may share one solver:
///
/// - **Weighted** (kiwi's strengths: `strong`, `medium`, `weak`, `Strength(_:)`,
///   `Strength(strong:medium:weak:weight:)`): numeric weights whose errors add up, as in
///   kiwi. `strong * 1 000 000 + medium * 1 000 + weak`, each part clamped to 0...1000;
///   enough weak errors outweigh one strong error. They all share the lowest level.
/// - **Ordered** (`Strength.ordered(_:weight:)`): strictly ordered levels, as the
///   symbolic weights of the original Cassowary paper (Borning, Marriott, Stuckey & Xiao
///   1997) and Auto Layout's priorities. A higher level is satisfied as far as possible
///   before any lower one is considered, however many lower constraints there are;
///   within one level the errors add up (times `value`) and their sum is minimised.
///   Every ordered level is above the weighted strengths.
/// - `required`: never broken; the solver rejects a required constraint it cannot meet.
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The weight of an error within its level.
  public let value: Double
  /// The level: 0 for weighted strengths, the given priority for ordered ones,
  /// infinity for `required`.
  public let level: Double

  public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
    func clamped(_ x: Double) -> Double { Swift.max(0, Swift.min(1000, x * weight)) }
    self.init(clamped(strong) * 1_000_000 + clamped(medium) * 1000 + clamped(weak))
  }

  /// A weighted strength given by its combined value; values at or above `required`
  /// are `required`.
  public init(_ value: Double) {
    let ceiling = 1000.0 * 1_000_000 + 1000 * 1000 + 1000
    self.value = Swift.max(0, Swift.min(ceiling, value))
    level = value >= ceiling ? .infinity : 0
  }

  private init(value: Double, level: Double) {
    self.value = value
    self.level = level
  }

  /// An ordered level (see the type's documentation): `priority` is compared strictly
  /// with other ordered levels, `weight` scales this constraint's error within its
  /// level. A priority of 1000 or more is `required`; one of 0 or less shares the level
  /// of the weighted strengths.
  public static func ordered(_ priority: Double, weight: Double = 1) -> Strength {
    if priority >= 1000 { return .required }
    return Strength(value: Swift.max(0, weight), level: Swift.max(0, priority))
  }

  public static let required = Strength(strong: 1000, medium: 1000, weak: 1000)
  public static let strong = Strength(strong: 1, medium: 0, weak: 0)
  public static let medium = Strength(strong: 0, medium: 1, weak: 0)
  public static let weak = Strength(strong: 0, medium: 0, weak: 1)

  public var isRequired: Bool { level == .infinity }

  /// Level first, then weight: the order in which the solver gives way.
  public static func < (lhs: Strength, rhs: Strength) -> Bool {
    lhs.level != rhs.level ? lhs.level < rhs.level : lhs.value < rhs.value
  }

  public var description: String {
    switch self {
    case .required: "required"
    case .strong: "strong"
    case .medium: "medium"
    case .weak: "weak"
    default: level == 0 ? "\(value)" : (value == 1 ? "ordered(\(level))" : "ordered(\(level), weight: \(value))")
    }
  }
}
