// Edit variables (suggestValue) and in-place constant changes (updateConstant): both
// must land exactly where a solver built from scratch with the final numbers lands.

import Cassowary
import Testing

@Suite struct SuggestValueTests {
  let x = Variable("x")
  let y = Variable("y")

  @Test func firstValueIsZeroThenFollowsSuggestions() throws {
    let solver = Solver()
    try solver.addEditVariable(x, strength: .strong)
    solver.updateVariables()
    #expect(x.value == 0)
    for target in [42.0, -17.5, 0, 1e6, 3.25] {
      try solver.suggestValue(x, target)
      solver.updateVariables()
      #expect(x.value == target)
    }
  }

  @Test func firstValueIsZeroEvenAgainstAWeakerPull() throws {
    let solver = try solved([(x |==| 30.0) | .weak])
    #expect(x.value == 30)
    try solver.addEditVariable(x, strength: .medium)
    solver.updateVariables()
    #expect(x.value == 0)
  }

  @Test func clampedByRequiredInequalities() throws {
    let solver = try solved([x |>=| 0.0, x |<=| 100.0])
    try solver.addEditVariable(x, strength: .strong)
    for (target, expected) in [(150.0, 100.0), (-20, 0), (50, 50), (100, 100), (0, 0), (1e9, 100)] {
      try solver.suggestValue(x, target)
      solver.updateVariables()
      #expect(x.value == expected, "suggested \(target)")
    }
  }

  @Test func weakEditLosesToAStrongerConstraint() throws {
    let solver = try solved([(x |==| 10.0) | .strong])
    try solver.addEditVariable(x, strength: .medium)
    try solver.suggestValue(x, 42)
    solver.updateVariables()
    #expect(x.value == 10)

    let other = try solved([(y |==| 10.0) | .medium])
    try other.addEditVariable(y, strength: .strong)
    try other.suggestValue(y, 42)
    other.updateVariables()
    #expect(y.value == 42)
  }

  @Test func suggestionPersistsWhileOtherConstraintsComeAndGo() throws {
    let solver = try solved([(x |==| 0.0) | .weak])
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 50)
    let cap = x |<=| 40.0
    try solver.addConstraint(cap)
    solver.updateVariables()
    #expect(x.value == 40)
    try solver.suggestValue(x, 45)
    try solver.suggestValue(x, 30)
    solver.updateVariables()
    #expect(x.value == 30)
    try solver.suggestValue(x, 50)
    solver.updateVariables()
    #expect(x.value == 40)
    try solver.removeConstraint(cap)
    solver.updateVariables()
    #expect(x.value == 50)
  }

  @Test func removingTheEditVariableHandsBackToWeakerConstraints() throws {
    let solver = try solved([(x |==| 7.0) | .weak])
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 99)
    solver.updateVariables()
    #expect(x.value == 99)
    try solver.removeEditVariable(x)
    solver.updateVariables()
    #expect(x.value == 7)
    // Re-adding starts again from 0, not from the old suggestion.
    try solver.addEditVariable(x, strength: .strong)
    solver.updateVariables()
    #expect(x.value == 0)
  }

  @Test func draggingAViewOfFixedWidth() throws {
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let solver = try solved([
      right |==| left + width, width |==| 100.0, left |>=| 0.0, right |<=| 320.0,
    ])
    try solver.addEditVariable(left, strength: .strong)
    for (target, expectedLeft) in [(30.0, 30.0), (250, 220), (-5, 0), (219.5, 219.5)] {
      try solver.suggestValue(left, target)
      solver.updateVariables()
      #expect(left.value == expectedLeft)
      #expect(right.value == expectedLeft + 100)
    }
  }

  @Test func strongerOfTwoConflictingEditsWins() throws {
    let left = Variable("left")
    let right = Variable("right")
    let solver = try solved([right |>=| left + 100.0])
    try solver.addEditVariable(left, strength: .strong)
    try solver.addEditVariable(right, strength: .medium)
    try solver.suggestValue(left, 0)
    try solver.suggestValue(right, 50)
    solver.updateVariables()
    #expect(left.value == 0 && right.value == 100)
    try solver.suggestValue(right, 300)
    solver.updateVariables()
    #expect(left.value == 0 && right.value == 300)
    try solver.suggestValue(left, 250)
    solver.updateVariables()
    #expect(left.value == 250 && right.value == 350)
  }

  @Test func editVariableInsideAChain() throws {
    // x drives y and z through required equalities; z is capped.
    let z = Variable("z")
    let solver = try solved([y |==| 2 * x + 1.0, z |==| y - x, z |<=| 50.0])
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 10)
    solver.updateVariables()
    #expect(values([x, y, z]) == [10, 21, 11])
    try solver.suggestValue(x, 100)  // z = x + 1 would be 101 > 50
    solver.updateVariables()
    #expect(values([x, y, z]) == [49, 99, 50])
  }
}

