// Every call that throws leaves the solver exactly as it was: its whole state (`dump()`:
// objective, rows, constraints, edit variables, values) and its size (`symbolCount`)
// are compared before and after.

import Cassowary
import Testing

@Suite struct FailedCallTests {
  /// x in a small layout: x + w <= 100, w == 30, x >= 0 required, x == 80 strong,
  /// x >= 10 at 750: x = 70.
  func layout() throws -> (Solver, x: Variable, w: Variable, [Constraint]) {
    let x = Variable("x")
    let w = Variable("w")
    let constraints = [
      x + w |<=| 100, w |==| 30, x |>=| 0, (x |==| 80) | .strong, (x |>=| 10) | .ordered(750),
    ]
    return (try solved(constraints), x, w, constraints)
  }

  func expectUnchanged(
    _ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
  ) {
    let before = (solver.dump(), solver.symbolCount)
    #expect(throws: SolverError.self, sourceLocation: sourceLocation) { try body() }
    #expect(solver.dump() == before.0, sourceLocation: sourceLocation)
    #expect(solver.symbolCount == before.1, sourceLocation: sourceLocation)
  }

  @Test func rejectedRequiredConstraintsChangeNothing() throws {
    let (solver, x, w, _) = try layout()
    // A required equality over variables already fixed: w == 31 against w == 30.
    expectUnchanged(solver) { try solver.addConstraint(w |==| 31) }
    // An inequality that phase one finds unsatisfiable: x >= 75 against x + w <= 100.
    expectUnchanged(solver) { try solver.addConstraint(x |>=| 75) }
    // The same with a variable the solver has never seen, at a coefficient the rows drop
    // as rounding: the symbol made for it must go again.
    let fresh = Variable("fresh")
    expectUnchanged(solver) { try solver.addConstraint(x + 0.5 * w + 1e-9 * fresh |>=| 90) }
    // Bookkeeping errors.
    let c = x |>=| 0
    try solver.addConstraint(c)
    expectUnchanged(solver) { try solver.addConstraint(c) }
    expectUnchanged(solver) { try solver.removeConstraint(x |<=| 5) }
    expectUnchanged(solver) { try solver.updateConstant(of: x |<=| 5, to: 3) }
    solver.updateVariables()
    #expect(x.value == 70 && w.value == 30)
  }

  @Test func rejectedEditVariableCallsChangeNothing() throws {
    let (solver, x, w, _) = try layout()
    expectUnchanged(solver) { try solver.addEditVariable(x, strength: .required) }
    expectUnchanged(solver) { try solver.removeEditVariable(x) }
    expectUnchanged(solver) { try solver.suggestValue(x, 3) }
    try solver.addEditVariable(x, strength: .ordered(999))
    expectUnchanged(solver) { try solver.addEditVariable(x, strength: .strong) }
    try solver.suggestValue(x, 20)
    solver.updateVariables()
    #expect(x.value == 20 && w.value == 30)
  }

  /// A rejected constant change restores the old constant and the solution (the basis
  /// may differ: the dual pass that undoes it is free to pivot elsewhere).
  @Test func rejectedConstantChangeRestoresTheSolution() throws {
    let (solver, x, w, constraints) = try layout()
    let before = (x.value, w.value, solver.symbolCount)
    let c = constraints[1]
    #expect(throws: SolverError.self) { try solver.updateConstant(of: constraints[0], to: -20) }
    #expect(throws: SolverError.self) { try solver.updateConstant(of: c, to: -101) }
    solver.updateVariables()
    #expect((x.value, w.value, solver.symbolCount) == before)
    #expect(solver.constant(of: c) == -30)
  }
}
