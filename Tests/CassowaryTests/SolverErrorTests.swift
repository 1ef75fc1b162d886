// Every error a Solver call can throw, and the promise that a throwing call leaves the
// solver exactly as it was: same values, the offender absent, everything still usable.

import Cassowary
import Testing

@Suite struct DuplicateConstraintTests {
  let x = Variable("x")

  @Test func addingTheSameObjectTwice() throws {
    let solver = Solver()
    let c = x |==| 10.0
    try solver.addConstraint(c)
    solver.updateVariables()
    let error = solverError { try solver.addConstraint(c) }
    guard case .duplicateConstraint(let d)? = error else {
      Issue.record("expected duplicateConstraint, got \(String(describing: error))")
      return
    }
    #expect(d === c)
    #expect(solver.hasConstraint(c))
    solver.updateVariables()
    #expect(x.value == 10)
    // Still exactly one copy: one removal empties the solver.
    try solver.removeConstraint(c)
    #expect(!solver.hasConstraint(c))
    #expect(solverError { try solver.removeConstraint(c) } != nil)
  }

  @Test func duplicateNonRequiredConstraint() throws {
    let solver = Solver()
    let c = (x |==| 3.0) | .weak
    try solver.addConstraint(c)
    guard case .duplicateConstraint(let d)? = solverError({ try solver.addConstraint(c) }) else {
      Issue.record("expected duplicateConstraint")
      return
    }
    #expect(d === c)
    // Counted twice, the weak pull (2 × 1) would beat this 1.5 one; once, it loses.
    try solver.addConstraint((x |==| 5.0) | Strength(1.5))
    solver.updateVariables()
    #expect(x.value == 5)
  }

  /// An equal-looking copy is a second constraint, not a duplicate; a redundant
  /// required equality is accepted, and removing either copy keeps the other in force.
  @Test func redundantCopiesAreSeparateConstraints() throws {
    let solver = Solver()
    let first = x |==| 10.0
    let second = x |==| 10.0
    try solver.addConstraints([(x |==| 0.0) | .weak, first, second])
    solver.updateVariables()
    #expect(x.value == 10)
    try solver.removeConstraint(first)
    solver.updateVariables()
    #expect(x.value == 10)
    try solver.removeConstraint(second)
    solver.updateVariables()
    #expect(x.value == 0)
  }

  @Test func redundantCopiesRemovedInTheOtherOrder() throws {
    let solver = Solver()
    let first = x |==| 10.0
    let second = x |==| 10.0
    try solver.addConstraints([(x |==| 0.0) | .weak, first, second])
    try solver.removeConstraint(second)
    solver.updateVariables()
    #expect(x.value == 10)
    try solver.removeConstraint(first)
    solver.updateVariables()
    #expect(x.value == 0)
  }
}

@Suite struct UnsatisfiableConstraintTests {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")

  /// Checks the aftermath of a rejected constraint: values identical, the offender
  /// absent, a satisfiable constraint still accepted.
  private func expectUnchanged(
    _ solver: Solver,
    _ variables: [Variable],
    _ before: [Double],
    rejected: Constraint,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(!solver.hasConstraint(rejected), sourceLocation: sourceLocation)
    #expect(solver.constant(of: rejected) == nil, sourceLocation: sourceLocation)
    solver.updateVariables()
    #expect(values(variables) == before, sourceLocation: sourceLocation)
    let fresh = Variable("fresh")
    try solver.addConstraint(fresh |==| 3.0)
    solver.updateVariables()
    #expect(fresh.value == 3, sourceLocation: sourceLocation)
    #expect(values(variables) == before, sourceLocation: sourceLocation)
  }

