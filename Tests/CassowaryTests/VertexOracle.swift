// An oracle that is not the solver: brute-force vertex enumeration for systems of 2–3
// variables. The optimum of Cassowary's piecewise-linear objective (weighted or
// lexicographic) lies where `n` of the constraints' hyperplanes meet, so the best
// feasible such point is the optimum.

import Cassowary

/// The errors at `point`, summed per level and listed highest level first (weighted
/// strengths are all level 0, one sum as kiwi's objective).
func levelCosts(_ spec: SystemSpec, at point: [Double]) -> [(level: Double, cost: Double)] {
  var sums: [Double: Double] = [:]
  for c in spec.constraints where !c.strength.isRequired {
    let r = c.residual(at: point)
    let v: Double
    switch c.relation {
    case .equal: v = abs(r)
    case .lessThanOrEqual: v = max(0, r)
    case .greaterThanOrEqual: v = max(0, -r)
    }
    sums[c.strength.level, default: 0] += c.strength.value * v
  }
  return sums.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
}

/// Whether the level costs `a` are lower than `b`, highest level first; costs within
/// `tolerance` (relative, absolute below 1) of each other tie and the next level decides.
func isLexicographicallyLower(
  _ a: [(level: Double, cost: Double)], _ b: [(level: Double, cost: Double)], tolerance: Double = 1e-9
) -> Bool {
  for (x, y) in zip(a, b) {
    precondition(x.level == y.level)
    if abs(x.cost - y.cost) <= tolerance * max(1, abs(x.cost), abs(y.cost)) { continue }
    return x.cost < y.cost
  }
  return false
}

/// The lowest level costs over all feasible intersections of `n` hyperplanes, and a
/// point that has them.
func bruteForceMinimum(_ spec: SystemSpec) -> (costs: [(level: Double, cost: Double)], point: [Double])? {
  let n = spec.variableCount
  let planes = spec.constraints.map { c -> [Double] in
    var row = [Double](repeating: 0, count: n + 1)
    for t in c.terms { row[t.index] += t.coefficient }
    row[n] = -c.constant
    return row
  }
  var best: (costs: [(level: Double, cost: Double)], point: [Double])?
  func visit(_ chosen: [Int], from start: Int) {
    if chosen.count == n {
      guard let point = solveSquare(chosen.map { planes[$0] }, n) else { return }
      guard spec.constraints.allSatisfy({ !$0.strength.isRequired || $0.isSatisfied(at: point) })
      else { return }
      let costs = levelCosts(spec, at: point)
      if best == nil || isLexicographicallyLower(costs, best!.costs) { best = (costs, point) }
      return
    }
    guard start < planes.count else { return }
    for i in start..<planes.count { visit(chosen + [i], from: i + 1) }
  }
  visit([], from: 0)
  return best
}

/// Gaussian elimination with partial pivoting on `[A | b]`; nil when singular.
private func solveSquare(_ rows: [[Double]], _ n: Int) -> [Double]? {
  var m = rows
  for col in 0..<n {
    var pivot = col
    for r in col..<n where abs(m[r][col]) > abs(m[pivot][col]) { pivot = r }
    if abs(m[pivot][col]) < 1e-9 { return nil }
    m.swapAt(col, pivot)
    for r in 0..<n where r != col {
      let f = m[r][col] / m[col][col]
      if f == 0 { continue }
      for k in col...n { m[r][k] -= f * m[col][k] }
    }
  }
  return (0..<n).map { m[$0][n] / m[$0][$0] }
}
