/// How a constraint's two sides compare.
public enum Relation: Sendable, CustomStringConvertible {
  case equal
  case lessThanOrEqual
  case greaterThanOrEqual

  public var description: String {
    switch self {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }
}