@Suite struct UpdateConstantTests {
  let x = Variable("x")
  let y = Variable("y")

  /// Values of `variables` in a fresh solver holding `constraints`.
  private func freshValues(_ constraints: [Constraint], _ variables: [Variable]) throws -> [Double] {
    let copies = variables.map { Variable($0.name) }
    func translate(_ c: Constraint) -> Constraint {
      let terms = c.expression.terms.map { t -> Term in
        Term(copies[variables.firstIndex { $0 === t.variable }!], t.coefficient)
      }
      return Constraint(
        LinearExpression(terms, constant: c.expression.constant), c.relation, strength: c.strength)
    }
    _ = try solved(constraints.map(translate))
    return values(copies)
  }

  @Test func equalityInPlace() throws {
    let pin = x |==| 10.0
    let follow = y |==| x + 5.0
    let solver = try solved([pin, follow])
    #expect(values([x, y]) == [10, 15])
    #expect(solver.constant(of: pin) == -10)
    try solver.updateConstant(of: pin, to: -20)
    #expect(solver.constant(of: pin) == -20)
    #expect(pin.expression.constant == -10)
    solver.updateVariables()
    #expect(values([x, y]) == [20, 25])
    #expect(try values([x, y]) == freshValues([x |==| 20.0, follow], [x, y]))
    try solver.updateConstant(of: pin, to: 7.5)
    solver.updateVariables()
    #expect(values([x, y]) == [-7.5, -2.5])
  }

  @Test func sameConstantIsANoOp() throws {
    let pin = x |==| 10.0
    let solver = try solved([pin])
    try solver.updateConstant(of: pin, to: -10)
    solver.updateVariables()
    #expect(x.value == 10)
    #expect(solver.constant(of: pin) == -10)
  }

  /// `x >= k` with a weak pull to 0: binds for k > 0, lets go for k <= 0.
  @Test func lowerBoundBindsAndUnbinds() throws {
    let bound = x |>=| 10.0
    let pull = (x |==| 0.0) | .weak
    let solver = try solved([bound, pull])
    #expect(x.value == 10)
    for k in [3.0, -5, 12, 0, 40, -1e4, 1e4, 8] {
      try solver.updateConstant(of: bound, to: -k)
      solver.updateVariables()
      #expect(x.value == max(0, k), "x >= \(k)")
      #expect(try [x.value] == freshValues([x |>=| k, pull], [x]))
    }
  }

  /// `x <= k` with a weak pull to 100.
  @Test func upperBoundBindsAndUnbinds() throws {
    let bound = x |<=| 50.0
    let pull = (x |==| 100.0) | .weak
    let solver = try solved([bound, pull])
    #expect(x.value == 50)
    for k in [80.0, 120, 30, 100, -20, 100.5, 99.5] {
      try solver.updateConstant(of: bound, to: -k)
      solver.updateVariables()
      #expect(x.value == min(100, k), "x <= \(k)")
      #expect(try [x.value] == freshValues([x |<=| k, pull], [x]))
    }
  }

  @Test func nonRequiredConstantsMoveTheSolution() throws {
    let wish = (x |==| 10.0) | .strong
    let solver = try solved([wish, (x |==| 0.0) | .weak, x |<=| 500.0])
    try solver.updateConstant(of: wish, to: -30)
    solver.updateVariables()
    #expect(x.value == 30)
    // Far past a required bound: never an error for a non-required constraint.
    try solver.updateConstant(of: wish, to: -1e9)
    solver.updateVariables()
    #expect(x.value == 500)
    let lean = (y |>=| 10.0) | .medium
    try solver.addConstraints([lean, (y |==| 0.0) | .weak])
    try solver.updateConstant(of: lean, to: -20)
    solver.updateVariables()
    #expect(y.value == 20)
    try solver.updateConstant(of: lean, to: 20)
    solver.updateVariables()
    #expect(y.value == 0)
  }

