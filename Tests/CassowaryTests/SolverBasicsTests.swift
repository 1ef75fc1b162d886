// Small systems worked out by hand, with exact answers, plus the solver's bookkeeping
// (updateVariables, reset, dump, hasConstraint, hasEditVariable, shared variables).

import Cassowary
import Testing

@Suite struct HandWorkedSystemTests {
  let x = Variable("x")
  let y = Variable("y")

  @Test func singleEquality() throws {
    _ = try solved([x |==| 10.0])
    #expect(x.value == 10)
  }

  @Test func substitution() throws {
    _ = try solved([x + y |==| 20.0, y |==| 5.0])
    #expect(x.value == 15)
    #expect(y.value == 5)
  }

  @Test func substitutionInTheOtherOrder() throws {
    _ = try solved([y |==| 5.0, x + y |==| 20.0])
    #expect(x.value == 15)
    #expect(y.value == 5)
  }

  @Test func scaledAndRepeatedTerms() throws {
    _ = try solved([x + x |==| 10.0, 2 * y - x |==| 1.0])
    #expect(x.value == 5)
    #expect(y.value == 3)
  }

  @Test func cancelledTermsDoNotConstrain() throws {
    _ = try solved([x + y - y |==| 4.0, (y |==| 7.0) | .weak])
    #expect(x.value == 4)
    #expect(y.value == 7)
  }

  @Test func requiredInequalityBeatsWeakPreference() throws {
    _ = try solved([x |>=| 10.0, (x |==| 0.0) | .weak])
    #expect(x.value == 10)
  }

  @Test func inequalityThatDoesNotBind() throws {
    _ = try solved([x |<=| 10.0, (x |==| 3.0) | .weak])
    #expect(x.value == 3)
    _ = try solved([y |>=| -10.0, (y |==| 3.0) | .weak])
    #expect(y.value == 3)
  }

  @Test(arguments: [30.0, 15, -5])
  func boxedPreference(target: Double) throws {
    _ = try solved([x |>=| 10.0, x |<=| 20.0, (x |==| target) | .weak])
    #expect(x.value == min(20, max(10, target)))
  }

  /// Every order of adding the same three pulls ends in the strongest one.
  @Test(arguments: [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]])
  func strongBeatsMediumBeatsWeak(order: [Int]) throws {
    let pulls = [(x |==| 1.0) | .weak, (x |==| 2.0) | .medium, (x |==| 3.0) | .strong]
    let solver = try solved(order.map { pulls[$0] })
    #expect(x.value == 3)
    try solver.removeConstraint(pulls[2])
    solver.updateVariables()
    #expect(x.value == 2)
    try solver.removeConstraint(pulls[1])
    solver.updateVariables()
    #expect(x.value == 1)
    try solver.addConstraint(pulls[2])
    solver.updateVariables()
    #expect(x.value == 3)
  }

  @Test func nonRequiredInequalities() throws {
    _ = try solved([(x |<=| 5.0) | .strong, (x |==| 8.0) | .weak])
    #expect(x.value == 5)
    _ = try solved([(y |<=| 5.0) | .weak, (y |==| 8.0) | .strong])
    #expect(y.value == 8)
  }

  /// kiwi adds strengths up: three weak pulls outweigh two.
  @Test func strengthsAreWeightsInOneSum() throws {
    let towardsZero = [(x |==| 0.0) | .weak, (x |==| 0.0) | .weak]
    let towardsTen = [(x |==| 10.0) | .weak, (x |==| 10.0) | .weak, (x |==| 10.0) | .weak]
    _ = try solved(towardsZero + towardsTen)
    #expect(x.value == 10)
    // And a custom strength between two levels sits where its value says.
    _ = try solved([
      (y |==| 1.0) | Strength(2500), (y |==| 2.0) | Strength(strong: 0, medium: 2, weak: 0),
    ])
    #expect(y.value == 1)
  }

  @Test func weightedStrengthWins() throws {
    _ = try solved([
      (x |==| 4.0) | Strength(strong: 1, medium: 0, weak: 0, weight: 2), (x |==| 9.0) | .strong,
    ])
    #expect(x.value == 4)
  }

  /// Three views in a row inside a 310-point container with 10-point margins and gaps.
  @Test func threeViewHorizontalLayout() throws {
    struct View {
      let left: Variable, width: Variable, right: Variable
      init(_ name: String) {
        left = Variable("\(name).left")
        width = Variable("\(name).width")
        right = Variable("\(name).right")
      }
      var definition: Constraint { right |==| left + width }
    }
    let a = View("a")
    let b = View("b")
    let c = View("c")
    var constraints = [a.definition, b.definition, c.definition]
    constraints += [
      a.left |==| 10.0,
      b.left |==| a.right + 10.0,
      c.left |==| b.right + 10.0,
      c.right |==| 300.0,
      a.width |>=| 0.0, b.width |>=| 0.0, c.width |>=| 0.0,
    ]
    let equalWidths = [a.width |==| b.width, b.width |==| c.width]
    let solver = try solved(constraints + equalWidths + [(a.width |==| 50.0) | .weak])
    #expect([a.left.value, a.width.value, a.right.value] == [10, 90, 100])
    #expect([b.left.value, b.width.value, b.right.value] == [110, 90, 200])
    #expect([c.left.value, c.width.value, c.right.value] == [210, 90, 300])

    // Now b must be at least 120 wide and equal widths become a strong wish; a weak
    // a == c settles the tie: widths 75, 120, 75.
    for e in equalWidths { try solver.removeConstraint(e) }
    try solver.addConstraints(equalWidths.map { $0 | .strong })
    try solver.addConstraint(b.width |>=| 120.0)
    try solver.addConstraint((a.width |==| c.width) | .weak)
    solver.updateVariables()
    expectValues([a.left, a.width, a.right], [10, 75, 85])
    expectValues([b.left, b.width, b.right], [95, 120, 215])
    expectValues([c.left, c.width, c.right], [225, 75, 300])
  }

  @Test func removingARequiredConstraintReleasesTheVariable() throws {
    let pin = x |==| 10.0
    let solver = try solved([pin, (x |==| 0.0) | .weak])
    #expect(x.value == 10)
    try solver.removeConstraint(pin)
    solver.updateVariables()
    #expect(x.value == 0)
    try solver.addConstraint(pin)
    solver.updateVariables()
    #expect(x.value == 10)
  }

  @Test func emptyConstraints() throws {
    let solver = Solver()
    try solver.addConstraint(Constraint(0, .equal, 0))
    try solver.addConstraint(Constraint(5, .greaterThanOrEqual, 0))
    try solver.addConstraint(Constraint(x - x, .lessThanOrEqual, 1))
    // Unsatisfiable but not required: accepted, and it costs nothing to carry.
    try solver.addConstraint(Constraint(0, .equal, 5, strength: .weak))
    try solver.addConstraint(x |==| 2.0)
    solver.updateVariables()
    #expect(x.value == 2)
  }

  @Test func sameNameDifferentUnknowns() throws {
    let x2 = Variable("x")
    _ = try solved([x |==| 1.0, x2 |==| 2.0])
    #expect(x.value == 1)
    #expect(x2.value == 2)
  }
}

