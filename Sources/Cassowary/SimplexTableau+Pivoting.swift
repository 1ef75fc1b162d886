extension SimplexTableau {
  // MARK: Substitution

  /// Replaces `symbol` by `row` everywhere: in every row that contains it, the
  /// objective and the artificial objective. With `c` the coefficient of `symbol` in
  /// each (a cost, for the objective):
  ///
  ///     target := target - c·symbol + c·row
  mutating func substitute(_ symbol: Symbol, _ row: Row) {
    compactColumn(symbol)
    var list: [Int32] = []
    swap(&list, &symbols.columns[Int(symbol)])
    for slot in list {
      merge(into: slot, replacing: symbol, with: row)
      let basic = rows.basicOf[Int(slot)]
      markDirty(basic)
      if symbols.kinds[Int(basic)] != .external && rows.row[Int(slot)].constant < 0 { infeasible.append(basic) }
    }
    list.removeAll(keepingCapacity: true)
    swap(&list, &symbols.columns[Int(symbol)])

    for i in objective.order {
      let c = objective.costs[i][Int(symbol)]
      if c == 0 { continue }
      objective.costs[i][Int(symbol)] = 0
      for cell in row.cells { addCost(cell.symbol, i, c * cell.coefficient) }
    }
    if objective.artificial != nil {
      let a = objective.artificial!.coefficient(of: symbol)
      if a != 0 {
        var target = objective.artificial!
        objective.artificial = nil
        merge(&target, replacing: symbol, factor: a, with: row, slot: -1)
        objective.artificial = target
      }
    }
  }

  /// `rows[slot] := rows[slot] - c·symbol + c·row`, with `c` the coefficient of `symbol`
  /// in `rows[slot]`.
  private mutating func merge(into slot: Int32, replacing symbol: Symbol, with row: Row) {
    var target = Row()
    swap(&target, &rows.row[Int(slot)])
    let c = target.coefficient(of: symbol)
    if c != 0 { merge(&target, replacing: symbol, factor: c, with: row, slot: slot) }
    swap(&target, &rows.row[Int(slot)])
  }

  /// `target := target + c·row`, with `symbol`'s cell dropped: `c·symbol` in the target
  /// is replaced by `c·row` when `c` is its coefficient there. Cells that cancel (below
  /// `nearZero`) go.
  ///
  /// One linear pass over both sorted rows into the reused scratch buffer. Symbols new
  /// to the target are recorded in the column index under `slot` (-1 for the artificial
  /// objective, which has none).
  mutating func merge(
    _ target: inout Row, replacing symbol: Symbol, factor c: Double, with row: Row, slot: Int32
  ) {
    var out: [Cell] = []
    swap(&out, &buffers.scratch)
    out.removeAll(keepingCapacity: true)
    out.reserveCapacity(target.cells.count + row.cells.count)
    target.cells.withUnsafeBufferPointer { a in
      row.cells.withUnsafeBufferPointer { b in
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
          let sa = i < a.count ? a[i].symbol : Int32.max
          let sb = j < b.count ? b[j].symbol : Int32.max
          if sa < sb {
            if sa != symbol { out.append(a[i]) }
            i += 1
          } else if sb < sa {
            out.append(Cell(symbol: sb, coefficient: c * b[j].coefficient))
            if slot >= 0 {
              if definitions.isDefinition[Int(slot)] {
                definitions.dependents[Int(sb)].append(slot)
              } else {
                addToColumn(sb, slot)
              }
            }
            j += 1
          } else {
            let v = a[i].coefficient + c * b[j].coefficient
            if abs(v) >= nearZero { out.append(Cell(symbol: sa, coefficient: v)) }
            i += 1
            j += 1
          }
        }
      }
    }
    target.constant += c * row.constant
    mergedCells += out.count
    swap(&out, &target.cells)
    // The old cells become the next scratch buffer; a row never keeps a buffer far
    // larger than it needs, or memory would grow with the largest row ever merged.
    swap(&out, &buffers.scratch)
    if target.cells.capacity > 4 * target.cells.count + 16 { target.cells = Array(target.cells) }
  }

  // MARK: Pivoting

  /// Makes `entering` basic in the row at `slot`, whose basic symbol leaves:
  ///
  ///     leaving = a·entering + rest   ⇒   entering = (leaving - rest) / a
  ///
  /// and `entering` is replaced by that row everywhere else (`substitute`).
  mutating func pivot(slot: Int32, entering: Symbol) {
    pivotCount += 1
    let leaving = rows.basicOf[Int(slot)]
    var row = Row()
    swap(&row, &rows.row[Int(slot)])
    row.solve(for: entering, lhs: leaving, scratch: &buffers.scratch)
    symbols.slotOf[Int(leaving)] = -1
    markDirty(leaving)
    rows.basicOf[Int(slot)] = entering
    symbols.slotOf[Int(entering)] = slot
    substitute(entering, row)
    swap(&row, &rows.row[Int(slot)])
    addToColumn(leaving, slot)
    markDirty(entering)
  }

  // MARK: The objective

  /// `objective[levelIndex] := objective[levelIndex] + delta·s`. A basic `s` stands for
  /// its row: `+ delta·(row of s)`, but for the row's constant, which the objective
  /// does not keep (no decision reads it).
  mutating func addToObjective(_ s: Symbol, _ levelIndex: Int, _ delta: Double) {
    let slot = symbols.slotOf[Int(s)]
    if slot >= 0 {
      let row = rows.row[Int(slot)]
      for cell in row.cells { addCost(cell.symbol, levelIndex, delta * cell.coefficient) }
      return
    }
    addCost(s, levelIndex, delta)
  }

  /// `cost[levelIndex][s] := cost[levelIndex][s] + delta` for a non-basic `s`, a sum
  /// near 0 rounded to 0. A cost that turns 0 or negative may make a lower level's
  /// negative cost the one that counts.
  @inline(__always)
  private mutating func addCost(_ s: Symbol, _ levelIndex: Int, _ delta: Double) {
    var v = objective.costs[levelIndex][Int(s)] + delta
    if abs(v) < nearZero { v = 0 }
    objective.costs[levelIndex][Int(s)] = v
    if v <= 0 && symbols.kinds[Int(s)] != .dummy && objective.hasNegativeCost(s) { objective.negatives.push(s) }
  }

  // MARK: Primal simplex

  /// Primal simplex on the objective (or the artificial objective): enter the
  /// lowest-numbered symbol with a negative cost, leave by the minimum ratio.
  ///
  /// Every level of the objective is a sum of non-negative errors (the artificial
  /// objective is the artificial variable), so each is bounded below: a symbol that no
  /// row bounds can only carry a rounding-size cost (-3e-8 next to weights of 1e6,
  /// rounding of sums of weights of that size). Such a cost is rounding: it is zeroed.
  /// A cost above 1e-12 of its level's largest weight (1e-12 points of error at weight 1)
  /// is not rounding, and is reported as the bug it would be, never dropped.
  mutating func optimize(artificialObjective: Bool = false) throws(SolverError) {
    while true {
      let entering = artificialObjective ? artificialEntering() : objectiveEntering()
      if entering == noSymbol { return }
      guard let slot = leavingSlot(entering) else {
        if artificialObjective {
          try objective.dropUnboundedArtificialCell(of: entering)
        } else {
          try objective.dropUnboundedCost(of: entering)
        }
        continue
      }
      pivot(slot: slot, entering: entering)
    }
  }

  private mutating func objectiveEntering() -> Symbol {
    while let s = objective.negatives.min {
      if symbols.slotOf[Int(s)] < 0 && objective.hasNegativeCost(s) { return s }
      objective.negatives.popMin()
    }
    return noSymbol
  }

  private func artificialEntering() -> Symbol {
    for cell in objective.artificial!.cells where cell.coefficient < 0 && symbols.kinds[Int(cell.symbol)] != .dummy {
      return cell.symbol
    }
    return noSymbol
  }

  /// The ratio test: the restricted row that first blocks `entering` as it grows,
  ///
  ///     min  -constant / c   over the rows  basic = constant + c·entering + …  with c < 0
  ///
  /// ties going to the lower basic symbol, as in kiwi.
  private mutating func leavingSlot(_ entering: Symbol) -> Int32? {
    compactColumn(entering)
    var best: Int32? = nil
    var bestRatio = Double.greatestFiniteMagnitude
    var bestBasic = Symbol.max
    for slot in symbols.columns[Int(entering)] {
      let basic = rows.basicOf[Int(slot)]
      if symbols.kinds[Int(basic)] == .external { continue }
      let c = rows.row[Int(slot)].coefficient(of: entering)
      if c >= 0 { continue }
      let r = -rows.row[Int(slot)].constant / c
      if r < bestRatio || (r == bestRatio && basic < bestBasic) {
        best = slot
        bestRatio = r
        bestBasic = basic
      }
    }
    return best
  }

  /// kiwi's choice of the row to pivot a removed constraint's marker into, with one
  /// fix: a row whose basic symbol is a dummy (a redundant required equality: its
  /// constant is 0) comes first. Pivoting there moves no constant, and the redundant
  /// copy stays in force; kiwi picks a slack row instead and drops both copies.
  ///
  /// Then, over the rows `basic = constant + c·marker + …`, as kiwi: the restricted row
  /// of least `-constant / c` among those with c < 0; else the restricted row of least
  /// `constant / c`; else the row of the highest external basic symbol (definitions
  /// included).
  mutating func markerLeavingSlot(_ marker: Symbol) -> Int32? {
    compactColumn(marker)
    for slot in symbols.columns[Int(marker)] where symbols.kinds[Int(rows.basicOf[Int(slot)])] == .dummy {
      if rows.row[Int(slot)].coefficient(of: marker) != 0 { return slot }
    }
    var first: (slot: Int32, ratio: Double, basic: Symbol)? = nil
    var second: (slot: Int32, ratio: Double, basic: Symbol)? = nil
    var third: (slot: Int32, basic: Symbol)? = nil
    for slot in symbols.columns[Int(marker)] {
      let row = rows.row[Int(slot)]
      let c = row.coefficient(of: marker)
      if c == 0 { continue }
      let basic = rows.basicOf[Int(slot)]
      if symbols.kinds[Int(basic)] == .external {
        if third == nil || basic > third!.basic { third = (slot, basic) }
      } else if c < 0 {
        let r = -row.constant / c
        if first == nil || r < first!.ratio || (r == first!.ratio && basic < first!.basic) { first = (slot, r, basic) }
      } else {
        let r = row.constant / c
        if second == nil || r < second!.ratio || (r == second!.ratio && basic < second!.basic) {
          second = (slot, r, basic)
        }
      }
    }
    if first == nil && second == nil {
      for slot in definitions.dependents[Int(marker)] where definitions.isDefinition[Int(slot)] {
        let basic = rows.basicOf[Int(slot)]
        if rows.row[Int(slot)].coefficient(of: marker) != 0 && (third == nil || basic > third!.basic) {
          third = (slot, basic)
        }
      }
    }
    return first?.slot ?? second?.slot ?? third?.slot
  }

  // MARK: Dual simplex

  /// Dual simplex: pivot infeasible rows (negative constant, restricted basic) until
  /// none is left, keeping the objective optimal. The entering symbol is the one of
  /// positive coefficient with the lowest cost ratio (`hasLowerRatio`).
  mutating func dualOptimize() throws(SolverError) {
    while let leaving = infeasible.popLast() {
      let slot = symbols.slotOf[Int(leaving)]
      // A constant of -1e-15 is rounding, not infeasibility (kiwi skips it too).
      guard slot >= 0, rows.row[Int(slot)].constant < -nearZero else { continue }
      var entering = noSymbol
      var enteringCoefficient = 1.0
      for cell in rows.row[Int(slot)].cells where cell.coefficient > 0 && symbols.kinds[Int(cell.symbol)] != .dummy {
        if entering == noSymbol
          || objective.hasLowerRatio(cell.symbol, cell.coefficient, than: entering, enteringCoefficient)
        {
          entering = cell.symbol
          enteringCoefficient = cell.coefficient
        }
      }
      guard entering != noSymbol else {
        infeasible.append(leaving)
        throw .internalError("dual optimize failed")
      }
      pivot(slot: slot, entering: entering)
    }
  }
}
