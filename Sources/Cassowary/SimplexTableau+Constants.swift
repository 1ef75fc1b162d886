extension SimplexTableau {
  /// Moves the constraint's constant by `delta`, as kiwi's `suggestValue` does for
  /// edit constraints, then restores feasibility by dual simplex.
  mutating func shiftConstant(tag: Tag, by delta: Double, failure: SolverError) throws(SolverError) {
    if applyShift(tag: tag, by: delta), (try? dualOptimize()) != nil { return }
    // The new constant contradicts the required constraints: put the old one back.
    // The tableau is still dual feasible, so one more dual pass restores the optimum.
    infeasible.removeAll(keepingCapacity: true)
    _ = applyShift(tag: tag, by: -delta)
    try dualOptimize()
    throw failure
  }

  /// Moves the marker by `shift = delta / markerCoefficient`; false if a required
  /// equality that was redundant now contradicts the others.
  ///
  ///     every row  basic = constant + c·marker + …:   constant := constant + c·shift
  ///     the marker's own row, if it is basic:        constant := constant - shift
  private mutating func applyShift(tag: Tag, by delta: Double) -> Bool {
    let shift = delta / tag.markerCoefficient
    let marker = tag.marker
    // The marker now stands for itself minus `shift`: every row that holds it moves
    // by its coefficient times `shift`. Definitions may hold it even when it is basic.
    if !definitions.dependents[Int(marker)].isEmpty {
      var list: [Int32] = []
      swap(&list, &definitions.dependents[Int(marker)])
      // The list may name a slot twice (a symbol that cancelled and came back): once each.
      buffers.startSeenPass()
      for slot in list where definitions.isDefinition[Int(slot)] && buffers.seen[Int(slot)] != buffers.seenStamp {
        buffers.seen[Int(slot)] = buffers.seenStamp
        let c = rows.row[Int(slot)].coefficient(of: marker)
        if c == 0 { continue }
        rows.row[Int(slot)].constant += c * shift
        definitionChanged(slot)
      }
      swap(&list, &definitions.dependents[Int(marker)])
    }
    let slot = symbols.slotOf[Int(marker)]
    if slot >= 0 {
      rows.row[Int(slot)].constant -= shift
      markDirty(marker)
      if symbols.kinds[Int(marker)] == .dummy { return repairDummyRow(slot) }
      if rows.row[Int(slot)].constant < 0 { infeasible.append(marker) }
      return true
    }
    // One pass compacts the column and shifts each row in it (the path of every frame's
    // edit); dummy rows are repaired after it, once every row has moved by the same
    // substitution, since a repair's pivot rewrites rows the pass has not reached yet.
    // The pass reads and writes through buffer pointers: it runs once per row of the
    // column every frame, and each checked, uniqueness-tested subscript cost as much as
    // the shift itself. It marks what it moved for write-back as `markDirty` does; the
    // moved symbols that definitions read are marked through `markDirty` after it.
    buffers.startSeenPass()
    let stamp = buffers.seenStamp
    var list: [Int32] = []
    swap(&list, &symbols.columns[Int(marker)])
    var dirtyList: [Symbol] = []
    swap(&dirtyList, &symbols.dirtyList)
    dirtyList.reserveCapacity(dirtyList.count + list.count)
    var read: [Symbol] = []
    var dummies: [Int32] = []
    var negative: [Symbol] = []
    let kept = list.withUnsafeMutableBufferPointer { list in
      rows.row.withUnsafeMutableBufferPointer { row in
        rows.basicOf.withUnsafeBufferPointer { basicOf in
          definitions.isDefinition.withUnsafeBufferPointer { isDefinition in
            buffers.seen.withUnsafeMutableBufferPointer { seen in
              symbols.kinds.withUnsafeBufferPointer { kinds in
                symbols.dirty.withUnsafeMutableBufferPointer { dirty in
                  definitions.dependents.withUnsafeBufferPointer { dependents in
                    var kept = 0
                    for i in 0..<list.count {
                      let slot = Int(list[i])
                      // A freed slot's entries stay; a definition that took the slot is in no column.
                      if seen[slot] == stamp || basicOf[slot] == noSymbol || isDefinition[slot] { continue }
                      seen[slot] = stamp
                      let j = row[slot].index(of: marker)
                      if j < 0 { continue }
                      list[kept] = Int32(slot)
                      kept += 1
                      let constant = row[slot].constant + row[slot].cells[j].coefficient * shift
                      row[slot].constant = constant
                      let basic = basicOf[slot]
                      if !dependents[Int(basic)].isEmpty { read.append(basic) }
                      switch kinds[Int(basic)] {
                      case .external:
                        if !dirty[Int(basic)] {
                          dirty[Int(basic)] = true
                          dirtyList.append(basic)
                        }
                      case .dummy: dummies.append(Int32(slot))
                      case .slack, .error: if constant < 0 { negative.append(basic) }
                      }
                    }
                    return kept
                  }
                }
              }
            }
          }
        }
      }
    }
    list.removeLast(list.count - kept)
    swap(&list, &symbols.columns[Int(marker)])
    swap(&dirtyList, &symbols.dirtyList)
    for basic in read { markDirty(basic) }
    infeasible.append(contentsOf: negative)
    var ok = true
    for slot in dummies where symbols.kinds[Int(rows.basicOf[Int(slot)])] == .dummy {
      ok = repairDummyRow(slot) && ok
    }
    return ok
  }

  /// A dummy stays 0: if its row's constant moved, pivot a real symbol in instead.
  private mutating func repairDummyRow(_ slot: Int32) -> Bool {
    let row = rows.row[Int(slot)]
    if abs(row.constant) < nearZero { return true }
    guard let cell = row.cells.first(where: { symbols.kinds[Int($0.symbol)] != .dummy }) else { return false }
    pivot(slot: slot, entering: cell.symbol)
    let kind = symbols.kinds[Int(cell.symbol)]
    if kind != .external && rows.row[Int(slot)].constant < 0 { infeasible.append(cell.symbol) }
    return true
  }
}
