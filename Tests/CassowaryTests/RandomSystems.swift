// Random, UI-like constraint systems as data, from a seeded SplitMix64 (no Foundation,
// no system randomness): the same seed gives the same system on every machine.

import Cassowary

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

// MARK: - Random systems

/// A constraint as data, so that the same system can be built over several sets of
/// variables (twin solvers, fresh solvers).
struct ConstraintSpec {
  var terms: [(index: Int, coefficient: Double)]
  var constant: Double
  var relation: Relation
  var strength: Strength
  /// A variable's weak `x == k` that keeps the optimum unique; removing it may not.
  var isPreference = false

  func make(_ variables: [Variable], constant: Double? = nil) -> Constraint {
    let expression = LinearExpression(
      terms.map { Term(variables[$0.index], $0.coefficient) }, constant: constant ?? self.constant)
    return Constraint(expression, relation, strength: strength)
  }

  /// `terms + constant` at `point`.
  func residual(at point: [Double], constant: Double? = nil) -> Double {
    terms.reduce(constant ?? self.constant) { $0 + $1.coefficient * point[$1.index] }
  }

  func isSatisfied(at point: [Double], constant: Double? = nil, tolerance: Double = 1e-9) -> Bool {
    let r = residual(at: point, constant: constant)
    let scale = terms.reduce(max(1, abs(constant ?? self.constant))) {
      $0 + abs($1.coefficient * point[$1.index])
    }
    switch relation {
    case .equal: return abs(r) <= tolerance * scale
    case .lessThanOrEqual: return r <= tolerance * scale
    case .greaterThanOrEqual: return r >= -tolerance * scale
    }
  }

  /// The same constraint scaled by `factor` (negative factors flip inequalities).
  func scaled(by factor: Double) -> ConstraintSpec {
    var copy = self
    copy.terms = terms.map { ($0.index, $0.coefficient * factor) }
    copy.constant = constant * factor
    if factor < 0 {
      switch relation {
      case .equal: break
      case .lessThanOrEqual: copy.relation = .greaterThanOrEqual
      case .greaterThanOrEqual: copy.relation = .lessThanOrEqual
      }
    }
    return copy
  }
}

struct SystemSpec {
  var variableCount: Int
  var witness: [Double]
  var constraints: [ConstraintSpec]

  func variables(_ prefix: String = "v") -> [Variable] {
    (0..<variableCount).map { Variable("\(prefix)\($0)") }
  }

  func build(_ variables: [Variable]) -> [Constraint] { constraints.map { $0.make(variables) } }
}

struct SystemGenerator {
  enum Strengths {
    /// The presets strong / medium / weak: many ties, many degenerate pivots.
    case presets
    /// Random reals around each level: a unique optimum (with preferences).
    case generic
    /// Random reals at the weak level only (for edit-variable properties).
    case genericWeakOnly
    /// Ordered levels as UIKit's priorities use them (250, 251, 750, 999), weights of
    /// 1 or nearly: many ties within a level, and lower levels that must not gang up.
    case ordered
  }

  var variables: ClosedRange<Int> = 5...24
  var strengths: Strengths = .generic
  var preferences = true
  /// Required constraints per variable, and non-required ones per variable.
  var requiredPerVariable: ClosedRange<Double> = 0.4...1.2
  var optionalPerVariable: ClosedRange<Double> = 0.2...1.0
  /// Whether a required equality may be a linear combination of earlier ones. kiwi
  /// keeps such a constraint only as a relation between the dummies of the others, so
  /// removing one of those loses it (see `redundantCopiesAreSeparateConstraints`); the
  /// random properties avoid that case by default so that it cannot mask others.
  var redundantEqualities = false

  /// Coefficients drawn for terms (duplicates weigh the draw).
  var coefficients: [Double] = [1, -1, 0.5, -0.5, 2, -2, 1, -1]

  func randomTerms(_ rng: inout SplitMix64, _ n: Int) -> [(index: Int, coefficient: Double)] {
    let count = min(n, rng.int(1...4))
    var terms: [(index: Int, coefficient: Double)] = []
    var used: [Int] = []
    while terms.count < count {
      let i = rng.int(0...(n - 1))
      // Now and then repeat a variable: the constraint reduces it (possibly away).
      if used.contains(i) && !rng.chance(0.1) { continue }
      used.append(i)
      terms.append((i, rng.pick(coefficients)))
    }
    return terms
  }

  func randomStrength(_ rng: inout SplitMix64) -> Strength {
    switch strengths {
    case .presets:
      return rng.pick([Strength.strong, .medium, .weak, .weak])
    case .generic:
      let level = rng.pick([1_000_000.0, 1000, 1, 1])
      return Strength(level * rng.double(0.5...1.5))
    case .genericWeakOnly:
      return Strength(rng.double(0.5...1.5))
    case .ordered:
      return .ordered(rng.pick([250, 251, 750, 999]), weight: rng.pick([1, 1, 1, 2, 0.5]))
    }
  }

