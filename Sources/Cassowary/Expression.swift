/// A linear expression: a sum of terms plus a constant.
///
/// Build expressions with `+`, `-` and `*` by constants (see `ExpressionOperators.swift`),
/// or from a literal number.
public struct Expression: CustomStringConvertible, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  public var terms: [Term]
  public var constant: Double

  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  public init(floatLiteral value: Double) { self.init(constant: value) }
  public init(integerLiteral value: Int) { self.init(constant: Double(value)) }

  /// The value of the expression for the variables' current values.
  public var value: Double {
    terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
  }

  /// The same expression with the terms of each variable summed into one, and
  /// zero terms dropped; the order of first appearance is kept.
  public func reduced() -> Expression {
    var order: [Variable] = []
    var sums: [ObjectIdentifier: Double] = [:]
    for term in terms {
      let key = ObjectIdentifier(term.variable)
      if sums[key] == nil { order.append(term.variable) }
      sums[key, default: 0] += term.coefficient
    }
    let kept = order.compactMap { v -> Term? in
      let c = sums[ObjectIdentifier(v)]!
      return c == 0 ? nil : Term(v, c)
    }
    return Expression(kept, constant: constant)
  }

  public var description: String {
    var parts = terms.map(\.description)
    if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
    return parts.joined(separator: " + ")
  }
}
