// Definition rows under churn: constraints that place fresh variables come and go among
// edits and constant updates. After every step the solution must be optimal: its
// weighted error (Σ strength · violation over the non-required constraints) equals that
// of a fresh solver given the same constraints, constants and suggestions, and every
// required constraint holds. The optimum's value is unique even where the solution is
// not, so this oracle holds for underdetermined systems too.

import Testing

@testable import Cassowary

@Suite struct DefinitionChurnTests {
  /// A constraint as data: `Σ terms + constant relation 0`.
  struct Spec {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: Relation
    var strength: Strength

    func make(_ v: [Variable]) -> Constraint {
      Constraint(LinearExpression(terms.map { Term(v[$0.0], $0.1) }, constant: constant), relation, strength: strength)
    }

    /// How far `values` miss it (0 when it holds).
    func violation(_ values: [Double]) -> Double {
      let r = terms.reduce(constant) { $0 + $1.1 * values[$1.0] }
      switch relation {
      case .equal: return abs(r)
      case .lessThanOrEqual: return max(0, r)
      case .greaterThanOrEqual: return max(0, -r)
      }
    }
  }

  /// The weighted error of `values` over `specs` and the edits, and whether every
  /// required constraint holds.
  func score(_ specs: [Spec], _ edits: [(Int, Double)], _ values: [Double]) -> (Double, Bool) {
    var error = 0.0
    var holds = true
    for s in specs {
      let miss = s.violation(values)
      if s.strength.isRequired {
        holds = holds && miss <= 1e-6 * max(1, abs(s.constant))
      } else {
        error += s.strength.value * miss
      }
    }
    for (i, target) in edits { error += Strength.strong.value * abs(values[i] - target) }
    return (error, holds)
  }

  /// Whether `body` was refused as unsatisfiable (which changes nothing); any other
  /// error is recorded.
  func refused(_ body: () throws(SolverError) -> Void) -> Bool {
    do {
      try body()
      return false
    } catch {
      if case .unsatisfiableConstraint = error { return true }
      Issue.record("unexpected \(error)")
      return true
    }
  }

  @Test("A definition in a reused slot that later holds the edit's marker moves once")
  func reusedSlot() throws {
    let s = Solver()
    let v = Variable("v")
    let x = Variable("x")
    try s.addEditVariable(v, strength: .strong)
    try s.suggestValue(v, 10)
    let cap = Constraint(v, .lessThanOrEqual, 100)
    try s.addConstraint(cap)
    try s.removeConstraint(cap)
    let d = Constraint(x, .equal, v + 8, strength: .weak)
    try s.addConstraint(d)
    try s.addConstraint(Constraint(x, .equal, 50, strength: .strong))
    try s.removeConstraint(d)
    try s.suggestValue(v, 30)
    s.updateVariables()
    #expect(x.value == 50)
    #expect(v.value == 30)
  }

  @Test("Random add / remove / suggest / updateConstant sequences stay optimal", arguments: 0..<600)
  func churn(seed: UInt64) throws {
    var rng = SplitMix64(seed: 0xD3F0 + seed)
    var count = 3
    let variables = (0..<40).map { Variable("v\($0)") }
    let solver = Solver()
    var present: [(Spec, Constraint)] = []
    var edits: [(Int, Double)] = []
    let strengths: [Strength] = [.required, .strong, .medium, .weak]
    for step in 0..<60 {
      switch rng.int(0...9) {
      case 0...4:
        // Half the time a fresh variable placed from existing ones: a definition.
        var terms: [(Int, Double)] = []
        if rng.chance(0.5) && count < variables.count {
          terms.append((count, 1))
          count += 1
        }
        for _ in 0..<rng.int(1...2) { terms.append((rng.int(0...(count - 1)), rng.pick([1.0, -1.0, 0.5, 2.0]))) }
        let spec = Spec(
          terms: terms, constant: rng.quarter(-100...100),
          relation: rng.pick([.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]),
          strength: rng.pick(strengths))
        let c = spec.make(variables)
        if refused({ () throws(SolverError) in try solver.addConstraint(c) }) { continue }
        present.append((spec, c))
      case 5, 6:
        guard !present.isEmpty else { continue }
        let i = rng.int(0...(present.count - 1))
        try solver.removeConstraint(present[i].1)
        present.remove(at: i)
      case 7:
        let i = rng.int(0...(count - 1))
        if !edits.contains(where: { $0.0 == i }) {
          try solver.addEditVariable(variables[i], strength: .strong)
          edits.append((i, 0))
        }
        let k = edits.firstIndex { $0.0 == i }!
        edits[k].1 = rng.quarter(-200...200)
        try solver.suggestValue(variables[i], edits[k].1)
      default:
        guard !present.isEmpty else { continue }
        let i = rng.int(0...(present.count - 1))
        let new = rng.quarter(-100...100)
        if refused({ () throws(SolverError) in try solver.updateConstant(of: present[i].1, to: new) }) { continue }
        present[i].0.constant = new
      }
      solver.updateVariables()
      let values = variables.map(\.value)
      let (error, holds) = score(present.map(\.0), edits, values)
      // A fresh solver with the same constraints and suggestions.
      let fresh = (0..<variables.count).map { Variable("f\($0)") }
      let other = Solver()
      for (spec, _) in present { try other.addConstraint(spec.make(fresh)) }
      for (i, target) in edits {
        try other.addEditVariable(fresh[i], strength: .strong)
        try other.suggestValue(fresh[i], target)
      }
      other.updateVariables()
      let (best, _) = score(present.map(\.0), edits, fresh.map(\.value))
      // Rounding: 1e-9 points of error at the strongest weight, or a relative 1e-9.
      let tolerance = 1e-9 * Strength.strong.value + 1e-9 * best
      #expect(holds, "seed \(seed) step \(step): a required constraint is violated")
      #expect(abs(error - best) <= tolerance, "seed \(seed) step \(step): error \(error), fresh \(best)")
      if !holds || abs(error - best) > tolerance { return }
    }
  }
}