  /// In one solver the constant changes in place; in its twin the constraint is removed
  /// and a copy with the new constant added. Both must agree after every change.
  @Test func inPlaceEqualsRemoveAndReAdd() throws {
    func layout(_ l: Variable, _ w: Variable, _ r: Variable) -> [Constraint] {
      [
        r |==| l + w, l |>=| 0.0, r |<=| 400.0, (w |==| 120.0) | .medium,
        (l |==| 40.0) | .weak,
      ]
    }
    let a = (Variable("al"), Variable("aw"), Variable("ar"))
    let b = (Variable("bl"), Variable("bw"), Variable("br"))
    let inPlace = try solved(layout(a.0, a.1, a.2))
    let reAdded = try solved(layout(b.0, b.1, b.2))
    // `w >= minimum` (required) and `l == position` (strong), as layout code changes them.
    let minWidthA = a.1 |>=| 50.0
    let positionA = (a.0 |==| 10.0) | .strong
    try inPlace.addConstraints([minWidthA, positionA])
    var minWidthB = b.1 |>=| 50.0
    var positionB = (b.0 |==| 10.0) | .strong
    try reAdded.addConstraints([minWidthB, positionB])
    let steps: [(minimum: Double, position: Double)] = [
      (200, 10), (200, 350), (30, 350), (390, 5), (0, -40), (150, 260), (50, 10),
    ]
    for step in steps {
      try inPlace.updateConstant(of: minWidthA, to: -step.minimum)
      try inPlace.updateConstant(of: positionA, to: -step.position)
      try reAdded.removeConstraint(minWidthB)
      try reAdded.removeConstraint(positionB)
      minWidthB = (b.1 |>=| step.minimum)
      positionB = (b.0 |==| step.position) | .strong
      try reAdded.addConstraints([minWidthB, positionB])
      inPlace.updateVariables()
      reAdded.updateVariables()
      #expect(values([a.0, a.1, a.2]) == values([b.0, b.1, b.2]), "after \(step)")
    }
    // The last step by hand: l = 10 (strong), w = 120 (medium; >= 50), r = 130.
    #expect(values([a.0, a.1, a.2]) == [10, 120, 130])
  }

  @Test func multiTermConstraint() throws {
    let sum = x + y |==| 100.0
    let diff = (x |==| y + 20.0) | .strong
    let solver = try solved([sum, diff])
    #expect(values([x, y]) == [60, 40])
    try solver.updateConstant(of: sum, to: -200)
    solver.updateVariables()
    #expect(values([x, y]) == [110, 90])
    try solver.updateConstant(of: diff, to: 0)
    solver.updateVariables()
    #expect(values([x, y]) == [100, 100])
  }

  @Test func unsatisfiableInequalityKeepsTheOldConstant() throws {
    let floor = x |>=| 10.0
    let ceiling = x |<=| 20.0
    let solver = try solved([floor, ceiling, (x |==| 30.0) | .weak])
    #expect(x.value == 20)
    expectUnsatisfiable(ceiling) { try solver.updateConstant(of: ceiling, to: -5) }
    #expect(solver.constant(of: ceiling) == -20)
    #expect(solver.hasConstraint(ceiling))
    solver.updateVariables()
    #expect(x.value == 20)
    // The old bound is really in force, and later updates start from it.
    try solver.updateConstant(of: ceiling, to: -15)
    solver.updateVariables()
    #expect(x.value == 15)
    #expect(try [x.value] == freshValues([floor, x |<=| 15.0, (x |==| 30.0) | .weak], [x]))
    try solver.removeConstraint(floor)
    try solver.updateConstant(of: ceiling, to: -5)
    solver.updateVariables()
    #expect(x.value == 5)
  }

  @Test func unsatisfiableEqualityKeepsTheOldConstant() throws {
    let pin = x |==| 10.0
    let solver = try solved([pin, x + y |==| 30.0, y |==| 20.0])
    expectUnsatisfiable(pin) { try solver.updateConstant(of: pin, to: -15) }
    #expect(solver.constant(of: pin) == -10)
    solver.updateVariables()
    #expect(values([x, y]) == [10, 20])
    let z = Variable("z")
    try solver.addConstraint(z |==| x + y)
    solver.updateVariables()
    #expect(z.value == 30)
  }

