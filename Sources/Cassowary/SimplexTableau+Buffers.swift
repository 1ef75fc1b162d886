extension SimplexTableau {
  /// What row operations reuse instead of allocating: the output buffer of merges and
  /// solves, the accumulator a new row is summed in, and the per-slot marks of a pass.
  ///
  /// Kept apart from `Rows`, last in the tableau, so that the fields every pass reads
  /// (symbols, rows, definitions) stay together at the front.
  struct Buffers {
    /// The cells a row operation writes into; the cells it replaces become the next one.
    var scratch: [Cell] = []
    /// Per symbol: its coefficient so far in the row being built (`accumulate`), and the
    /// symbols that have one.
    var accumulator: [Double] = []
    var touched: [Symbol] = []
    /// Per slot: the stamp of the last pass that visited it (`startSeenPass`).
    var seen: [UInt32] = []
    var seenStamp: UInt32 = 0

    @inline(__always)
    mutating func appendSymbol() {
      accumulator.append(0)
    }

    mutating func removeLastSymbols(_ n: Int) {
      accumulator.removeLast(n)
    }

    /// Keeps the symbols `keep` marks (`kept` of them).
    mutating func renumber(keep: [Bool], kept: Int) {
      accumulator = accumulator.entries(keptBy: keep, count: kept)
    }

    @inline(__always)
    mutating func appendSlot() {
      seen.append(0)
    }

    /// A new stamp for `seen`, so a pass marks slots without clearing the array first.
    ///
    /// Inlined: as a call it keeps the optimiser from hoisting the uniqueness check of
    /// `seen` out of the caller's loop, one check per slot visited, on the path every
    /// constant update takes.
    @inline(__always)
    mutating func startSeenPass() {
      seenStamp &+= 1
      if seenStamp == 0 {
        for i in seen.indices { seen[i] = 0 }
        seenStamp = 1
      }
    }

    /// `accumulator[s] := accumulator[s] + c`
    ///
    /// 0 means untouched: a sum that cancels keeps the smallest nonzero value instead, so
    /// that `s` is listed in `touched` once (`appendAccumulated` drops it as near zero).
    mutating func accumulate(_ s: Symbol, _ c: Double) {
      if accumulator[Int(s)] == 0 { touched.append(s) }
      accumulator[Int(s)] += c
      if accumulator[Int(s)] == 0 { accumulator[Int(s)] = .leastNonzeroMagnitude }
    }

    /// `row := row + Σ accumulator[s]·s`, sorted by symbol, the near-zero sums dropped;
    /// the accumulator is left all zero for the next row.
    @inline(__always)
    mutating func appendAccumulated(to row: inout Row) {
      touched.sort()
      row.cells.reserveCapacity(touched.count + 2)
      for s in touched {
        let c = accumulator[Int(s)]
        accumulator[Int(s)] = 0
        if abs(c) >= nearZero { row.cells.append(Cell(symbol: s, coefficient: c)) }
      }
      touched.removeAll(keepingCapacity: true)
    }
  }
}
