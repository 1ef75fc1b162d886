import Cassowary
import Testing

/// Integer literals and mixed operands compile and mean what they read as (they were
/// ambiguous while `LinearExpression` was expressible by literals).
@Suite struct OperatorFormsTests {
  @Test func integerLiteralsAndMixedOperands() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x |==| 10)
    try solver.addConstraint(x |<=| 2 * y)
    try solver.addConstraint((y |==| 100) | .weak)
    try solver.addConstraint(10 - x |<=| y)
    try solver.addConstraint(Constraint(2 * x + 4, .lessThanOrEqual, y))
    solver.updateVariables()
    #expect(x.value == 10)
    #expect(y.value == 100)
    // y == x - 1 = 9 contradicts 2x + 4 <= y (y >= 24): refused, nothing moves.
    #expect(throws: SolverError.self) { try solver.addConstraint(y + 2 |==| x + 1) }
    try solver.addConstraint(y + 2 |<=| x * 20 + 1)
    solver.updateVariables()
    #expect(x.value == 10)
    #expect(y.value == 100)
  }
}
