extension SimplexTableau {
  // MARK: Building rows

  /// `Σ terms + constant` with every basic symbol replaced by its row (unless not
  /// `expanding`); a definition's row is expanded in turn, each once, highest rank first:
  ///
  ///     row = constant + Σ c·s          for each term whose s is not basic
  ///               + Σ c·(row of s)      for each term whose s is basic
  mutating func makeRow(terms: [(Symbol, Double)], constant: Double, expanding: Bool = true) -> Row {
    var row = Row(constant: constant)
    var highestRank: Int32 = 0
    func expand(_ s: Symbol, _ c: Double, _ row: inout Row) {
      let slot = symbols.slotOf[Int(s)]
      if slot < 0 {
        buffers.accumulate(s, c)
      } else if definitions.isDefinition[Int(slot)] {
        highestRank = max(highestRank, definitions.queueExpansion(slot, c))
      } else {
        let basicRow = rows.row[Int(slot)]
        row.constant += c * basicRow.constant
        for cell in basicRow.cells { buffers.accumulate(cell.symbol, c * cell.coefficient) }
      }
    }
    for (s, c) in terms {
      if expanding { expand(s, c, &row) } else { buffers.accumulate(s, c) }
    }
    var rank = highestRank
    while rank > 0 {
      while let (slot, c) = definitions.nextExpansion(rank: rank) {
        let definition = rows.row[Int(slot)]
        row.constant += c * definition.constant
        for cell in definition.cells { expand(cell.symbol, c * cell.coefficient, &row) }
      }
      rank -= 1
    }
    buffers.appendAccumulated(to: &row)
    return row
  }

  /// kiwi's rule: the first external symbol; else the marker or the other error if
  /// it has a negative coefficient (so it can be basic with a feasible value). One
  /// addition: when the row's constant is 0, any slack or error symbol in it will do —
  /// its row then has constant 0, so making it basic and substituting it elsewhere
  /// changes no other row's constant and keeps every row feasible. That spares the
  /// artificial-variable phase for the common degenerate rows of UI layouts (a
  /// trailing `<=` that is exactly tight), which kiwi sends through phase one.
  func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
    let largest = row.cells.reduce(0) { max($0, abs($1.coefficient)) }
    for cell in row.cells
    where symbols.kinds[Int(cell.symbol)] == .external && abs(cell.coefficient) >= 1e-6 * largest {
      return cell.symbol
    }
    for s in [tag.marker, tag.other] where s != noSymbol {
      let kind = symbols.kinds[Int(s)]
      if (kind == .slack || kind == .error) && row.coefficient(of: s) < 0 { return s }
    }
    if abs(row.constant) < nearZero {
      for s in [tag.marker, tag.other] where s != noSymbol {
        let kind = symbols.kinds[Int(s)]
        if kind == .slack || kind == .error { return s }
      }
      for cell in row.cells {
        let kind = symbols.kinds[Int(cell.symbol)]
        if kind == .slack || kind == .error { return cell.symbol }
      }
    }
    return noSymbol
  }

  /// Phase one for a row with no usable subject: minimize an artificial variable
  /// equal to the row (`art = row`, `art ≥ 0`); the constraint is satisfiable if it
  /// reaches 0. Then `art` goes: if it is still basic its row is pivoted on a slack or
  /// error, and it is dropped from every row and cost that holds it.
  mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
    let art = newSymbol(.slack)
    store(row, basic: art)
    objective.artificial = row
    try optimize(artificialObjective: true)
    let satisfied = abs(objective.artificial!.constant) < nearZero
    objective.artificial = nil

    let slot = symbols.slotOf[Int(art)]
    if slot >= 0 {
      var artRow = Row()
      swap(&artRow, &rows.row[Int(slot)])
      freeSlot(slot)
      if artRow.cells.isEmpty { return satisfied }
      guard
        let entering = artRow.cells.first(where: {
          let k = symbols.kinds[Int($0.symbol)]
          return k == .slack || k == .error
        })?.symbol
      else { return false }
      artRow.solve(for: entering, lhs: art, scratch: &buffers.scratch)
      substitute(entering, artRow)
      store(artRow, basic: entering)
    }
    compactColumn(art)
    for slot in symbols.columns[Int(art)] {
      let i = rows.row[Int(slot)].index(of: art)
      if i >= 0 { rows.row[Int(slot)].cells.remove(at: i) }
    }
    symbols.columns[Int(art)].removeAll()
    objective.clearCosts(of: art)
    return satisfied
  }

  // MARK: Row slots

  /// Stores `basic = row` in a slot. An ordinary row is entered in the column of each
  /// of its symbols; a definition in their `dependents`, with a rank one above the
  /// highest of the definitions it reads.
  mutating func store(_ row: Row, basic: Symbol, definition: Bool = false) {
    let (slot, isNew) = rows.place(row, basic: basic)
    if isNew {
      definitions.appendSlot()
      buffers.appendSlot()
    }
    symbols.slotOf[Int(basic)] = slot
    definitions.isDefinition[Int(slot)] = definition
    if definition {
      var rank: Int32 = 0
      for cell in row.cells {
        definitions.dependents[Int(cell.symbol)].append(slot)
        let referenced = symbols.slotOf[Int(cell.symbol)]
        if referenced >= 0 && definitions.isDefinition[Int(referenced)] {
          rank = max(rank, definitions.rank[Int(referenced)])
        }
      }
      definitions.rank[Int(slot)] = rank + 1
      definitions.markStale(slot)
    } else {
      for cell in row.cells {
        addToColumn(cell.symbol, slot)
        if symbols.kinds[Int(cell.symbol)] == .external { definitions.mayHaveFreeVariables = true }
      }
    }
    markDirty(basic)
    if symbols.kinds[Int(basic)] != .external && row.constant < 0 { infeasible.append(basic) }
  }

  /// Empties `slot` for the next row stored; its basic symbol becomes a parameter, of
  /// value 0 until a pivot makes it basic again.
  mutating func freeSlot(_ slot: Int32) {
    let basic = rows.basicOf[Int(slot)]
    symbols.slotOf[Int(basic)] = -1
    markDirty(basic)
    rows.free(slot)
    definitions.isDefinition[Int(slot)] = false
  }
}
