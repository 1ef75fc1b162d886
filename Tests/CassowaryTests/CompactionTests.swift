// A solver that lives long (a window's) sees constraints, and the variables they place,
// come and go. Its tableau drops what nothing can reach any more; these tests check that
// its size stays bounded and that dropping changes nothing else: the same values, bit for
// bit, and the same pivots as a solver that keeps everything.

import Testing

@testable import Cassowary

@Suite struct CompactionTests {
  struct Run {
    var values: [Double] = []
    var statistics: (pivots: Int, mergedCells: Int) = (0, 0)
    var largestSymbolCount = 0
  }

  /// A persistent system of a few variables and, `rounds` times, a batch of fresh ones
  /// tied to it and to each other: added, solved, read, removed, let go. Half the batches
  /// are first laid out by a solver of their own that is dropped after the long-lived one
  /// took them (a view tree built off screen, then put in a window), so the long-lived
  /// solver meets them as another solver's variables. A few batch variables outlive their
  /// round and are constrained again in a later one.
  func churn(seed: UInt64, rounds: Int, compacting: Bool) -> Run {
    var rng = SplitMix64(seed: seed)
    let generator = SystemGenerator()
    let solver = Solver()
    solver.compactsTableau = compacting
    var run = Run()

    let base = (0..<6).map { Variable("base\($0)") }
    let baseWitness = base.map { _ in rng.quarter(-100...100) }
    for _ in 0..<6 {
      try? solver.addConstraint(generator.requiredConstraint(&rng, witness: baseWitness).make(base))
    }
    for i in base.indices { try? solver.addConstraint(generator.preference(&rng, index: i).make(base)) }

    var kept: [(variable: Variable, witness: Double)] = []
    for round in 0..<rounds {
      let batch = (0..<rng.int(3...8)).map { Variable("r\(round).\($0)") }
      let variables = base + kept.map(\.variable) + batch
      let witness = baseWitness + kept.map(\.witness) + batch.map { _ in rng.quarter(-100...100) }
      var constraints: [Constraint] = []
      for _ in 0..<batch.count {
        constraints.append(generator.requiredConstraint(&rng, witness: witness).make(variables))
      }
      for _ in 0..<(batch.count / 2) {
        constraints.append(generator.optionalConstraint(&rng, variableCount: variables.count).make(variables))
      }
      for i in (base.count + kept.count)..<variables.count {
        constraints.append(generator.preference(&rng, index: i).make(variables))
      }

      var offScreen: Solver? = rng.chance(0.5) ? Solver() : nil
      for c in constraints { try? offScreen?.addConstraint(c) }
      offScreen?.updateVariables()
      for c in constraints { try? solver.addConstraint(c) }
      offScreen = nil
      solver.updateVariables()
      run.values += variables.map(\.value)
      run.largestSymbolCount = max(run.largestSymbolCount, solver.symbolCount)
      for c in constraints where solver.hasConstraint(c) { try? solver.removeConstraint(c) }

      if rng.chance(0.3) {
        kept.append((batch[0], witness[base.count + kept.count]))
        if kept.count > 4 { kept.removeFirst() }
      }
    }
    solver.updateVariables()
    run.values += base.map(\.value)
    run.statistics = solver.statistics
    return run
  }

  @Test("Dropping unreachable symbols changes no value and no pivot", arguments: [1, 2, 3] as [UInt64])
  func sameSolutionAsKeepingEverything(seed: UInt64) {
    let compacted = churn(seed: seed, rounds: 200, compacting: true)
    let kept = churn(seed: seed, rounds: 200, compacting: false)
    #expect(compacted.values == kept.values)
    #expect(compacted.statistics.pivots == kept.statistics.pivots)
    #expect(compacted.statistics.mergedCells == kept.statistics.mergedCells)
    // The uncompacted tableau holds every symbol ever made; the compacted one a bounded
    // number of them (compaction starts at 1024 and keeps at most twice the live ones).
    #expect(kept.largestSymbolCount > 2 * 1024)
    #expect(compacted.largestSymbolCount <= 2 * 1024)
  }

  @Test("A variable let go leaves the solver; one still held keeps its place and its value")
  func variablesLetGoAreDropped() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(Constraint(LinearExpression(x) - 10, .equal))
    weak var gone: Variable?
    for round in 0..<2000 {
      let y = Variable("y\(round)")
      if round == 0 { gone = y }
      let c = Constraint(LinearExpression(y) - LinearExpression(x) - Double(round), .equal)
      try solver.addConstraint(c)
      solver.updateVariables()
      #expect(y.value == 10 + Double(round))
      try solver.removeConstraint(c)
    }
    #expect(gone == nil)
    #expect(solver.symbolCount <= 1024)
    let later = Constraint(LinearExpression(x) - 20, .equal, strength: .strong)
    try solver.addConstraint(later)
    solver.updateVariables()
    #expect(x.value == 10)
  }
}