@Suite struct SolverBookkeepingTests {
  let x = Variable("x")
  let y = Variable("y")

  @Test func valuesChangeOnlyInUpdateVariables() throws {
    let solver = Solver()
    #expect(x.value == 0)
    let c = x |==| 10.0
    try solver.addConstraint(c)
    #expect(x.value == 0)
    solver.updateVariables()
    #expect(x.value == 10)

    try solver.updateConstant(of: c, to: -20)
    #expect(x.value == 10)
    solver.updateVariables()
    #expect(x.value == 20)

    try solver.addEditVariable(y, strength: .strong)
    try solver.suggestValue(y, 7)
    #expect(y.value == 0)
    solver.updateVariables()
    #expect(y.value == 7)

    try solver.addConstraint((x |==| 0.0) | .weak)
    try solver.removeConstraint(c)
    #expect(x.value == 20)
    solver.updateVariables()
    #expect(x.value == 0)
    solver.updateVariables()
    #expect(x.value == 0)
    #expect(y.value == 7)
  }

  @Test func hasConstraint() throws {
    let solver = Solver()
    let c = x |==| 10.0
    let twin = x |==| 10.0
    #expect(!solver.hasConstraint(c))
    try solver.addConstraint(c)
    #expect(solver.hasConstraint(c))
    #expect(!solver.hasConstraint(twin))
    #expect(!solver.hasConstraint(c | .strong))
    try solver.removeConstraint(c)
    #expect(!solver.hasConstraint(c))
  }

  @Test func constantOfReportsTheStoredConstant() throws {
    let solver = Solver()
    let c = x + 3.0 |<=| LinearExpression(y)
    #expect(solver.constant(of: c) == nil)
    try solver.addConstraint(c)
    #expect(solver.constant(of: c) == 3)
    try solver.updateConstant(of: c, to: -4)
    #expect(solver.constant(of: c) == -4)
    #expect(c.expression.constant == 3)
    try solver.removeConstraint(c)
    #expect(solver.constant(of: c) == nil)
  }

  @Test func hasEditVariable() throws {
    let solver = Solver()
    #expect(!solver.hasEditVariable(x))
    try solver.addEditVariable(x, strength: .medium)
    #expect(solver.hasEditVariable(x))
    #expect(!solver.hasEditVariable(y))
    #expect(!solver.hasEditVariable(Variable("x")))
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
  }

