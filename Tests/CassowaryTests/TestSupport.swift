// Shared helpers for the Cassowary tests: a seeded PRNG, tolerant comparisons,
// error capture, and constraint residuals measured against the solver's constants.

import Cassowary
import Testing

// MARK: - Deterministic randomness

/// SplitMix64 (Steele, Lea & Flood 2014): tiny, fast and fully deterministic, so a
/// failing seed reproduces on every machine. No Foundation or system randomness.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in [0, 1), 53 random bits.
  mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

  /// Uniform in `range` (modulo bias is negligible for the small ranges used here).
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    let width = UInt64(range.upperBound - range.lowerBound + 1)
    return range.lowerBound + Int(next() % width)
  }

  /// Uniform in `range`.
  mutating func double(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + unit() * (range.upperBound - range.lowerBound)
  }

  /// A multiple of 1/4 in `range` (exact in binary, so hand checks stay exact).
  mutating func quarter(_ range: ClosedRange<Int>) -> Double {
    Double(int((range.lowerBound * 4)...(range.upperBound * 4))) / 4
  }

  mutating func chance(_ probability: Double) -> Bool { unit() < probability }

  mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}

// MARK: - Comparisons

/// `a` and `b` agree to `tolerance`, relative to their magnitude (absolute below 1).
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-8) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// The values of `variables`, for snapshots.
func values(_ variables: [Variable]) -> [Double] { variables.map(\.value) }

/// The largest relative disagreement between two value snapshots.
func maxDifference(_ a: [Double], _ b: [Double]) -> Double {
  precondition(a.count == b.count)
  var worst = 0.0
  for (x, y) in zip(a, b) {
    worst = max(worst, abs(x - y) / max(1, abs(x), abs(y)))
  }
  return worst
}

// MARK: - Errors

/// Runs `body`, which must throw; returns the error, or records an issue and returns nil.
@discardableResult
func solverError(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws(SolverError) -> Void
) -> SolverError? {
  do {
    try body()
  } catch {
    return error
  }
  Issue.record("expected a SolverError, but the call succeeded", sourceLocation: sourceLocation)
  return nil
}

/// Expects `body` to throw `.unsatisfiableConstraint(constraint)` for exactly that object.
func expectUnsatisfiable(
  _ constraint: Constraint,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws(SolverError) -> Void
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

/// Whether the current values satisfy the constraint within a relative 1e-8.
func holds(_ constraint: Constraint, constant: Double, tolerance: Double = 1e-8) -> Bool {
  violation(constraint, constant: constant) <= tolerance * magnitude(constraint, constant: constant)
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