  @Test func unsatisfiableUpdateWithEditVariablesAround() throws {
    let left = Variable("left")
    let width = Variable("width")
    let minWidth = width |>=| 40.0
    let solver = try solved([
      minWidth, left + width |<=| 100.0, left |>=| 0.0, (width |==| 60.0) | .weak,
    ])
    try solver.addEditVariable(left, strength: .strong)
    try solver.suggestValue(left, 50)
    solver.updateVariables()
    #expect(values([left, width]) == [50, 50])
    expectUnsatisfiable(minWidth) { try solver.updateConstant(of: minWidth, to: -120) }
    solver.updateVariables()
    #expect(values([left, width]) == [50, 50])
    try solver.suggestValue(left, 10)
    solver.updateVariables()
    #expect(values([left, width]) == [10, 60])
    try solver.updateConstant(of: minWidth, to: -80)
    solver.updateVariables()
    #expect(values([left, width]) == [10, 80])
    try solver.suggestValue(left, 50)
    solver.updateVariables()
    #expect(values([left, width]) == [20, 80])
  }
}

@Suite struct AnimationTests {
  /// A sidebar whose width animates, with content and a toolbar following it.
  private struct Layout {
    let sidebar = Variable("sidebar")
    let content = Variable("content")
    let toolbarX = Variable("toolbarX")
    let gap = Variable("gap")
    let constraints: [Constraint]

    init() {
      constraints = [
        sidebar |>=| 0.0,
        sidebar + gap + content |==| 1024.0,
        content |>=| 300.0,
        gap |>=| 8.0,
        (gap |==| 16.0) | .medium,
        toolbarX |==| sidebar + gap,
        (content |==| 700.0) | .weak,
      ]
    }

    var all: [Variable] { [sidebar, content, toolbarX, gap] }
  }

  @Test func manyAlternatingSuggestionsEndAtTheFreshSolution() throws {
    let animated = Layout()
    let solver = try solved(animated.constraints)
    try solver.addEditVariable(animated.sidebar, strength: .strong)
    var rng = SplitMix64(seed: 7)
    for frame in 0..<600 {
      // Open, close, overshoot both ways, with the odd jump.
      let target =
        frame % 7 == 0
        ? rng.quarter(-200...1200)
        : Double(frame % 2 == 0 ? frame % 400 : 800 - frame % 500)
      try solver.suggestValue(animated.sidebar, target)
      if frame % 3 == 0 { solver.updateVariables() }
    }
    try solver.suggestValue(animated.sidebar, 260)
    solver.updateVariables()

    let fresh = Layout()
    let check = try solved(fresh.constraints)
    try check.addEditVariable(fresh.sidebar, strength: .strong)
    try check.suggestValue(fresh.sidebar, 260)
    check.updateVariables()
    #expect(values(fresh.all) == [260, 748, 276, 16])
    #expect(values(animated.all) == values(fresh.all))
  }

  @Test func animatingTwoEditsAndAConstant() throws {
    let animated = Layout()
    let solver = try solved(animated.constraints)
    let gapWish = animated.constraints[4]
    try solver.addEditVariable(animated.sidebar, strength: .strong)
    try solver.addEditVariable(animated.content, strength: .medium)
    var rng = SplitMix64(seed: 11)
    for _ in 0..<400 {
      switch rng.int(0...2) {
      case 0: try solver.suggestValue(animated.sidebar, rng.quarter(-100...1100))
      case 1: try solver.suggestValue(animated.content, rng.quarter(0...1200))
      default: try solver.updateConstant(of: gapWish, to: -rng.quarter(0...40))
      }
      if rng.chance(0.3) { solver.updateVariables() }
    }
    try solver.suggestValue(animated.sidebar, 200)
    try solver.suggestValue(animated.content, 900)
    try solver.updateConstant(of: gapWish, to: -24)
    solver.updateVariables()

    // sidebar (strong) gets 200; content (medium) wants 900 but only 1024 - 200 - gap
    // fits; gap's medium wish is 24, against content's medium pull to 900: the weak
    // content == 700 pull settles it towards a smaller content, so gap stays 24.
    let fresh = Layout()
    var constraints = fresh.constraints
    constraints[4] = (fresh.gap |==| 24.0) | .medium
    let check = try solved(constraints)
    try check.addEditVariable(fresh.sidebar, strength: .strong)
    try check.addEditVariable(fresh.content, strength: .medium)
    try check.suggestValue(fresh.sidebar, 200)
    try check.suggestValue(fresh.content, 900)
    check.updateVariables()
    #expect(values(fresh.all) == [200, 800, 224, 24])
    #expect(values(animated.all) == values(fresh.all))
  }
}