  @Test func addConstraintsAddsAll() throws {
    let solver = Solver()
    let list = [x |==| 1.0, y |==| x + 1.0, (y |==| 0.0) | .weak]
    try solver.addConstraints(list)
    for c in list { #expect(solver.hasConstraint(c)) }
    solver.updateVariables()
    #expect(x.value == 1 && y.value == 2)
    try solver.addConstraints([])
  }

  @Test func resetForgetsEverything() throws {
    let solver = Solver()
    let c = x |==| 10.0
    try solver.addConstraint(c)
    try solver.addEditVariable(y, strength: .strong)
    try solver.suggestValue(y, 3)
    solver.updateVariables()
    #expect(x.value == 10 && y.value == 3)

    solver.reset()
    #expect(!solver.hasConstraint(c))
    #expect(!solver.hasEditVariable(y))
    #expect(solver.constant(of: c) == nil)
    #expect(solverError { try solver.suggestValue(y, 1) } != nil)

    // Without the reset these would conflict with x == 10 / be duplicates.
    try solver.addConstraint(x |==| 20.0)
    try solver.addConstraint(c | .weak)
    try solver.addEditVariable(y, strength: .weak)
    try solver.addConstraint((y |==| 5.0) | .medium)
    solver.updateVariables()
    #expect(x.value == 20)
    #expect(y.value == 5)

    // The very same constraint object can come back.
    solver.reset()
    try solver.addConstraint(c)
    solver.updateVariables()
    #expect(x.value == 10)
  }

  @Test func dumpMentionsNames() throws {
    let solver = Solver()
    let left = Variable("leftEdge")
    let width = Variable("widthOfView")
    try solver.addConstraint(left + width |<=| 300.0)
    try solver.addConstraint((width |==| 100.0) | .weak)
    try solver.addEditVariable(left, strength: .strong)
    let text = solver.dump()
    #expect(!text.isEmpty)
    #expect(text.contains("leftEdge"))
    #expect(text.contains("widthOfView"))
    #expect(!Solver().dump().isEmpty)
  }
}

/// A `Variable` remembers the first solver that used it; any other solver must still
/// treat it as one unknown, whatever happens to the first.
@Suite struct SharedVariableTests {
  @Test func oneVariableInTwoSolvers() throws {
    let x = Variable("x")
    let a = try solved([x |==| 1.0])
    #expect(x.value == 1)
    let b = try solved([x |==| 2.0])
    #expect(x.value == 2)
    _ = (a, b)
  }

  @Test func foreignVariableIsOneUnknownInTheSecondSolver() throws {
    let x = Variable("x")
    let y = Variable("y")
    let a = try solved([x |==| 1.0])
    let b = try solved([x |==| 10.0, y |==| x + 1.0])
    #expect(y.value == 11)
    let conflict = x |<=| 5.0
    expectUnsatisfiable(conflict) { try b.addConstraint(conflict) }
    _ = a
  }

  /// After the first solver forgets `x` (reset), the second solver must keep using the
  /// unknown it already has for `x`, not mint a new one.
  @Test func foreignVariableSurvivesResetOfItsFirstSolver() throws {
    let x = Variable("x")
    let y = Variable("y")
    let a = try solved([x |==| 1.0])
    let b = try solved([x |==| 10.0])
    a.reset()
    try b.addConstraint(y |==| x + 1.0)
    b.updateVariables()
    #expect(x.value == 10)
    #expect(y.value == 11)
    let conflict = x |<=| 5.0
    expectUnsatisfiable(conflict) { try b.addConstraint(conflict) }
  }

  /// The same when the first solver is deallocated.
  @Test func foreignVariableSurvivesTheFirstSolver() throws {
    let x = Variable("x")
    let y = Variable("y")
    var a: Solver? = try solved([x |==| 1.0])
    let b = try solved([x |==| 10.0])
    a = nil
    #expect(a == nil)
    try b.addConstraint(y |==| x + 1.0)
    b.updateVariables()
    #expect(x.value == 10)
    #expect(y.value == 11)
    let conflict = x |<=| 5.0
    expectUnsatisfiable(conflict) { try b.addConstraint(conflict) }
  }

  /// Variables outlive solvers; a new solver (possibly at the old one's address) must
  /// not mistake itself for the dead owner.
  @Test func variableReusedAcrossShortLivedSolvers() throws {
    let x = Variable("x")
    let y = Variable("y")
    for i in 0..<64 {
      let solver = Solver()
      // Padding variables shift the symbol numbering from one solver to the next, so a
      // stale symbol would name some other unknown.
      var padding: [Variable] = []
      for k in 0..<(i % 3) {
        padding.append(Variable("pad\(k)"))
        try solver.addConstraint(padding[k] |==| Double(-k))
      }
      try solver.addConstraint(x |==| Double(i))
      try solver.addConstraint(y |==| x + 1.0)
      solver.updateVariables()
      #expect(x.value == Double(i))
      #expect(y.value == Double(i + 1))
      for (k, p) in padding.enumerated() { #expect(p.value == Double(-k)) }
    }
  }

  @Test func variableComesBackAfterReset() throws {
    let x = Variable("x")
    let solver = try solved([x |==| 3.0])
    solver.reset()
    try solver.addConstraint(x |==| 4.0)
    solver.updateVariables()
    #expect(x.value == 4)
    // A second solver sees the same x as a foreign variable.
    let other = try solved([x |>=| 7.0])
    #expect(x.value == 7)
    // The first solver still holds x == 4 (updateVariables writes only what changed in
    // this solver, so x itself is observed through a dependent variable).
    let y = Variable("y")
    try solver.addConstraint((x |==| 9.0) | .strong)
    try solver.addConstraint(y |==| x + 1.0)
    solver.updateVariables()
    #expect(y.value == 5)
    _ = other
  }
}
