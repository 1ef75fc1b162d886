/// A linear expression: a sum of terms plus a constant.
///
/// Build expressions with `+`, `-` and `*` by constants (see
/// `LinearExpressionOperators.swift`). Named `LinearExpression`, not kiwi's `Expression`,
/// because Foundation has an `Expression` too and most files import both.
public struct LinearExpression: CustomStringConvertible {
  public var terms: [Term]
  public var constant: Double

  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// The value of the expression for the variables' current values.
  public var value: Double {
    terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
  }

  /// The same expression with the terms of each variable summed into one, and
  /// zero terms dropped; the order of first appearance is kept.
  public func reduced() -> LinearExpression {
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
    return LinearExpression(kept, constant: constant)
  }

  public var description: String {
    var parts = terms.map(\.description)
    if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
    return parts.joined(separator: " + ")
  }
}

/// Anything that reads as a linear expression: a variable, a term, an expression, a
/// number. The comparison operators take any two, so `x |<=| 2 * y` and `x |==| 10` work.
public protocol LinearExpressionConvertible {
  var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressionConvertible {
  public var linearExpression: LinearExpression { self }
}

extension Variable: LinearExpressionConvertible {
  public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearExpressionConvertible {
  public var linearExpression: LinearExpression { LinearExpression([self]) }
}

extension Double: LinearExpressionConvertible {
  public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}

extension Int: LinearExpressionConvertible {
  public var linearExpression: LinearExpression { LinearExpression(constant: Double(self)) }
}
