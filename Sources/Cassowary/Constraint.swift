/// `expression relation 0` at a strength. Constraints compare by identity: adding the
/// same object twice is an error, adding an equal-looking copy is a second constraint.
///
/// The expression is stored reduced (one term per variable, the right-hand side moved
/// left). Its constant can be changed later through `Solver.updateConstant(of:to:)`.
///
/// Immutable, but it refers to variables; it is `Sendable` so that `SolverError` can
/// name it (see `Variable`).
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
  public let expression: Expression
  public let relation: Relation
  public let strength: Strength

  /// `lhs relation rhs`, stored as `lhs - rhs relation 0`.
  public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression = 0, strength: Strength = .required) {
    self.expression = (lhs - rhs).reduced()
    self.relation = relation
    self.strength = strength
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
public func |==| (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
/// `lhs <= rhs` as a required constraint.
public func |<=| (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// `lhs >= rhs` as a required constraint.
public func |>=| (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
public func |==| (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) |==| rhs }
public func |<=| (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) |<=| rhs }
public func |>=| (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) |>=| rhs }
public func |==| (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) |==| Expression(rhs) }
public func |<=| (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) |<=| Expression(rhs) }
public func |>=| (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) |>=| Expression(rhs) }
public func |==| (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) |==| Expression(constant: rhs) }
public func |<=| (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) |<=| Expression(constant: rhs) }
public func |>=| (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) |>=| Expression(constant: rhs) }

/// `constraint | .strong`: the same constraint at another strength, as in kiwi.
public func | (lhs: Constraint, rhs: Strength) -> Constraint { lhs.withStrength(rhs) }