  /// The conflicting row reduces to dummies only with a nonzero constant.
  @Test func conflictingEqualities() throws {
    let first = x |==| 10.0
    let solver = try solved([first, (y |==| x + 1.0) | .strong])
    let before = values([x, y])
    #expect(before == [10, 11])
    let second = x |==| 20.0
    expectUnsatisfiable(second) { try solver.addConstraint(second) }
    try expectUnchanged(solver, [x, y], before, rejected: second)
    // Once the first is gone the second fits, and the rejected object is not "in use".
    try solver.removeConstraint(first)
    try solver.addConstraint(second)
    solver.updateVariables()
    #expect(x.value == 20 && y.value == 21)
  }

  /// The conflict is found by minimizing an artificial variable.
  @Test func conflictingInequalities() throws {
    let atLeast = x |>=| 10.0
    let solver = try solved([atLeast, (x |==| 15.0) | .weak])
    let before = values([x])
    #expect(before == [15])
    let atMost = x |<=| 5.0
    expectUnsatisfiable(atMost) { try solver.addConstraint(atMost) }
    try expectUnchanged(solver, [x], before, rejected: atMost)
    try solver.removeConstraint(atLeast)
    try solver.addConstraint(atMost)
    solver.updateVariables()
    #expect(x.value == 5)
  }

  @Test func equalityAgainstAnInequality() throws {
    let solver = try solved([x |>=| 10.0])
    let before = values([x])
    let bad = x |==| 4.0
    expectUnsatisfiable(bad) { try solver.addConstraint(bad) }
    try expectUnchanged(solver, [x], before, rejected: bad)
  }

  @Test func chainConflict() throws {
    let sum = x + y |==| 10.0
    let pinX = x |==| 3.0
    let solver = try solved([sum, pinX])
    #expect(values([x, y]) == [3, 7])
    let pinY = y |==| 8.0
    expectUnsatisfiable(pinY) { try solver.addConstraint(pinY) }
    try expectUnchanged(solver, [x, y], [3, 7], rejected: pinY)
    // Removing earlier constraints still works after the failure.
    try solver.removeConstraint(pinX)
    try solver.addConstraint(pinY)
    solver.updateVariables()
    #expect(values([x, y]) == [2, 8])
    try solver.removeConstraint(sum)
    try solver.addConstraint(pinX)
    solver.updateVariables()
    #expect(values([x, y]) == [3, 8])
  }

  @Test func chainConflictThroughInequalities() throws {
    let solver = try solved([
      x + y |<=| 10.0, x |>=| 6.0, (x |==| 8.0) | .weak, (y |==| 1.0) | .weak,
    ])
    #expect(values([x, y]) == [8, 1])
    let bad = y |>=| 5.0
    expectUnsatisfiable(bad) { try solver.addConstraint(bad) }
    try expectUnchanged(solver, [x, y], [8, 1], rejected: bad)
    let ok = y |>=| 4.0
    try solver.addConstraint(ok)
    solver.updateVariables()
    #expect(values([x, y]) == [6, 4])
  }

  @Test func conflictIntroducingANewVariable() throws {
    let solver = try solved([x |==| 10.0, x + z |==| 5.0])
    #expect(values([x, z]) == [10, -5])
    let w = Variable("w")
    let bad = z + w |<=| -20.0
    try solver.addConstraints([w |>=| 0.0, (w |==| 0.0) | .weak])
    solver.updateVariables()
    expectUnsatisfiable(bad) { try solver.addConstraint(bad) }
    try expectUnchanged(solver, [x, z, w], [10, -5, 0], rejected: bad)
  }

  @Test func emptyRequiredConstraintThatCannotHold() throws {
    let solver = try solved([x |==| 1.0])
    let never = Constraint(0, .equal, 5)
    expectUnsatisfiable(never) { try solver.addConstraint(never) }
    let negative = Constraint(1, .lessThanOrEqual, 0)
    expectUnsatisfiable(negative) { try solver.addConstraint(negative) }
    let cancelled = Constraint(x - x, .greaterThanOrEqual, 2)
    expectUnsatisfiable(cancelled) { try solver.addConstraint(cancelled) }
    try expectUnchanged(solver, [x], [1], rejected: never)
  }

