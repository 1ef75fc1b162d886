// Arithmetic that builds expressions, as kiwi's operators do: `2 * x + y - 8`.

public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
public prefix func - (operand: Variable) -> Term { Term(operand, -1) }

public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
public func * (lhs: Double, rhs: Term) -> Term { rhs * lhs }
public prefix func - (operand: Term) -> Term { operand * -1 }

public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
  LinearExpression(lhs.terms.map { $0 * rhs }, constant: lhs.constant * rhs)
}
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }
public prefix func - (operand: LinearExpression) -> LinearExpression { operand * -1 }

public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
  LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
  LinearExpression(lhs.terms, constant: lhs.constant + rhs)
}
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }

// Mixed operands lift to expressions so any combination reads naturally.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
public func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
public func + (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs) + lhs }
public func - (lhs: Double, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
public func + (lhs: Term, rhs: Term) -> LinearExpression { LinearExpression([lhs, rhs]) }
public func - (lhs: Term, rhs: Term) -> LinearExpression { LinearExpression([lhs, -rhs]) }
public func + (lhs: Term, rhs: Double) -> LinearExpression { LinearExpression([lhs], constant: rhs) }
public func - (lhs: Term, rhs: Double) -> LinearExpression { LinearExpression([lhs], constant: -rhs) }
public func + (lhs: Term, rhs: Variable) -> LinearExpression { LinearExpression([lhs, Term(rhs)]) }
public func - (lhs: Term, rhs: Variable) -> LinearExpression { LinearExpression([lhs, -rhs]) }
public func + (lhs: Variable, rhs: Term) -> LinearExpression { LinearExpression([Term(lhs), rhs]) }
public func - (lhs: Variable, rhs: Term) -> LinearExpression { LinearExpression([Term(lhs), -rhs]) }
public func + (lhs: LinearExpression, rhs: Term) -> LinearExpression {
  LinearExpression(lhs.terms + [rhs], constant: lhs.constant)
}
public func - (lhs: LinearExpression, rhs: Term) -> LinearExpression { lhs + -rhs }
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + Term(rhs) }
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + -rhs }
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
public func + (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression([lhs]) + rhs }
public func - (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression([lhs]) - rhs }
