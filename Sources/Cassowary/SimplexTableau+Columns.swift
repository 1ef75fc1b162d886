extension SimplexTableau {
  /// Notes that the row at `slot` may now contain `s`.
  ///
  /// Stale entries only go when the column is read, and some columns are seldom read (a
  /// window's own edges, in the rows of screens that come and go): those would gain an
  /// entry per row ever stored. Past twice the number of slots the column keeps one
  /// entry per slot, its first: what `compactColumn` makes of the list is unchanged.
  mutating func addToColumn(_ s: Symbol, _ slot: Int32) {
    symbols.columns[Int(s)].append(slot)
    if symbols.columns[Int(s)].count > 2 * rows.row.count + 16 { removeDuplicates(fromColumn: s) }
  }

  private mutating func removeDuplicates(fromColumn s: Symbol) {
    buffers.startSeenPass()
    var list: [Int32] = []
    swap(&list, &symbols.columns[Int(s)])
    var kept = 0
    for i in list.indices {
      let slot = list[i]
      if buffers.seen[Int(slot)] == buffers.seenStamp { continue }
      buffers.seen[Int(slot)] = buffers.seenStamp
      list[kept] = slot
      kept += 1
    }
    list.removeLast(list.count - kept)
    swap(&list, &symbols.columns[Int(s)])
  }

  /// Rewrites `columns[s]` as exactly the live slots whose row contains `s`, once each.
  mutating func compactColumn(_ s: Symbol) {
    buffers.startSeenPass()
    var list: [Int32] = []
    swap(&list, &symbols.columns[Int(s)])
    var kept = 0
    for i in list.indices {
      let slot = list[i]
      // A freed slot's entries stay; a definition that took the slot is in no column.
      if buffers.seen[Int(slot)] == buffers.seenStamp || rows.basicOf[Int(slot)] == noSymbol
        || definitions.isDefinition[Int(slot)]
      {
        continue
      }
      buffers.seen[Int(slot)] = buffers.seenStamp
      if rows.row[Int(slot)].index(of: s) < 0 { continue }
      list[kept] = slot
      kept += 1
    }
    list.removeLast(list.count - kept)
    swap(&list, &symbols.columns[Int(s)])
  }
}