  @Test func nonRequiredConflictsAreNeverErrors() throws {
    let solver = try solved([x |==| 10.0])
    try solver.addConstraint((x |==| 20.0) | .strong)
    try solver.addConstraint((x |<=| 5.0) | Strength(strong: 999, medium: 0, weak: 0))
    solver.updateVariables()
    #expect(x.value == 10)
  }

  @Test func theSolverKeepsWorkingAsIfTheFailureNeverHappened() throws {
    // Two solvers get the same story; only `failing` also sees rejected constraints.
    func build(_ v: [Variable]) -> [Constraint] {
      [
        v[0] |>=| 0.0, v[1] |==| v[0] + 50.0, v[1] |<=| 300.0,
        (v[0] |==| 20.0) | .weak, (v[2] |==| v[1] - 5.0) | .medium,
      ]
    }
    let a = [Variable("a0"), Variable("a1"), Variable("a2")]
    let b = [Variable("b0"), Variable("b1"), Variable("b2")]
    let failing = try solved(build(a))
    let clean = try solved(build(b))
    for bad in [a[0] |<=| -1.0, a[1] |>=| 400.0, a[1] - a[0] |==| 10.0] {
      expectUnsatisfiable(bad) { try failing.addConstraint(bad) }
    }
    try failing.addEditVariable(a[0], strength: .strong)
    try clean.addEditVariable(b[0], strength: .strong)
    for target in [100.0, 400.0, -30.0, 125.0] {
      try failing.suggestValue(a[0], target)
      try clean.suggestValue(b[0], target)
      failing.updateVariables()
      clean.updateVariables()
      #expect(values(a) == values(b))
    }
    #expect(values(a) == [125, 175, 170])
  }
}

@Suite struct UnknownConstraintTests {
  let x = Variable("x")

  @Test func removingAConstraintThatWasNeverAdded() throws {
    let solver = try solved([x |==| 1.0])
    let stranger = x |==| 1.0
    guard case .unknownConstraint(let c)? = solverError({ try solver.removeConstraint(stranger) })
    else {
      Issue.record("expected unknownConstraint")
      return
    }
    #expect(c === stranger)
    solver.updateVariables()
    #expect(x.value == 1)
  }

  @Test func removingTwice() throws {
    let c = x |==| 1.0
    let solver = try solved([c])
    try solver.removeConstraint(c)
    guard case .unknownConstraint(let d)? = solverError({ try solver.removeConstraint(c) }) else {
      Issue.record("expected unknownConstraint")
      return
    }
    #expect(d === c)
  }

  @Test func updatingTheConstantOfAnUnknownConstraint() throws {
    let c = x |==| 1.0
    let solver = try solved([(x |==| 4.0) | .weak])
    guard
      case .unknownConstraint(let d)? = solverError({ try solver.updateConstant(of: c, to: -2) })
    else {
      Issue.record("expected unknownConstraint")
      return
    }
    #expect(d === c)
    #expect(solver.constant(of: c) == nil)
    try solver.addConstraint(c)
    try solver.removeConstraint(c)
    #expect(solverError { try solver.updateConstant(of: c, to: -2) } != nil)
    solver.updateVariables()
    #expect(x.value == 4)
  }

  @Test func rejectedConstraintIsUnknown() throws {
    let solver = try solved([x |==| 1.0])
    let bad = x |==| 2.0
    expectUnsatisfiable(bad) { try solver.addConstraint(bad) }
    guard case .unknownConstraint? = solverError({ try solver.removeConstraint(bad) }) else {
      Issue.record("expected unknownConstraint")
      return
    }
    guard case .unknownConstraint? = solverError({ try solver.updateConstant(of: bad, to: -1) })
    else {
      Issue.record("expected unknownConstraint")
      return
    }
  }
}

