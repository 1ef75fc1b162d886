/// `expression relation 0` at a strength. Constraints compare by identity: adding the
/// same object twice is an error, adding an equal-looking copy is a second constraint.
///
/// The expression is stored reduced (one term per variable, the right-hand side moved
/// left). Its constant can be changed later through `Solver.updateConstant(of:to:)`.
///
/// Immutable, but it refers to variables; it is `Sendable` so that `SolverError` can
/// name it (see `Variable`).
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
  public let expression: LinearExpression
  public let relation: Relation
  public let strength: Strength

  /// `lhs relation rhs`, stored as `lhs - rhs relation 0`.
  public init<L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
    _ lhs: L, _ relation: Relation, _ rhs: R, strength: Strength = .required
  ) {
    self.expression = (lhs.linearExpression - rhs.linearExpression).reduced()
    self.relation = relation
    self.strength = strength
  }

  /// `lhs relation 0`.
  public convenience init<L: LinearExpressionConvertible>(
    _ lhs: L, _ relation: Relation, strength: Strength = .required
  ) {
    self.init(lhs, relation, 0, strength: strength)
  }

  /// The same constraint at another strength (a new object).
  public func withStrength(_ strength: Strength) -> Constraint {
    Constraint(expression, relation, strength: strength)
  }

  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  public var description: String { "\(expression) \(relation) 0 | \(strength)" }
}

infix operator |==| : ComparisonPrecedence
infix operator |<=| : ComparisonPrecedence
infix operator |>=| : ComparisonPrecedence

/// `lhs == rhs` as a required constraint (`==` itself stays Equatable's).
public func |==| <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs.linearExpression, .equal, rhs.linearExpression)
}
/// `lhs <= rhs` as a required constraint.
public func |<=| <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs.linearExpression, .lessThanOrEqual, rhs.linearExpression)
}
/// `lhs >= rhs` as a required constraint.
public func |>=| <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs.linearExpression, .greaterThanOrEqual, rhs.linearExpression)
}

/// `constraint | .strong`: the same constraint at another strength, as in kiwi.
public func | (lhs: Constraint, rhs: Strength) -> Constraint { lhs.withStrength(rhs) }
