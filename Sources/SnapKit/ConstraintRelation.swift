import UIKit

/// How the constrained attribute relates to its target.
public enum ConstraintRelation: Int, Sendable {
  case equal = 1
  case lessThanOrEqual
  case greaterThanOrEqual

  var layoutRelation: LayoutRelation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}
