// Arithmetic that builds expressions, as kiwi's operators do: `2 * x + y - 8`.

public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
public prefix func - (operand: Variable) -> Term { Term(operand, -1) }

public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
public func * (lhs: Double, rhs: Term) -> Term { rhs * lhs }
public prefix func - (operand: Term) -> Term { operand * -1 }

public func * (lhs: Expression, rhs: Double) -> Expression {
  Expression(lhs.terms.map { $0 * rhs }, constant: lhs.constant * rhs)
}
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
public prefix func - (operand: Expression) -> Expression { operand * -1 }

public func + (lhs: Expression, rhs: Expression) -> Expression {
  Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
public func + (lhs: Expression, rhs: Double) -> Expression {
  Expression(lhs.terms, constant: lhs.constant + rhs)
}
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
public func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }

// Mixed operands lift to expressions so any combination reads naturally.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }
public func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }
public func + (lhs: Term, rhs: Term) -> Expression { Expression([lhs, rhs]) }
public func - (lhs: Term, rhs: Term) -> Expression { Expression([lhs, -rhs]) }
public func + (lhs: Term, rhs: Double) -> Expression { Expression([lhs], constant: rhs) }
public func - (lhs: Term, rhs: Double) -> Expression { Expression([lhs], constant: -rhs) }
public func + (lhs: Term, rhs: Variable) -> Expression { Expression([lhs, Term(rhs)]) }
public func - (lhs: Term, rhs: Variable) -> Expression { Expression([lhs, -rhs]) }
public func + (lhs: Variable, rhs: Term) -> Expression { Expression([Term(lhs), rhs]) }
public func - (lhs: Variable, rhs: Term) -> Expression { Expression([Term(lhs), -rhs]) }
public func + (lhs: Expression, rhs: Term) -> Expression { Expression(lhs.terms + [rhs], constant: lhs.constant) }
public func - (lhs: Expression, rhs: Term) -> Expression { lhs + -rhs }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Term(rhs) }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
public func + (lhs: Term, rhs: Expression) -> Expression { Expression([lhs]) + rhs }
public func - (lhs: Term, rhs: Expression) -> Expression { Expression([lhs]) - rhs }
