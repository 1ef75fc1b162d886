extension SimplexTableau {
  /// Drops the symbols nothing can reach any more and renumbers the others densely, in
  /// their old order; returns the new id of each old symbol (`noSymbol` if dropped).
  ///
  /// A removed constraint's markers and the unknowns of views that are gone would
  /// otherwise stay forever, and every per-symbol array (and the copy `add` takes for
  /// phase one) would grow with every constraint ever added. A symbol is kept if
  /// `pinned` says so (the solver's constraints), if it is in a row or the objective,
  /// or if it is a variable something other than this tableau still holds (it may be
  /// constrained again and must keep its place). Every decision of the simplex compares
  /// symbol ids, never their values, so an order-preserving renumbering changes no
  /// pivot: the solution and its rounding stay exactly what they were.
  mutating func compact(pinned: [Bool], owner: AnyObject) -> [Symbol] {
    let count = symbols.count
    var keep = pinned
    keep.reserveCapacity(count)
    while keep.count < count { keep.append(false) }
    for slot in rows.row.indices where rows.basicOf[slot] != noSymbol {
      keep[Int(rows.basicOf[slot])] = true
      for cell in rows.row[slot].cells { keep[Int(cell.symbol)] = true }
    }
    for s in 0..<count where !keep[s] {
      if symbols.slotOf[s] >= 0 || objective.hasCost(Symbol(s)) {
        keep[s] = true
      } else if symbols.isHeldElsewhere(s) {
        keep[s] = true
      }
    }

    var renumbered = [Symbol](repeating: noSymbol, count: count)
    var next: Symbol = 0
    for s in 0..<count where keep[s] {
      renumbered[s] = next
      next += 1
    }
    guard Int(next) < count else { return renumbered }

    let kept = Int(next)
    symbols.renumber(keep: keep, kept: kept, renumbered: renumbered, owner: owner)
    definitions.renumber(keep: keep, kept: kept)
    objective.renumber(keep: keep, kept: kept, renumbered: renumbered)
    rows.renumber(renumbered)
    buffers.renumber(keep: keep, kept: kept)
    infeasible = infeasible.compactMap { renumbered[Int($0)] == noSymbol ? nil : renumbered[Int($0)] }
    return renumbered
  }

  /// Forgets the symbols from `count` on, which no row, cost or constraint refers to:
  /// those a rejected constraint made.
  mutating func dropSymbols(from count: Int, owner: AnyObject) {
    guard count < symbols.count else { return }
    let n = symbols.count - count
    symbols.removeLast(from: count, owner: owner)
    definitions.removeLastSymbols(n)
    objective.removeLastSymbols(n)
    buffers.removeLastSymbols(n)
  }
}

extension Array {
  /// The elements at the indices `keep` marks, in order: `count` of them.
  func entries(keptBy keep: [Bool], count: Int) -> [Element] {
    var out: [Element] = []
    out.reserveCapacity(count)
    for i in indices where keep[i] { out.append(self[i]) }
    return out
  }
}
