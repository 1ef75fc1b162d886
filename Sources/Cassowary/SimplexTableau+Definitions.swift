extension SimplexTableau {
  /// The definition rows (see `addDefinition`): which slots hold one, their values, what
  /// reads them, and the queue that expands them when a new row refers to them.
  struct Definitions {
    /// Per slot: whether its row is a definition, the definition's rank (one more than
    /// the highest rank of the definitions its row refers to, so that refreshing in
    /// rank order reads only fresh values), its value, and whether that value is stale.
    var isDefinition: [Bool] = []
    var rank: [Int32] = []
    var value: [Double] = []
    var isStale: [Bool] = []
    var staleSlots: [Int32] = []
    /// Per symbol: the definition slots whose row may contain it (a superset, checked
    /// on use). Definition rows are in no `columns` list: pivots never rewrite them.
    var dependents: [[Int32]] = []
    /// Whether some row may hold a variable that is not basic. Then a new row's expansion
    /// may hold one too, and kiwi's rule might make that its subject rather than the new
    /// variable, so definitions are off (for good: finding out again would cost a scan).
    var mayHaveFreeVariables = false
    /// The work list of `markDependentsStale`, kept for its buffer.
    var stalePending: [Symbol] = []
    /// Per rank: the definitions a row being built refers to, still to expand; per slot,
    /// the factor its expansion is added with (0: not queued).
    var expansionBuckets: [[Int32]] = []
    var expansionWeight: [Double] = []

    @inline(__always)
    mutating func appendSymbol() {
      dependents.append([])
    }

    mutating func removeLastSymbols(_ n: Int) {
      dependents.removeLast(n)
    }

    /// Keeps the symbols `keep` marks (`kept` of them). The lists hold slots, which do
    /// not move.
    mutating func renumber(keep: [Bool], kept: Int) {
      dependents = dependents.entries(keptBy: keep, count: kept)
    }

    /// A new slot's entries: no definition.
    @inline(__always)
    mutating func appendSlot() {
      isDefinition.append(false)
      rank.append(0)
      value.append(0)
      isStale.append(false)
      expansionWeight.append(0)
    }

    /// The definition at `slot` must be recomputed; false if it already was to be.
    @discardableResult
    mutating func markStale(_ slot: Int32) -> Bool {
      guard !isStale[Int(slot)] else { return false }
      isStale[Int(slot)] = true
      staleSlots.append(slot)
      return true
    }

    /// `weight[slot] := weight[slot] + c`: the row being built holds `c` times the
    /// definition at `slot` more. Returns the definition's rank.
    @inline(__always)
    mutating func queueExpansion(_ slot: Int32, _ c: Double) -> Int32 {
      let rank = self.rank[Int(slot)]
      if expansionWeight[Int(slot)] == 0 {
        while expansionBuckets.count <= Int(rank) { expansionBuckets.append([]) }
        expansionBuckets[Int(rank)].append(slot)
      }
      expansionWeight[Int(slot)] += c
      // 0 means not queued: a weight that cancels keeps the smallest nonzero value.
      if expansionWeight[Int(slot)] == 0 { expansionWeight[Int(slot)] = .leastNonzeroMagnitude }
      return rank
    }

    /// A queued definition of `rank` and its weight, taken off the queue.
    @inline(__always)
    mutating func nextExpansion(rank: Int32) -> (slot: Int32, weight: Double)? {
      guard let slot = expansionBuckets[Int(rank)].popLast() else { return nil }
      let c = expansionWeight[Int(slot)]
      expansionWeight[Int(slot)] = 0
      return (slot, c)
    }
  }
}
