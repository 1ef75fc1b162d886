extension SimplexTableau {
  // MARK: What changed

  /// `s`'s value may have changed: write it back if it is a variable, and recompute
  /// the definitions that refer to it, and those that refer to them.
  mutating func markDirty(_ s: Symbol) {
    if symbols.kinds[Int(s)] == .external { symbols.markForWriteBack(s) }
    if !definitions.dependents[Int(s)].isEmpty { markDependentsStale(s) }
  }

  private mutating func markDependentsStale(_ s: Symbol) {
    var pending: [Symbol] = []
    swap(&pending, &definitions.stalePending)
    pending.append(s)
    defer { swap(&pending, &definitions.stalePending) }
    while let symbol = pending.popLast() {
      for slot in definitions.dependents[Int(symbol)]
      where definitions.isDefinition[Int(slot)] && definitions.markStale(slot) {
        let basic = rows.basicOf[Int(slot)]
        symbols.markForWriteBack(basic)
        if !definitions.dependents[Int(basic)].isEmpty { pending.append(basic) }
      }
    }
  }

  /// The definition row at `slot` was rewritten: its value, and what reads it, is stale.
  mutating func definitionChanged(_ slot: Int32) {
    definitions.markStale(slot)
    markDirty(rows.basicOf[Int(slot)])
  }

  /// Recomputes the stale definitions' values, lowest rank first: a definition refers
  /// only to definitions of lower rank, so each reads values already fresh.
  ///
  ///     value(basic) = constant + Σ c·value(s)
  mutating func refreshDefinitions() {
    guard !definitions.staleSlots.isEmpty else { return }
    definitions.staleSlots.sort { definitions.rank[Int($0)] < definitions.rank[Int($1)] }
    for slot in definitions.staleSlots {
      definitions.isStale[Int(slot)] = false
      guard definitions.isDefinition[Int(slot)] else { continue }
      var v = rows.row[Int(slot)].constant
      for cell in rows.row[Int(slot)].cells { v += cell.coefficient * value(of: cell.symbol) }
      definitions.value[Int(slot)] = v
    }
    definitions.staleSlots.removeAll(keepingCapacity: true)
  }

  // MARK: Reading the solution

  var hasDirtyVariables: Bool { !symbols.dirtyList.isEmpty }

  /// The current value of a variable's symbol: its row's constant when it is basic (for
  /// a definition, the value computed from it), 0 when it is a parameter.
  /// (After `refreshDefinitions()`, which every mutating entry point ends with.)
  func value(of s: Symbol) -> Double {
    let slot = symbols.slotOf[Int(s)]
    if slot < 0 { return 0 }
    return definitions.isDefinition[Int(slot)] ? definitions.value[Int(slot)] : rows.row[Int(slot)].constant
  }

  /// Writes back what changed: every symbol of `dirtyList`, as `value(of:)` reads it. The
  /// loop goes through buffer pointers, as the constant shift that fills the list does:
  /// after a frame that moves every view it runs once per variable.
  mutating func updateVariables() {
    refreshDefinitions()
    symbols.dirty.withUnsafeMutableBufferPointer { dirty in
      symbols.variables.withUnsafeBufferPointer { variables in
        symbols.slotOf.withUnsafeBufferPointer { slotOf in
          definitions.isDefinition.withUnsafeBufferPointer { isDefinition in
            definitions.value.withUnsafeBufferPointer { definitionValue in
              rows.row.withUnsafeBufferPointer { row in
                for s in symbols.dirtyList {
                  dirty[Int(s)] = false
                  let slot = Int(slotOf[Int(s)])
                  let value = slot < 0 ? 0 : isDefinition[slot] ? definitionValue[slot] : row[slot].constant
                  variables[Int(s)]?.value = value
                }
              }
            }
          }
        }
      }
    }
    symbols.dirtyList.removeAll(keepingCapacity: true)
  }

  mutating func updateAllVariables() {
    refreshDefinitions()
    for s in symbols.variables.indices {
      guard let v = symbols.variables[s] else { continue }
      v.value = value(of: Symbol(s))
    }
    for s in symbols.dirtyList { symbols.dirty[Int(s)] = false }
    symbols.dirtyList.removeAll(keepingCapacity: true)
  }

  // MARK: Dump

  func dump() -> String {
    func name(_ s: Symbol) -> String {
      switch symbols.kinds[Int(s)] {
      case .external: symbols.variables[Int(s)].map { "\($0)" } ?? "x\(s)"
      case .slack: "s\(s)"
      case .error: "e\(s)"
      case .dummy: "d\(s)"
      }
    }
    func text(_ row: Row) -> String {
      ([String(row.constant)] + row.cells.map { "\($0.coefficient) * \(name($0.symbol))" })
        .joined(separator: " + ")
    }
    var out = "Objective\n"
    for i in objective.order {
      let costs = objective.costs[i]
      out += "  level \(objective.levels[i]): "
      out +=
        costs.indices.filter { costs[$0] != 0 }
        .map { "\(costs[$0]) * \(name(Symbol($0)))" }.joined(separator: " + ")
      out += "\n"
    }
    out += "Tableau (\(rows.row.count - rows.freeSlots.count) rows)\n"
    for slot in rows.row.indices where rows.basicOf[slot] != noSymbol {
      let definition = definitions.isDefinition[slot] ? " (definition)" : ""
      out += "  \(name(rows.basicOf[slot])) = \(text(rows.row[slot]))\(definition)\n"
    }
    let bad = infeasible.map(name).joined(separator: ", ")
    out += "Infeasible\n  \(bad)\n"
    out += "Variables\n"
    var memo: [Symbol: Double] = [:]
    for s in symbols.kinds.indices where symbols.kinds[s] == .external {
      out += "  \(name(Symbol(s))) = \(currentValue(of: Symbol(s), memo: &memo))\n"
    }
    return out
  }

  /// `value(of:)` without relying on fresh definition values: for `dump`, which may be
  /// called between a constant's change and the next write-back.
  private func currentValue(of s: Symbol, memo: inout [Symbol: Double]) -> Double {
    let slot = symbols.slotOf[Int(s)]
    if slot < 0 { return 0 }
    guard definitions.isDefinition[Int(slot)] else { return rows.row[Int(slot)].constant }
    if let v = memo[s] { return v }
    var v = rows.row[Int(slot)].constant
    for cell in rows.row[Int(slot)].cells { v += cell.coefficient * currentValue(of: cell.symbol, memo: &memo) }
    memo[s] = v
    return v
  }
}
