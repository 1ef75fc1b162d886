// Shared helpers for the Cassowary tests: tolerant comparisons, error capture, and
// constraint residuals measured against the constants in force in the solver.

import Cassowary
import Testing

// MARK: - Comparisons

/// `a` and `b` agree to `tolerance`, relative to their magnitude (absolute below 1).
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-8) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// The values of `variables`, for snapshots.
func values(_ variables: [Variable]) -> [Double] { variables.map(\.value) }

/// The largest disagreement between two value snapshots, relative to the largest value
/// in either (at least 1): rounding in a pivot spreads errors from the big quantities of
/// a system to the small ones, so the system's scale is the yardstick.
func maxDifference(_ a: [Double], _ b: [Double]) -> Double {
  precondition(a.count == b.count)
  let scale = max(1, a.map(abs).max() ?? 0, b.map(abs).max() ?? 0)
  var worst = 0.0
  for (x, y) in zip(a, b) { worst = max(worst, abs(x - y)) }
  return worst / scale
}

// MARK: - Errors

/// Runs `body`, which must throw; returns the error, or records an issue and returns nil.
@discardableResult
func solverError(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> Void
) -> SolverError? {
  do {
    try body()
  } catch let error as SolverError {
    return error
  } catch {
    Issue.record("expected a SolverError, got \(error)", sourceLocation: sourceLocation)
    return nil
  }
  Issue.record("expected a SolverError, but the call succeeded", sourceLocation: sourceLocation)
  return nil
}

/// Expects `body` to throw `.unsatisfiableConstraint(constraint)` for exactly that object.
func expectUnsatisfiable(
  _ constraint: Constraint,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> Void
) {
  guard let error = solverError(sourceLocation: sourceLocation, body) else { return }
  if case .unsatisfiableConstraint(let c) = error {
    #expect(c === constraint, "wrong constraint in \(error)", sourceLocation: sourceLocation)
  } else {
    Issue.record("expected unsatisfiableConstraint, got \(error)", sourceLocation: sourceLocation)
  }
}

// MARK: - Residuals

/// The value of `terms + constant` for the variables' current values.
func residual(_ constraint: Constraint, constant: Double) -> Double {
  constraint.expression.terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
}

/// The size of the numbers involved in evaluating a constraint, for relative tolerances.
func magnitude(_ constraint: Constraint, constant: Double) -> Double {
  constraint.expression.terms.reduce(max(1, abs(constant))) {
    $0 + abs($1.coefficient * $1.variable.value)
  }
}

/// How far the current values are from satisfying the constraint (0 when satisfied).
func violation(_ constraint: Constraint, constant: Double) -> Double {
  let r = residual(constraint, constant: constant)
  switch constraint.relation {
  case .equal: return abs(r)
  case .lessThanOrEqual: return max(0, r)
  case .greaterThanOrEqual: return max(0, -r)
  }
}

/// Whether the current values satisfy the constraint within `tolerance`, relative to
/// the constraint's own magnitude or `scale` (the system's largest value), if larger.
func holds(_ constraint: Constraint, constant: Double, tolerance: Double = 1e-8, scale: Double = 1)
  -> Bool
{
  violation(constraint, constant: constant) <= tolerance
    * max(scale, magnitude(constraint, constant: constant))
}

/// Cassowary's objective for the current values: Σ strength × violation over the
/// non-required constraints (kiwi weighs the levels into one sum).
func objective(_ constraints: [Constraint], constants: [Double]) -> Double {
  var total = 0.0
  for (c, k) in zip(constraints, constants) where !c.strength.isRequired {
    total += c.strength.value * violation(c, constant: k)
  }
  return total
}

/// A solver holding `constraints`, solved and written back.
func solved(_ constraints: [Constraint]) throws(SolverError) -> Solver {
  let solver = Solver()
  try solver.addConstraints(constraints)
  solver.updateVariables()
  return solver
}

/// Expects each variable's value to be close to the expected one (1e-12 relative by
/// default: exact up to the rounding of the pivots).
func expectValues(
  _ variables: [Variable],
  _ expected: [Double],
  tolerance: Double = 1e-12,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for (v, e) in zip(variables, expected) {
    #expect(
      isClose(v.value, e, tolerance: tolerance), "\(v) = \(v.value), expected \(e)",
      sourceLocation: sourceLocation)
  }
}
