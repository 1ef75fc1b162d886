extension SimplexTableau {
  /// The objective: one dense cost row per level in use (`Strength.level`), compared
  /// from the highest level down, and phase one's artificial objective.
  ///
  /// A cost row is named by its index (`levelIndex`); `levels[levelIndex]` is its level.
  struct Objective {
    /// `costs[levelIndex][symbol]`. Cost rows of levels no constraint uses any more stay
    /// allocated, all zero, for reuse (`freeIndices`).
    var costs: [[Double]] = []
    /// Per cost row: its level, the constraints that use it, and the largest weight it
    /// has had, for telling rounding from real costs.
    var levels: [Double] = []
    var uses: [Int] = []
    var scales: [Double] = []
    /// The cost rows in use, highest level first: the order costs compare in.
    var order: [Int] = []
    var freeIndices: [Int] = []
    /// The symbols whose cost may be negative, lexicographically.
    var negatives = SymbolHeap()
    /// While phase one runs: the artificial variable's row, the objective it minimises.
    var artificial: Row? = nil

    @inline(__always)
    mutating func appendSymbol() {
      for i in costs.indices { costs[i].append(0) }
    }

    mutating func removeLastSymbols(_ n: Int) {
      for i in costs.indices { costs[i].removeLast(n) }
    }

    /// Keeps the symbols `keep` marks (`kept` of them), under the ids `renumbered` gives.
    mutating func renumber(keep: [Bool], kept: Int, renumbered: [Symbol]) {
      for i in costs.indices { costs[i] = costs[i].entries(keptBy: keep, count: kept) }
      negatives.renumber(renumbered)
    }

    /// Whether `s` has a cost at some level.
    func hasCost(_ s: Symbol) -> Bool {
      costs.contains { $0[Int(s)] != 0 }
    }

    /// `cost[i][s] := 0` at every level.
    mutating func clearCosts(of s: Symbol) {
      for i in costs.indices { costs[i][Int(s)] = 0 }
    }

    /// The index of the cost row of `strength`'s level, made (or reused) if no
    /// constraint uses that level yet, with a cost for each of `symbolCount` symbols.
    mutating func useLevel(_ strength: Strength, symbolCount: Int) -> Int {
      let i: Int
      if let live = order.first(where: { levels[$0] == strength.level }) {
        i = live
      } else {
        if let free = freeIndices.popLast() {
          i = free
        } else {
          i = costs.count
          costs.append([Double](repeating: 0, count: symbolCount))
          levels.append(0)
          uses.append(0)
          scales.append(1)
        }
        levels[i] = strength.level
        scales[i] = 1
        let position = order.firstIndex { levels[$0] < strength.level } ?? order.count
        order.insert(i, at: position)
      }
      uses[i] += 1
      scales[i] = max(scales[i], strength.value)
      return i
    }

    /// A constraint of the level at `levelIndex` is gone; the last one takes the level's
    /// costs with it (all zero but for rounding: no error of that level is left).
    mutating func releaseLevel(_ levelIndex: Int) {
      uses[levelIndex] -= 1
      guard uses[levelIndex] == 0 else { return }
      for s in costs[levelIndex].indices { costs[levelIndex][s] = 0 }
      order.removeAll { $0 == levelIndex }
      freeIndices.append(levelIndex)
    }

    /// Whether `s`'s cost is negative: the cost of the highest level where it is not 0.
    @inline(__always)
    func hasNegativeCost(_ s: Symbol) -> Bool {
      for i in order {
        let v = costs[i][Int(s)]
        if v != 0 { return v < 0 }
      }
      return false
    }

    /// The dual simplex's ratio test: whether entering `a` (coefficient `ca` in the
    /// leaving row) keeps the costs lower, level by level, than entering `b` (`cb`):
    ///
    ///     cost[i][a] / ca  <  cost[i][b] / cb   at the highest level i where they differ
    ///
    /// Ratios within rounding of each other tie, and the next level decides.
    @inline(__always)
    func hasLowerRatio(_ a: Symbol, _ ca: Double, than b: Symbol, _ cb: Double) -> Bool {
      for i in order {
        let x = costs[i][Int(a)] / ca
        let y = costs[i][Int(b)] / cb
        if abs(x - y) <= 1e-12 * max(1, scales[i]) { continue }
        return x < y
      }
      return false
    }

    /// `cost[i][s] := 0` at the highest level `i` where `s` has a cost, which no row
    /// bounds: that cost can only be rounding (see `optimize`), unless it is larger than
    /// rounding, a bug.
    mutating func dropUnboundedCost(of s: Symbol) throws(SolverError) {
      guard let i = order.first(where: { costs[$0][Int(s)] != 0 }) else { return }
      let c = costs[i][Int(s)]
      guard c > -1e-12 * scales[i] else {
        throw .internalError("the objective is unbounded (coefficient \(c) at level \(levels[i]))")
      }
      costs[i][Int(s)] = 0
      if hasNegativeCost(s) { negatives.push(s) }
    }

    /// `artificial := artificial - a·s`, for a coefficient `a` of `s` that no row bounds:
    /// rounding (see `optimize`), unless it is larger than rounding, a bug.
    mutating func dropUnboundedArtificialCell(of s: Symbol) throws(SolverError) {
      let i = artificial!.index(of: s)
      let c = artificial!.cells[i].coefficient
      let scale = artificial!.cells.reduce(1) { max($0, abs($1.coefficient)) }
      guard c > -1e-12 * scale else {
        throw .internalError("the artificial objective is unbounded (coefficient \(c))")
      }
      artificial!.cells.remove(at: i)
    }
  }
}
