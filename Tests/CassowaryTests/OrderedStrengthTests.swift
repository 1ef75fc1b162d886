// Ordered levels (`Strength.ordered`): a higher level is satisfied as far as it can be
// before a lower one counts; within a level the errors add up. Expected values are worked
// out by hand in each comment; the random systems are checked against vertex enumeration.

import Cassowary
import Testing

@Suite struct OrderedStrengthTests {
  /// x == 100 at 251 against three x == 200 at 250: ordered, the 251 wins (the 250s
  /// would cost 300 points, but only after 251 is settled). Weighted, 3 × 250 × 100
  /// outweighs 251 × 100 and x goes to 200.
  @Test func oneHigherLevelBeatsAnyNumberOfLowerOnes() throws {
    let x = Variable("x")
    let ordered = try solved(
      [(x |==| 100) | .ordered(251)] + (0..<3).map { _ in (x |==| 200) | .ordered(250) })
    #expect(x.value == 100)
    _ = ordered

    let y = Variable("y")
    let weighted = try solved([(y |==| 100) | Strength(251)] + (0..<3).map { _ in (y |==| 200) | Strength(250) })
    #expect(y.value == 200)
    _ = weighted
  }

  /// Thirty 250s against one 251, and the 251 removed and added again: the winner
  /// follows the highest level present.
  @Test func removingTheHigherLevelHandsOverToTheLowerOne() throws {
    let x = Variable("x")
    let high = (x |==| 100) | .ordered(251)
    let solver = try solved([high] + (0..<30).map { _ in (x |==| 200) | .ordered(250) })
    #expect(x.value == 100)
    try solver.removeConstraint(high)
    solver.updateVariables()
    #expect(x.value == 200)
    try solver.addConstraint(high)
    solver.updateVariables()
    #expect(x.value == 100)
    try solver.updateConstant(of: high, to: -150)
    solver.updateVariables()
    #expect(x.value == 150)
  }

  /// Within one level the sum of errors is minimised: |x| + |x - 10| + |x - 30| is
  /// smallest at the median, x = 10 (cost 30; at 0 it is 40, at 30 it is 50).
  @Test func errorsWithinALevelAddUp() throws {
    let x = Variable("x")
    let solver = try solved([0.0, 10, 30].map { (x |==| $0) | .ordered(500) })
    #expect(x.value == 10)
    _ = solver
  }

  /// A tie within a level (x == 0 and x == 10 at 750: any x in 0...10 costs 10) is
  /// decided by the next level down: x == 7 at 250 gives 7, x == 40 at 250 gives 10.
  @Test func aTieWithinALevelIsDecidedBelowIt() throws {
    for (target, expected) in [(7.0, 7.0), (40, 10), (-5, 0)] {
      let x = Variable("x")
      let solver = try solved([
        (x |==| 0) | .ordered(750), (x |==| 10) | .ordered(750), (x |==| target) | .ordered(250),
      ])
      #expect(x.value == expected, "lower preference \(target)")
      _ = solver
    }
  }

  /// Required against 999: the required constraint holds, the 999 one gives way.
  @Test func requiredBeats999() throws {
    let x = Variable("x")
    let solver = try solved([(x |==| 10) | .ordered(999), x |==| 5, (x |>=| 8) | .ordered(999)])
    #expect(x.value == 5)
    _ = solver
  }