@Suite struct EditVariableErrorTests {
  let x = Variable("x")
  let y = Variable("y")

  @Test func duplicateEditVariable() throws {
    let solver = Solver()
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 5)
    for strength in [Strength.strong, .weak, .medium] {
      guard
        case .duplicateEditVariable(let v)? = solverError({
          try solver.addEditVariable(x, strength: strength)
        })
      else {
        Issue.record("expected duplicateEditVariable")
        return
      }
      #expect(v === x)
    }
    // The first edit is untouched: still strong, still at 5, still one of them.
    try solver.addConstraint((x |==| 1.0) | .medium)
    solver.updateVariables()
    #expect(x.value == 5)
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    solver.updateVariables()
    #expect(x.value == 1)
  }

  @Test func suggestingForANonEditVariable() throws {
    let solver = try solved([x |==| 1.0])
    guard case .unknownEditVariable(let v)? = solverError({ try solver.suggestValue(x, 3) }) else {
      Issue.record("expected unknownEditVariable")
      return
    }
    #expect(v === x)
    solver.updateVariables()
    #expect(x.value == 1)
  }

  @Test func removingANonEditVariable() throws {
    let solver = Solver()
    guard case .unknownEditVariable(let v)? = solverError({ try solver.removeEditVariable(y) })
    else {
      Issue.record("expected unknownEditVariable")
      return
    }
    #expect(v === y)
    try solver.addEditVariable(y, strength: .weak)
    try solver.removeEditVariable(y)
    guard case .unknownEditVariable? = solverError({ try solver.removeEditVariable(y) }) else {
      Issue.record("expected unknownEditVariable after removal")
      return
    }
    guard case .unknownEditVariable? = solverError({ try solver.suggestValue(y, 1) }) else {
      Issue.record("expected unknownEditVariable after removal")
      return
    }
  }

  @Test(arguments: [
    Strength.required, Strength(strong: 1000, medium: 1000, weak: 1000, weight: 2), Strength(2e9),
  ])
  func requiredEditVariable(strength: Strength) throws {
    let solver = try solved([(x |==| 6.0) | .weak])
    guard
      case .badRequiredStrength(let s)? = solverError({
        try solver.addEditVariable(x, strength: strength)
      })
    else {
      Issue.record("expected badRequiredStrength")
      return
    }
    #expect(s.isRequired)
    #expect(!solver.hasEditVariable(x))
    #expect(solverError { try solver.suggestValue(x, 1) } != nil)
    solver.updateVariables()
    #expect(x.value == 6)
    // A proper strength afterwards is fine.
    try solver.addEditVariable(x, strength: Strength(strong: 1000, medium: 1000, weak: 999))
    try solver.suggestValue(x, 2)
    solver.updateVariables()
    #expect(x.value == 2)
  }

  @Test func errorsDescribeThemselves() throws {
    let solver = try solved([x |==| 1.0])
    let bad = x |==| 2.0
    let error = solverError { try solver.addConstraint(bad) }
    #expect(error.map { "\($0)".contains("unsatisfiable") } == true)
    #expect(solverError { try solver.suggestValue(y, 1) }.map { "\($0)".contains("y") } == true)
  }
}

@Suite struct AddConstraintsErrorTests {
  @Test func stopsAtTheFirstErrorKeepingEarlierOnes() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let ok = x |==| 1.0
    let bad = x |==| 2.0
    let later = y |==| 3.0
    let error = solverError { try solver.addConstraints([ok, bad, later]) }
    guard case .unsatisfiableConstraint(let c)? = error else {
      Issue.record("expected unsatisfiableConstraint")
      return
    }
    #expect(c === bad)
    #expect(solver.hasConstraint(ok))
    #expect(!solver.hasConstraint(bad))
    #expect(!solver.hasConstraint(later))
    try solver.addConstraint(later)
    solver.updateVariables()
    #expect(x.value == 1 && y.value == 3)
  }
}
