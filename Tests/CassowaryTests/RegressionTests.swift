// Minimal reproductions of defects that the random property tests found, shrunk by
// deleting constraints while the failure persisted. Each names the property and seed it
// came from. kiwisolver 1.4 (Python) accepts each system and gives the values noted.

import Cassowary
import Testing

/// `Σ coefficient·v[index] + constant  relation  0` at `strength`.
private func row(
  _ v: [Variable], _ terms: [(Int, Double)], _ constant: Double, _ relation: Relation,
  _ strength: Strength = .required
) -> Constraint {
  Constraint(
    LinearExpression(terms.map { Term(v[$0.0], $0.1) }, constant: constant), relation, strength: strength)
}

@Suite struct RegressionTests {
  /// From `updateConstantSequencesMatchAFreshSolver`, seed 81, step 0. v18 appears in
  /// nothing but its own weak `v18 == 46.5`, yet moving that to 64 throws
  /// `.unsatisfiableConstraint`: a required row left with a constant of about -7e-15
  /// (rounding) from the build stays in the infeasible list, the dual simplex finds no
  /// entering symbol for it (its cells are all dummies) and the failure is reported as
  /// unsatisfiable. kiwi skips rows whose constant is near zero.
  @Test func updatingAnIsolatedWeakConstantNeverFails() throws {
    let v = (0..<20).map { Variable("v\($0)") }
    let weak = row(v, [(18, 1)], -46.5, .equal, Strength(1.0787916261653558))
    let constraints = [
      row(v, [(16, 1)], -56.75, .equal, Strength(0.9573424438354026)),
      row(v, [(10, 1)], 51.25, .equal),
      weak,
      row(v, [(8, -0.5), (15, -0.5), (16, 1)], -6.5, .greaterThanOrEqual),
      row(v, [(12, -1), (10, -2)], -59.25, .equal),
      row(v, [(8, 1)], -39.25, .equal, Strength(1.164033326422679)),
      row(v, [(16, 1), (8, -1), (15, 1)], -77, .equal),
      row(v, [(15, 1)], -89, .equal, Strength(1.2575726626366814)),
      row(v, [(16, 0.5), (12, -2)], 51.5, .greaterThanOrEqual),
      row(v, [(16, 1)], -70, .equal),
    ]
    let solver = try solved(constraints)
    #expect(v[18].value == 46.5)
    try solver.updateConstant(of: weak, to: -64)
    solver.updateVariables()
    #expect(v[18].value == 64)
    #expect(isClose(v[16].value, 70) && isClose(v[10].value, -51.25))
  }

  /// The same defect through `suggestValue`: an edit variable nothing else mentions.
  @Test func suggestingForAnIsolatedEditVariableNeverFails() throws {
    let v = (0..<20).map { Variable("v\($0)") }
    let constraints = [
      row(v, [(16, 1)], -56.75, .equal, Strength(0.9573424438354026)),
      row(v, [(10, 1)], 51.25, .equal),
      row(v, [(8, -0.5), (15, -0.5), (16, 1)], -6.5, .greaterThanOrEqual),
      row(v, [(12, -1), (10, -2)], -59.25, .equal),
      row(v, [(8, 1)], -39.25, .equal, Strength(1.164033326422679)),
      row(v, [(16, 1), (8, -1), (15, 1)], -77, .equal),
      row(v, [(15, 1)], -89, .equal, Strength(1.2575726626366814)),
      row(v, [(16, 0.5), (12, -2)], 51.5, .greaterThanOrEqual),
      row(v, [(16, 1)], -70, .equal),
    ]
    let solver = try solved(constraints)
    try solver.addEditVariable(v[18], strength: .strong)
    for target in [64.0, -3, 12.5] {
      try solver.suggestValue(v[18], target)
      solver.updateVariables()
      #expect(v[18].value == target)
    }
  }

  /// From `requiredConstraintsHold` (systems of up to 40 variables). Adding the last,
  /// non-required constraint throws `.internalError("the objective is unbounded")`:
  /// objective coefficients of rounding size (-3.2e-8 on a slack, next to weights of
  /// 1e6) pass the absolute 1e-8 zero test, the slack enters, and no row bounds it.
  /// kiwi adds all 15 and solves (v17 = 60.75, v14 = -79.75, v8 = -97.75).
  @Test func satisfiableSystemNeverReportsAnUnboundedObjective() throws {
    let v = (0..<19).map { Variable("v\($0)") }
    let constraints = [
      row(v, [(4, -1), (16, -1), (10, 2), (14, 1)], 14.75, .lessThanOrEqual),
      row(v, [(12, -1), (11, 1), (13, 1), (14, -1)], -146.75, .equal),
      row(v, [(2, -0.5), (1, 2), (17, -1)], -227, .equal),
      row(v, [(1, -2), (9, -1), (3, -0.5)], 80.25, .equal, .strong),
      row(v, [(9, -1), (7, -1), (6, -0.5), (2, 0.5)], 1.625, .greaterThanOrEqual),
      row(v, [(17, -1), (10, -0.5), (9, -2)], -70, .greaterThanOrEqual, .strong),
      row(v, [(8, -2), (9, 0.5)], -150, .greaterThanOrEqual),
      row(v, [(8, 0.5)], 48.875, .equal),
      row(v, [(17, -0.5), (13, -1)], 94, .equal, .weak),
      row(v, [(14, -1)], -79.75, .equal),
      row(v, [(6, -1), (3, -1), (7, 1), (1, 0.5)], -171, .lessThanOrEqual),
      row(v, [(7, -1), (11, -2)], -40.5, .greaterThanOrEqual, .medium),
      row(v, [(17, 1), (8, 1), (10, 1), (9, 0.5)], -20, .lessThanOrEqual, .strong),
      row(v, [(12, 1), (10, -2)], -39.75, .greaterThanOrEqual, .strong),
      row(v, [(6, -1), (17, -1)], -47, .greaterThanOrEqual, .strong),
    ]
    let solver = try solved(constraints)
    for c in constraints where c.strength.isRequired {
      #expect(holds(c, constant: c.expression.constant), "\(c)")
    }
    #expect(isClose(v[14].value, -79.75) && isClose(v[8].value, -97.75))
    _ = solver
  }
}