  /// Four levels at once. Required x + y == 100. At 750, x == 80 and y == 50 cost
  /// |x - 80| + |x - 50| (y = 100 - x): 30 for any x in 50...80. At 251, x <= 60 narrows
  /// that to 50...60; at 250, x >= 70 then picks x = 60 (y = 40). At 1, y == 0 cannot
  /// move anything any more.
  @Test func severalLevelsAtOnce() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = try solved([
      (y |==| 0) | .ordered(1),
      (x |>=| 70) | .ordered(250),
      (x |<=| 60) | .ordered(251),
      (x |==| 80) | .ordered(750),
      (y |==| 50) | .ordered(750),
      x + y |==| 100,
    ])
    #expect(x.value == 60 && y.value == 40)
    _ = solver
  }

  /// Every ordered level is above the weighted strengths: ordered(1) beats strong.
  @Test func orderedLevelsAreAboveWeightedStrengths() throws {
    let x = Variable("x")
    let solver = try solved([(x |==| 2) | .strong, (x |==| 1) | .ordered(1)])
    #expect(x.value == 1)
    _ = solver
    #expect(Strength.ordered(1) > .strong && Strength.ordered(999) < .required)
    #expect(Strength.ordered(1000) == .required && Strength.ordered(1000).isRequired)
    #expect(Strength.ordered(251) > .ordered(250, weight: 1000))
  }

  /// An edit variable at an ordered level yields only to higher levels: with x <= 50 at
  /// 750, a suggestion of 80 at 999 is met, one at 500 stops at 50; 20 is met by both.
  @Test func editVariablesAtOrderedLevels() throws {
    for (level, expected) in [(999.0, 80.0), (500, 50)] {
      let x = Variable("x")
      let solver = try solved([(x |<=| 50) | .ordered(750), (x |==| 0) | .ordered(250)])
      try solver.addEditVariable(x, strength: .ordered(level))
      try solver.suggestValue(x, 80)
      solver.updateVariables()
      #expect(x.value == expected, "edit at \(level)")
      try solver.suggestValue(x, 20)
      solver.updateVariables()
      #expect(x.value == 20, "edit at \(level)")
    }
  }

  /// A random system of 2–3 variables at UIKit-like levels, built into a solver.
  func tinyOrderedSystem(_ seed: UInt64) throws -> (SystemSpec, [Variable], [Constraint], Solver) {
    var rng = SplitMix64(seed: seed)
    var generator = SystemGenerator()
    generator.variables = 2...3
    generator.strengths = .ordered
    generator.requiredPerVariable = 0.3...1.0
    generator.optionalPerVariable = 0.5...2.0
    let spec = generator.make(&rng)
    let variables = spec.variables()
    let constraints = spec.build(variables)
    return (spec, variables, constraints, try solved(constraints))
  }

  /// The solver's cost at every level equals the oracle's, highest level first.
  func expectOracleCosts(_ spec: SystemSpec, _ variables: [Variable], seed: UInt64) {
    let point = values(variables)
    if let bad = firstViolatedRequired(spec.build(variables), constants: spec.constraints.map(\.constant)) {
      Issue.record("seed \(seed): required #\(bad) violated")
      return
    }
    guard let best = bruteForceMinimum(spec) else {
      Issue.record("seed \(seed): oracle found no feasible vertex")
      return
    }
    let costs = levelCosts(spec, at: point)
    let agree =
      !isLexicographicallyLower(costs, best.costs, tolerance: 1e-8)
      && !isLexicographicallyLower(best.costs, costs, tolerance: 1e-8)
    #expect(agree, "seed \(seed): solver costs \(costs) at \(point), optimum \(best.costs) at \(best.point)")
  }

  /// Random small systems at UIKit-like levels against vertex enumeration.
  @Test(.timeLimit(.minutes(1)))
  func tinyOrderedSystemsMatchBruteForce() throws {
    forEachSeed(0..<300) { seed in
      let (spec, variables, _, solver) = try tinyOrderedSystem(0x0D000 + seed)
      expectOracleCosts(spec, variables, seed: seed)
      _ = solver
    }
  }

  /// The same kind of systems, then every optional constraint removed and re-added: the
  /// costs are the oracle's again (the levels' rows are released and reused).
  @Test(.timeLimit(.minutes(1)))
  func orderedSystemsSurviveRemoveAndReAdd() throws {
    forEachSeed(0..<100) { seed in
      let (spec, variables, constraints, solver) = try tinyOrderedSystem(0x0E000 + seed)
      for c in constraints where !c.strength.isRequired { try solver.removeConstraint(c) }
      for c in constraints where !c.strength.isRequired { try solver.addConstraint(c) }
      solver.updateVariables()
      expectOracleCosts(spec, variables, seed: seed)
    }
  }
}
