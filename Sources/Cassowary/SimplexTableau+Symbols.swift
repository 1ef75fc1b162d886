extension SimplexTableau {
  /// What the tableau knows of each symbol, by id: its kind, where its row is while it
  /// is basic, which rows may hold it, its variable, and whether that variable is still
  /// to be written back.
  struct Symbols {
    var kinds: [SymbolKind] = []
    /// The slot of the symbol's row while it is basic, else -1.
    var slotOf: [Int32] = []
    /// The slots whose rows may contain the symbol: a superset, so that a cancelled
    /// coefficient costs no search (see `addToColumn` and `compactColumn`).
    var columns: [[Int32]] = []
    var variables: [Variable?] = []
    var dirty: [Bool] = []
    var dirtyList: [Symbol] = []

    var count: Int { kinds.count }

    /// A new symbol of `kind`, not basic and in no row.
    @inline(__always)
    mutating func append(_ kind: SymbolKind) -> Symbol {
      let s = Symbol(kinds.count)
      kinds.append(kind)
      slotOf.append(-1)
      columns.append([])
      variables.append(nil)
      dirty.append(false)
      return s
    }

    /// Forgets the symbols from `count` on; the variables among them that `owner` gave
    /// their ids are free for another solver.
    mutating func removeLast(from count: Int, owner: AnyObject) {
      for s in count..<kinds.count {
        if let v = variables[s], v.owner === owner {
          v.owner = nil
          v.symbol = -1
        }
      }
      let n = kinds.count - count
      kinds.removeLast(n)
      slotOf.removeLast(n)
      columns.removeLast(n)
      variables.removeLast(n)
      dirty.removeLast(n)
      dirtyList.removeAll { Int($0) >= count }
    }

    /// Keeps the symbols `keep` marks (`kept` of them), under the ids `renumbered` gives;
    /// `owner`'s variables learn their new ids. Columns hold slots, which do not move.
    mutating func renumber(keep: [Bool], kept: Int, renumbered: [Symbol], owner: AnyObject) {
      kinds = kinds.entries(keptBy: keep, count: kept)
      slotOf = slotOf.entries(keptBy: keep, count: kept)
      columns = columns.entries(keptBy: keep, count: kept)
      variables = variables.entries(keptBy: keep, count: kept)
      dirty = dirty.entries(keptBy: keep, count: kept)
      for s in variables.indices {
        if let v = variables[s], v.owner === owner { v.symbol = Symbol(s) }
      }
      dirtyList = dirtyList.compactMap { renumbered[Int($0)] == noSymbol ? nil : renumbered[Int($0)] }
    }

    /// Whether something other than this tableau holds the variable of `s`: it may be
    /// constrained again, and must keep its symbol.
    mutating func isHeldElsewhere(_ s: Int) -> Bool {
      kinds[s] == .external && variables[s] != nil && !isKnownUniquelyReferenced(&variables[s])
    }

    /// `updateVariables()` writes the variable of `s` back.
    @inline(__always)
    mutating func markForWriteBack(_ s: Symbol) {
      guard !dirty[Int(s)] else { return }
      dirty[Int(s)] = true
      dirtyList.append(s)
    }

    func releaseVariables(owner: AnyObject) {
      for case let v? in variables where v.owner === owner {
        v.owner = nil
        v.symbol = -1
      }
    }
  }
}