  func randomRelation(_ rng: inout SplitMix64) -> Relation {
    let r = rng.int(0...9)
    return r < 4 ? .equal : (r < 7 ? .lessThanOrEqual : .greaterThanOrEqual)
  }

  /// A required constraint over random terms that `witness` satisfies.
  func requiredConstraint(_ rng: inout SplitMix64, witness: [Double]) -> ConstraintSpec {
    let terms = randomTerms(&rng, witness.count)
    let s = terms.reduce(0) { $0 + $1.coefficient * witness[$1.index] }
    let relation = randomRelation(&rng)
    let slack = rng.chance(0.3) ? 0 : rng.quarter(0...30)
    let constant: Double
    switch relation {
    case .equal: constant = -s
    case .lessThanOrEqual: constant = -s - slack
    case .greaterThanOrEqual: constant = -s + slack
    }
    return ConstraintSpec(terms: terms, constant: constant, relation: relation, strength: .required)
  }

  func optionalConstraint(_ rng: inout SplitMix64, variableCount: Int) -> ConstraintSpec {
    ConstraintSpec(
      terms: randomTerms(&rng, variableCount), constant: rng.quarter(-100...100),
      relation: randomRelation(&rng), strength: randomStrength(&rng))
  }

  func preference(_ rng: inout SplitMix64, index: Int) -> ConstraintSpec {
    let strength: Strength =
      switch strengths {
      case .presets: .weak
      case .ordered: .ordered(1, weight: rng.double(0.5...1.5))
      case .generic, .genericWeakOnly: Strength(rng.double(0.5...1.5))
      }
    return ConstraintSpec(
      terms: [(index, 1)], constant: -rng.quarter(-100...100), relation: .equal, strength: strength,
      isPreference: true)
  }

  func make(_ rng: inout SplitMix64) -> SystemSpec {
    let n = rng.int(variables)
    let witness = (0..<n).map { _ in rng.quarter(-100...100) }
    let requiredCount = Int(Double(n) * rng.double(requiredPerVariable))
    let optionalCount = Int(Double(n) * rng.double(optionalPerVariable))
    var constraints: [ConstraintSpec] = []
    var span = EqualitySpan(variableCount: n)
    for _ in 0..<requiredCount {
      var c = requiredConstraint(&rng, witness: witness)
      if c.relation == .equal && !redundantEqualities && !span.insert(c) {
        c.relation = .lessThanOrEqual
        c.constant -= rng.quarter(0...30)
      }
      constraints.append(c)
    }
    for _ in 0..<optionalCount { constraints.append(optionalConstraint(&rng, variableCount: n)) }
    if preferences {
      for i in 0..<n { constraints.append(preference(&rng, index: i)) }
    }
    shuffle(&constraints, &rng)
    return SystemSpec(variableCount: n, witness: witness, constraints: constraints)
  }
}

/// Fisher–Yates with our own generator (the standard library's algorithm may change).
func shuffle<T>(_ items: inout [T], _ rng: inout SplitMix64) {
  guard items.count > 1 else { return }
  for i in stride(from: items.count - 1, to: 0, by: -1) {
    items.swapAt(i, rng.int(0...i))
  }
}

/// The span of the term vectors of some equalities, kept in reduced row-echelon form.
struct EqualitySpan {
  private var rows: [(pivot: Int, row: [Double])] = []
  let variableCount: Int

  init(variableCount: Int) { self.variableCount = variableCount }

  private func reduce(_ c: ConstraintSpec) -> [Double] {
    var v = [Double](repeating: 0, count: variableCount)
    for t in c.terms { v[t.index] += t.coefficient }
    for (pivot, row) in rows where v[pivot] != 0 {
      let f = v[pivot] / row[pivot]
      for k in 0..<variableCount { v[k] -= f * row[k] }
    }
    return v
  }

  /// Whether `c`'s terms are independent of the span so far.
  func isIndependent(_ c: ConstraintSpec) -> Bool { reduce(c).contains { abs($0) > 1e-9 } }

  /// Adds `c` if it is independent; returns whether it was.
  mutating func insert(_ c: ConstraintSpec) -> Bool {
    let v = reduce(c)
    guard let pivot = v.indices.max(by: { abs(v[$0]) < abs(v[$1]) }), abs(v[pivot]) > 1e-9 else {
      return false
    }
    // Keep earlier rows reduced against the new pivot.
    for i in rows.indices where rows[i].row[pivot] != 0 {
      let f = rows[i].row[pivot] / v[pivot]
      for k in 0..<variableCount { rows[i].row[k] -= f * v[k] }
    }
    rows.append((pivot, v))
    return true
  }
}
