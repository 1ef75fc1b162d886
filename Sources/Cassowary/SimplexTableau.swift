/// The solver's implementation: kiwi's incremental simplex over a sparse tableau laid
/// out for speed.
///
/// - Symbols are dense `Int32` ids; every per-symbol fact is an array indexed by id.
/// - Rows live in one array of slots; `slotOf[symbol]` finds a basic symbol's row.
///   A pivot keeps the row in its slot, so the column index below stays valid.
/// - `columns[symbol]` lists the slots whose rows may contain the symbol (a superset:
///   entries go stale when a coefficient cancels and are dropped when next read), so
///   substitution and ratio tests visit only the rows that matter, not every row.
/// - Rows are sorted cell arrays; merging is one linear pass into a reused buffer.
/// - The objective is lexicographic: one dense cost row per strength level in use
///   (`Strength.level`), compared from the highest level down, so that an ordered
///   level is optimised before any lower one is considered (weighted strengths share
///   one level, as kiwi's single objective). A heap holds the symbols whose cost may be
///   negative, lexicographically.
/// - Only variables whose row changed are written back (`dirty`).
/// - A constraint that places a variable nothing else uses yet, in terms of variables
///   that are already basic (`top = previous.bottom + 8`), is kept as written: a
///   *definition* row, not expanded into the parameters (see `addDefinition`). In a
///   chain of n views every such row would otherwise hold O(n) cells, and one pivot in
///   the chain's last constraint would rewrite all of them: O(n²) memory and work.
struct SimplexTableau {
  /// What `Solver` keeps per constraint to find its rows again.
  struct Tag {
    /// The slack, positive error or dummy that marks the constraint's row.
    var marker: Symbol
    /// The second error symbol of a non-required constraint, or `noSymbol`.
    var other: Symbol
    /// The marker's coefficient in the original row, relative to the constant:
    /// changing the constant by `d` is the same as moving the marker by `d / this`.
    var markerCoefficient: Double
    /// The cost row of the constraint's level; -1 for a required constraint.
    var tier: Int32
  }

  private var kinds: [SymbolKind] = []
  private var slotOf: [Int32] = []
  private var columns: [[Int32]] = []
  private var variables: [Variable?] = []
  private var dirty: [Bool] = []
  private var dirtyList: [Symbol] = []

  private var rows: [Row] = []
  private var basicOf: [Symbol] = []
  private var freeSlots: [Int32] = []

  /// Per slot: whether its row is a definition, the definition's rank (one more than
  /// the highest rank of the definitions its row refers to, so that refreshing in
  /// rank order reads only fresh values), its value, and whether that value is stale.
  private var isDefinition: [Bool] = []
  private var definitionRank: [Int32] = []
  private var definitionValue: [Double] = []
  private var isStale: [Bool] = []
  private var staleSlots: [Int32] = []
  /// Per symbol: the definition slots whose row may contain it (a superset, checked
  /// on use). Definition rows are in no `columns` list: pivots never rewrite them.
  private var dependents: [[Int32]] = []
  /// Whether some row may hold a variable that is not basic. Then a new row's expansion
  /// may hold one too, and kiwi's rule might make that its subject rather than the new
  /// variable, so definitions are off (for good: finding out again would cost a scan).
  private var mayHaveFreeVariables = false
  private var stalePending: [Symbol] = []
  private var expansionBuckets: [[Int32]] = []
  private var expansionWeight: [Double] = []

  /// `costs[tier][symbol]`: the objective, one row per level (tier). Rows of levels no
  /// constraint uses any more stay allocated, all zero, for reuse (`freeTiers`).
  private var costs: [[Double]] = []
  private var tierLevels: [Double] = []
  private var tierUses: [Int] = []
  /// The largest weight a tier has had, for telling rounding from real costs.
  private var tierScales: [Double] = []
  /// The tiers in use, highest level first: the order costs compare in.
  private var tierOrder: [Int] = []
  private var freeTiers: [Int] = []
  private var negatives = SymbolHeap()
  private var artificial: Row? = nil

  private var infeasible: [Symbol] = []
  private var scratch: [Cell] = []
  private var accumulator: [Double] = []
  private var touched: [Symbol] = []
  private var seen: [UInt32] = []
  private var seenStamp: UInt32 = 0

  // MARK: Symbols

  mutating func newExternal(_ variable: Variable) -> Symbol {
    let s = newSymbol(.external)
    variables[Int(s)] = variable
    markDirty(s)
    return s
  }

  private mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
    let s = Symbol(kinds.count)
    kinds.append(kind)
    slotOf.append(-1)
    columns.append([])
    dependents.append([])
    variables.append(nil)
    dirty.append(false)
    for t in costs.indices { costs[t].append(0) }
    accumulator.append(0)
    return s
  }

  func releaseVariables(owner: AnyObject) {
    for case let v? in variables where v.owner === owner {
      v.owner = nil
      v.symbol = -1
    }
  }

  /// Symbols made so far and not dropped by `compact`, live or not.
  var symbolCount: Int { kinds.count }

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
    let count = kinds.count
    var keep = pinned
    keep.reserveCapacity(count)
    while keep.count < count { keep.append(false) }
    for slot in rows.indices where basicOf[slot] != noSymbol {
      keep[Int(basicOf[slot])] = true
      for cell in rows[slot].cells { keep[Int(cell.symbol)] = true }
    }
    for s in 0..<count where !keep[s] {
      if slotOf[s] >= 0 || costs.contains(where: { $0[s] != 0 }) {
        keep[s] = true
      } else if kinds[s] == .external, variables[s] != nil, !isKnownUniquelyReferenced(&variables[s]) {
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

    func moved<T>(_ values: inout [T]) {
      var out: [T] = []
      out.reserveCapacity(Int(next))
      for s in 0..<count where keep[s] { out.append(values[s]) }
      values = out
    }
    moved(&kinds)
    moved(&slotOf)
    moved(&columns)
    moved(&dependents)
    moved(&variables)
    moved(&dirty)
    for t in costs.indices { moved(&costs[t]) }
    moved(&accumulator)
    for s in variables.indices {
      if let v = variables[s], v.owner === owner { v.symbol = Symbol(s) }
    }
    for slot in rows.indices where basicOf[slot] != noSymbol {
      basicOf[slot] = renumbered[Int(basicOf[slot])]
      for i in rows[slot].cells.indices {
        rows[slot].cells[i].symbol = renumbered[Int(rows[slot].cells[i].symbol)]
      }
    }
    dirtyList = dirtyList.compactMap { renumbered[Int($0)] == noSymbol ? nil : renumbered[Int($0)] }
    infeasible = infeasible.compactMap { renumbered[Int($0)] == noSymbol ? nil : renumbered[Int($0)] }
    negatives.renumber(renumbered)
    return renumbered
  }

  /// Forgets the symbols from `count` on, which no row, cost or constraint refers to:
  /// those a rejected constraint made.
  mutating func dropSymbols(from count: Int, owner: AnyObject) {
    guard count < kinds.count else { return }
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
    dependents.removeLast(n)
    variables.removeLast(n)
    dirty.removeLast(n)
    for t in costs.indices { costs[t].removeLast(n) }
    accumulator.removeLast(n)
    dirtyList.removeAll { Int($0) >= count }
  }

  /// `s`'s value may have changed: write it back if it is a variable, and recompute
  /// the definitions that refer to it, and those that refer to them.
  private mutating func markDirty(_ s: Symbol) {
    if kinds[Int(s)] == .external { markForWriteBack(s) }
    if !dependents[Int(s)].isEmpty { markDependentsStale(s) }
  }

  /// `updateVariables()` writes the variable of `s` back.
  @inline(__always)
  private mutating func markForWriteBack(_ s: Symbol) {
    guard !dirty[Int(s)] else { return }
    dirty[Int(s)] = true
    dirtyList.append(s)
  }

  /// The definition at `slot` must be recomputed; false if it already was to be.
  @discardableResult
  private mutating func markStale(_ slot: Int32) -> Bool {
    guard !isStale[Int(slot)] else { return false }
    isStale[Int(slot)] = true
    staleSlots.append(slot)
    return true
  }

  private mutating func markDependentsStale(_ s: Symbol) {
    var pending: [Symbol] = []
    swap(&pending, &stalePending)
    pending.append(s)
    defer { swap(&pending, &stalePending) }
    while let symbol = pending.popLast() {
      for slot in dependents[Int(symbol)] where isDefinition[Int(slot)] && markStale(slot) {
        let basic = basicOf[Int(slot)]
        markForWriteBack(basic)
        if !dependents[Int(basic)].isEmpty { pending.append(basic) }
      }
    }
  }

  /// The definition row at `slot` was rewritten: its value, and what reads it, is stale.
  private mutating func definitionChanged(_ slot: Int32) {
    markStale(slot)
    markDirty(basicOf[Int(slot)])
  }

  /// Recomputes the stale definitions' values, lowest rank first: a definition refers
  /// only to definitions of lower rank, so each reads values already fresh.
  mutating func refreshDefinitions() {
    guard !staleSlots.isEmpty else { return }
    staleSlots.sort { definitionRank[Int($0)] < definitionRank[Int($1)] }
    for slot in staleSlots {
      isStale[Int(slot)] = false
      guard isDefinition[Int(slot)] else { continue }
      var v = rows[Int(slot)].constant
      for cell in rows[Int(slot)].cells { v += cell.coefficient * value(of: cell.symbol) }
      definitionValue[Int(slot)] = v
    }
    staleSlots.removeAll(keepingCapacity: true)
  }

  // MARK: Adding and removing constraints

  /// Adds `Σ terms + constant relation 0` at `strength`; returns its tag.
  ///
  /// A row with no usable subject goes through phase one (an artificial variable); if
  /// that finds the constraint satisfiable, `holds` is asked whether the required
  /// constraints really hold at the new solution. Phase one can reach 0 by pivoting on a
  /// coefficient that is a rounding residue (1e-8 where 0 is meant: a ratio of 1e8),
  /// which "satisfies" a contradiction by values so large that other constraints break
  /// by points; the constraint is then rejected and the tableau restored.
  mutating func add(
    terms: [(Symbol, Double)], constant: Double, relation: Relation, strength: Strength,
    failure: SolverError, holds: (SimplexTableau) -> Bool
  ) throws(SolverError) -> Tag {
    let definedVariable = definitionSubject(terms)
    if definedVariable != noSymbol {
      return try addDefinition(
        of: definedVariable, terms: terms, constant: constant, relation: relation, strength: strength)
    }
    var row = makeRow(terms: terms, constant: constant)
    let required = strength.isRequired
    // A required equality over dummies alone is a combination of required equalities
    // present: it holds or contradicts them, and nothing is made for it if it does.
    if required && relation == .equal && row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy })
      && abs(row.constant) >= nearZero
    {
      throw failure
    }
    var (tag, errors) = addMarkers(to: &row, relation: relation, required: required)
    if row.constant < 0 { row.reverseSign() }

    var subject = chooseSubject(row, tag)
    if subject == noSymbol && row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
      subject = tag.marker
    }
    if subject == noSymbol {
      let snapshot = self
      if !required { tag.tier = Int32(useTier(strength)) }
      for e in errors { addToObjective(e, Int(tag.tier), strength.value) }
      // Phase one or two blowing up (pivots on residues until a cost overflows) is the
      // same near-contradiction: the constraint is refused and nothing changes.
      let satisfied = (try? addWithArtificialVariable(row)) ?? false
      let optimal = satisfied && (try? optimize()) != nil
      refreshDefinitions()
      guard optimal, holds(self) else {
        self = snapshot
        throw failure
      }
      return tag
    } else {
      if !required { tag.tier = Int32(useTier(strength)) }
      for e in errors { addToObjective(e, Int(tag.tier), strength.value) }
      row.solve(for: subject, scratch: &scratch)
      substitute(subject, row)
      store(row, basic: subject)
    }
    try optimize()
    refreshDefinitions()
    return tag
  }

  /// The slack, error or dummy symbols of a new constraint's row, appended to it.
  private mutating func addMarkers(to row: inout Row, relation: Relation, required: Bool) -> (Tag, [Symbol]) {
    var tag = Tag(marker: noSymbol, other: noSymbol, markerCoefficient: 1, tier: -1)
    var errors: [Symbol] = []
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
      tag.marker = newSymbol(.slack)
      tag.markerCoefficient = sign
      row.appendNewest(tag.marker, sign)
      if !required {
        tag.other = newSymbol(.error)
        row.appendNewest(tag.other, -sign)
        errors.append(tag.other)
      }
    case .equal:
      if required {
        tag.marker = newSymbol(.dummy)
        row.appendNewest(tag.marker, 1)
      } else {
        tag.marker = newSymbol(.error)
        tag.other = newSymbol(.error)
        tag.markerCoefficient = -1
        row.appendNewest(tag.marker, -1)
        row.appendNewest(tag.other, 1)
        errors.append(tag.marker)
        errors.append(tag.other)
      }
    }
    return (tag, errors)
  }

  /// The variable a new constraint can define (see `addDefinition`), or `noSymbol`.
  ///
  /// kiwi would expand the row and make its first variable the subject. When no row
  /// holds a non-basic variable, the only variable in that expansion is the one term
  /// that is not basic, so if it is new to the tableau it is the subject kiwi picks,
  /// and nothing else refers to it yet. Its coefficient must not be a rounding residue
  /// next to the others' (kiwi's 1e-6 rule, here against the terms as written).
  private mutating func definitionSubject(_ terms: [(Symbol, Double)]) -> Symbol {
    guard !mayHaveFreeVariables, terms.count >= 2 else { return noSymbol }
    var subject = noSymbol
    var coefficient = 0.0
    var largest = 0.0
    for (s, c) in terms {
      largest = max(largest, abs(c))
      if slotOf[Int(s)] >= 0 { continue }
      if subject != noSymbol && subject != s { return noSymbol }
      subject = s
      coefficient += c
    }
    guard subject != noSymbol, abs(coefficient) >= nearZero, abs(coefficient) >= 1e-6 * largest else {
      return noSymbol
    }
    compactColumn(subject)
    guard columns[Int(subject)].isEmpty, !isReferenced(subject) else { return noSymbol }
    for t in costs.indices where costs[t][Int(subject)] != 0 { return noSymbol }
    return subject
  }

  /// Whether a definition row holds `s` (and drops the stale entries of `dependents[s]`).
  private mutating func isReferenced(_ s: Symbol) -> Bool {
    dependents[Int(s)].removeAll { !isDefinition[Int($0)] || rows[Int($0)].index(of: s) < 0 }
    return !dependents[Int(s)].isEmpty
  }

  /// Adds the constraint as a definition of `subject`: its row as written, solved for
  /// `subject`, with the other variables (all basic) left in it unexpanded.
  ///
  /// This is the row kiwi stores, written in terms of other rows' variables instead of
  /// the parameters. Any linear equation the constraints imply serves to compute a
  /// value, so the definition never changes when pivots rewrite other rows; the value
  /// is recomputed when one of the values it reads changes. Only removing a constraint
  /// changes the equations: then the removed marker's row is substituted into the
  /// definitions that hold it, as into every other row (`remove`).
  private mutating func addDefinition(
    of subject: Symbol, terms: [(Symbol, Double)], constant: Double, relation: Relation, strength: Strength
  ) throws(SolverError) -> Tag {
    var row = makeRow(terms: terms, constant: constant, expanding: false)
    var (tag, errors) = addMarkers(to: &row, relation: relation, required: strength.isRequired)
    if !strength.isRequired { tag.tier = Int32(useTier(strength)) }
    for e in errors { addToObjective(e, Int(tag.tier), strength.value) }
    row.solve(for: subject, scratch: &scratch)
    store(row, basic: subject, definition: true)
    try optimize()
    refreshDefinitions()
    return tag
  }

  /// Removes the constraint with `tag` (added at `strength`) and re-optimizes.
  mutating func remove(tag: Tag, strength: Strength) throws(SolverError) {
    let markerSlot = slotOf[Int(tag.marker)]
    var leavingSlot = markerSlot >= 0 ? markerSlot : markerLeavingSlot(tag.marker)
    // A definition that holds the marker is expanded first; the marker may cancel in
    // the expansion, and then another row is the one kiwi's rule picks.
    while let slot = leavingSlot, isDefinition[Int(slot)] {
      expandDefinition(slot)
      leavingSlot = markerLeavingSlot(tag.marker)
    }
    guard let slot = leavingSlot else {
      throw .internalError("failed to find a leaving row for a removed constraint's marker")
    }
    if tag.tier >= 0 {
      for e in [tag.marker, tag.other] where e != noSymbol && kinds[Int(e)] == .error {
        addToObjective(e, Int(tag.tier), -strength.value)
      }
    }
    if markerSlot >= 0 {
      substituteIntoDefinitions(tag.marker, rows[Int(markerSlot)])
      freeSlot(markerSlot)
    } else {
      let leaving = basicOf[Int(slot)]
      if kinds[Int(leaving)] == .external { mayHaveFreeVariables = true }
      var row = Row()
      swap(&row, &rows[Int(slot)])
      freeSlot(slot)
      markDirty(leaving)
      row.solve(for: tag.marker, lhs: leaving, scratch: &scratch)
      substitute(tag.marker, row)
      substituteIntoDefinitions(tag.marker, row)
    }
    if tag.tier >= 0 { releaseTier(Int(tag.tier)) }
    try optimize()
    refreshDefinitions()
  }

  /// Replaces `symbol` by `row` in the definitions that hold it: the equation that
  /// defined `symbol` is going (a removed constraint's marker).
  private mutating func substituteIntoDefinitions(_ symbol: Symbol, _ row: Row) {
    var list: [Int32] = []
    swap(&list, &dependents[Int(symbol)])
    for slot in list where isDefinition[Int(slot)] {
      var target = Row()
      swap(&target, &rows[Int(slot)])
      let c = target.coefficient(of: symbol)
      if c != 0 { merge(&target, replacing: symbol, factor: c, with: row, slot: slot) }
      swap(&target, &rows[Int(slot)])
      if c != 0 { definitionChanged(slot) }
    }
  }

  /// Turns a definition into an ordinary row: every basic symbol in it replaced by its
  /// row, as kiwi keeps it.
  private mutating func expandDefinition(_ slot: Int32) {
    let row = rows[Int(slot)]
    var expanded = makeRow(terms: row.cells.map { ($0.symbol, $0.coefficient) }, constant: row.constant)
    swap(&expanded, &rows[Int(slot)])
    isDefinition[Int(slot)] = false
    for cell in rows[Int(slot)].cells {
      addToColumn(cell.symbol, slot)
      if kinds[Int(cell.symbol)] == .external { mayHaveFreeVariables = true }
    }
  }

  // MARK: Levels

  /// The tier of `strength`'s level, made (or reused) if no constraint uses it yet.
  private mutating func useTier(_ strength: Strength) -> Int {
    let t: Int
    if let live = tierOrder.first(where: { tierLevels[$0] == strength.level }) {
      t = live
    } else {
      if let free = freeTiers.popLast() {
        t = free
      } else {
        t = costs.count
        costs.append([Double](repeating: 0, count: kinds.count))
        tierLevels.append(0)
        tierUses.append(0)
        tierScales.append(1)
      }
      tierLevels[t] = strength.level
      tierScales[t] = 1
      let position = tierOrder.firstIndex { tierLevels[$0] < strength.level } ?? tierOrder.count
      tierOrder.insert(t, at: position)
    }
    tierUses[t] += 1
    tierScales[t] = max(tierScales[t], strength.value)
    return t
  }

  /// A constraint of tier `t` is gone; the last one takes the tier's costs with it
  /// (all zero but for rounding: no error of that level is left).
  private mutating func releaseTier(_ t: Int) {
    tierUses[t] -= 1
    guard tierUses[t] == 0 else { return }
    for s in costs[t].indices { costs[t][s] = 0 }
    tierOrder.removeAll { $0 == t }
    freeTiers.append(t)
  }

  /// Whether `s`'s cost is negative: the cost of the highest level where it is not 0.
  @inline(__always)
  private func hasNegativeCost(_ s: Symbol) -> Bool {
    for t in tierOrder {
      let v = costs[t][Int(s)]
      if v != 0 { return v < 0 }
    }
    return false
  }

  /// Whether entering `a` (coefficient `ca` in the leaving row) keeps the costs lower,
  /// level by level, than entering `b` (`cb`): the dual simplex's ratio test. Ratios
  /// within rounding of each other tie, and the next level decides.
  @inline(__always)
  private func hasLowerRatio(_ a: Symbol, _ ca: Double, than b: Symbol, _ cb: Double) -> Bool {
    for t in tierOrder {
      let x = costs[t][Int(a)] / ca
      let y = costs[t][Int(b)] / cb
      if abs(x - y) <= 1e-12 * max(1, tierScales[t]) { continue }
      return x < y
    }
    return false
  }

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

  /// Moves the marker by `delta / markerCoefficient`; false if a required equality
  /// that was redundant now contradicts the others.
  private mutating func applyShift(tag: Tag, by delta: Double) -> Bool {
    let shift = delta / tag.markerCoefficient
    let marker = tag.marker
    // The marker now stands for itself minus `shift`: every row that holds it moves
    // by its coefficient times `shift`. Definitions may hold it even when it is basic.
    if !dependents[Int(marker)].isEmpty {
      var list: [Int32] = []
      swap(&list, &dependents[Int(marker)])
      // The list may name a slot twice (a symbol that cancelled and came back): once each.
      startSeenPass()
      for slot in list where isDefinition[Int(slot)] && seen[Int(slot)] != seenStamp {
        seen[Int(slot)] = seenStamp
        let c = rows[Int(slot)].coefficient(of: marker)
        if c == 0 { continue }
        rows[Int(slot)].constant += c * shift
        definitionChanged(slot)
      }
      swap(&list, &dependents[Int(marker)])
    }
    let slot = slotOf[Int(marker)]
    if slot >= 0 {
      rows[Int(slot)].constant -= shift
      markDirty(marker)
      if kinds[Int(marker)] == .dummy { return repairDummyRow(slot) }
      if rows[Int(slot)].constant < 0 { infeasible.append(marker) }
      return true
    }
    // One pass compacts the column and shifts each row in it (the path of every frame's
    // edit); dummy rows are repaired after it, once every row has moved by the same
    // substitution, since a repair's pivot rewrites rows the pass has not reached yet.
    startSeenPass()
    var list: [Int32] = []
    swap(&list, &columns[Int(marker)])
    var kept = 0
    var dummies: [Int32] = []
    for i in list.indices {
      let slot = list[i]
      // A freed slot's entries stay; a definition that took the slot is in no column.
      if seen[Int(slot)] == seenStamp || basicOf[Int(slot)] == noSymbol || isDefinition[Int(slot)] { continue }
      seen[Int(slot)] = seenStamp
      let j = rows[Int(slot)].index(of: marker)
      if j < 0 { continue }
      list[kept] = slot
      kept += 1
      rows[Int(slot)].constant += rows[Int(slot)].cells[j].coefficient * shift
      let basic = basicOf[Int(slot)]
      markDirty(basic)
      switch kinds[Int(basic)] {
      case .external: break
      case .dummy: dummies.append(slot)
      case .slack, .error: if rows[Int(slot)].constant < 0 { infeasible.append(basic) }
      }
    }
    list.removeLast(list.count - kept)
    swap(&list, &columns[Int(marker)])
    var ok = true
    for slot in dummies where kinds[Int(basicOf[Int(slot)])] == .dummy {
      ok = repairDummyRow(slot) && ok
    }
    return ok
  }

  /// A dummy stays 0: if its row's constant moved, pivot a real symbol in instead.
  private mutating func repairDummyRow(_ slot: Int32) -> Bool {
    let row = rows[Int(slot)]
    if abs(row.constant) < nearZero { return true }
    guard let cell = row.cells.first(where: { kinds[Int($0.symbol)] != .dummy }) else { return false }
    pivot(slot: slot, entering: cell.symbol)
    let kind = kinds[Int(cell.symbol)]
    if kind != .external && rows[Int(slot)].constant < 0 { infeasible.append(cell.symbol) }
    return true
  }

  // MARK: Building rows

  /// `Σ terms + constant` with every basic symbol replaced by its row (unless not
  /// `expanding`); a definition's row is expanded in turn, each once, highest rank first.
  private mutating func makeRow(terms: [(Symbol, Double)], constant: Double, expanding: Bool = true) -> Row {
    var row = Row(constant: constant)
    var highestRank: Int32 = 0
    func expand(_ s: Symbol, _ c: Double, _ row: inout Row) {
      let slot = slotOf[Int(s)]
      if slot < 0 {
        accumulate(s, c)
      } else if isDefinition[Int(slot)] {
        let rank = definitionRank[Int(slot)]
        if expansionWeight[Int(slot)] == 0 {
          while expansionBuckets.count <= Int(rank) { expansionBuckets.append([]) }
          expansionBuckets[Int(rank)].append(slot)
          highestRank = max(highestRank, rank)
        }
        expansionWeight[Int(slot)] += c
        if expansionWeight[Int(slot)] == 0 { expansionWeight[Int(slot)] = .leastNonzeroMagnitude }
      } else {
        let basicRow = rows[Int(slot)]
        row.constant += c * basicRow.constant
        for cell in basicRow.cells { accumulate(cell.symbol, c * cell.coefficient) }
      }
    }
    for (s, c) in terms {
      if expanding { expand(s, c, &row) } else { accumulate(s, c) }
    }
    var rank = highestRank
    while rank > 0 {
      while let slot = expansionBuckets[Int(rank)].popLast() {
        let c = expansionWeight[Int(slot)]
        expansionWeight[Int(slot)] = 0
        let definition = rows[Int(slot)]
        row.constant += c * definition.constant
        for cell in definition.cells { expand(cell.symbol, c * cell.coefficient, &row) }
      }
      rank -= 1
    }
    touched.sort()
    row.cells.reserveCapacity(touched.count + 2)
    for s in touched {
      let c = accumulator[Int(s)]
      accumulator[Int(s)] = 0
      if abs(c) >= nearZero { row.cells.append(Cell(symbol: s, coefficient: c)) }
    }
    touched.removeAll(keepingCapacity: true)
    return row
  }

  private mutating func accumulate(_ s: Symbol, _ c: Double) {
    if accumulator[Int(s)] == 0 { touched.append(s) }
    accumulator[Int(s)] += c
    if accumulator[Int(s)] == 0 { accumulator[Int(s)] = .leastNonzeroMagnitude }
  }

  /// kiwi's rule: the first external symbol; else the marker or the other error if
  /// it has a negative coefficient (so it can be basic with a feasible value). One
  /// addition: when the row's constant is 0, any slack or error symbol in it will do —
  /// its row then has constant 0, so making it basic and substituting it elsewhere
  /// changes no other row's constant and keeps every row feasible. That spares the
  /// artificial-variable phase for the common degenerate rows of UI layouts (a
  /// trailing `<=` that is exactly tight), which kiwi sends through phase one.
  private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
    let largest = row.cells.reduce(0) { max($0, abs($1.coefficient)) }
    for cell in row.cells where kinds[Int(cell.symbol)] == .external && abs(cell.coefficient) >= 1e-6 * largest {
      return cell.symbol
    }
    for s in [tag.marker, tag.other] where s != noSymbol {
      let kind = kinds[Int(s)]
      if (kind == .slack || kind == .error) && row.coefficient(of: s) < 0 { return s }
    }
    if abs(row.constant) < nearZero {
      for s in [tag.marker, tag.other] where s != noSymbol {
        let kind = kinds[Int(s)]
        if kind == .slack || kind == .error { return s }
      }
      for cell in row.cells {
        let kind = kinds[Int(cell.symbol)]
        if kind == .slack || kind == .error { return cell.symbol }
      }
    }
    return noSymbol
  }

  /// Phase one for a row with no usable subject: minimize an artificial variable
  /// equal to the row; the constraint is satisfiable if it reaches 0.
  private mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
    let art = newSymbol(.slack)
    store(row, basic: art)
    artificial = row
    try optimize(artificialObjective: true)
    let satisfied = abs(artificial!.constant) < nearZero
    artificial = nil

    let slot = slotOf[Int(art)]
    if slot >= 0 {
      var artRow = Row()
      swap(&artRow, &rows[Int(slot)])
      freeSlot(slot)
      if artRow.cells.isEmpty { return satisfied }
      guard
        let entering = artRow.cells.first(where: {
          let k = kinds[Int($0.symbol)]
          return k == .slack || k == .error
        })?.symbol
      else { return false }
      artRow.solve(for: entering, lhs: art, scratch: &scratch)
      substitute(entering, artRow)
      store(artRow, basic: entering)
    }
    compactColumn(art)
    for slot in columns[Int(art)] {
      let i = rows[Int(slot)].index(of: art)
      if i >= 0 { rows[Int(slot)].cells.remove(at: i) }
    }
    columns[Int(art)].removeAll()
    for t in costs.indices { costs[t][Int(art)] = 0 }
    return satisfied
  }

  // MARK: Row slots

  private mutating func store(_ row: Row, basic: Symbol, definition: Bool = false) {
    let slot: Int32
    if let free = freeSlots.popLast() {
      slot = free
      rows[Int(slot)] = row
      basicOf[Int(slot)] = basic
    } else {
      slot = Int32(rows.count)
      rows.append(row)
      basicOf.append(basic)
      seen.append(0)
      isDefinition.append(false)
      definitionRank.append(0)
      definitionValue.append(0)
      isStale.append(false)
      expansionWeight.append(0)
    }
    slotOf[Int(basic)] = slot
    isDefinition[Int(slot)] = definition
    if definition {
      var rank: Int32 = 0
      for cell in row.cells {
        dependents[Int(cell.symbol)].append(slot)
        let referenced = slotOf[Int(cell.symbol)]
        if referenced >= 0 && isDefinition[Int(referenced)] { rank = max(rank, definitionRank[Int(referenced)]) }
      }
      definitionRank[Int(slot)] = rank + 1
      markStale(slot)
    } else {
      for cell in row.cells {
        addToColumn(cell.symbol, slot)
        if kinds[Int(cell.symbol)] == .external { mayHaveFreeVariables = true }
      }
    }
    markDirty(basic)
    if kinds[Int(basic)] != .external && row.constant < 0 { infeasible.append(basic) }
  }

  private mutating func freeSlot(_ slot: Int32) {
    let basic = basicOf[Int(slot)]
    slotOf[Int(basic)] = -1
    markDirty(basic)
    basicOf[Int(slot)] = noSymbol
    rows[Int(slot)] = Row()
    isDefinition[Int(slot)] = false
    freeSlots.append(slot)
  }

  /// Notes that the row at `slot` may now contain `s`.
  ///
  /// Stale entries only go when the column is read, and some columns are seldom read (a
  /// window's own edges, in the rows of screens that come and go): those would gain an
  /// entry per row ever stored. Past twice the number of slots the column keeps one
  /// entry per slot, its first: what `compactColumn` makes of the list is unchanged.
  private mutating func addToColumn(_ s: Symbol, _ slot: Int32) {
    columns[Int(s)].append(slot)
    if columns[Int(s)].count > 2 * rows.count + 16 { removeDuplicates(fromColumn: s) }
  }

  /// A new stamp for `seen`, so a pass marks slots without clearing the array first.
  ///
  /// Inlined: as a call it keeps the optimiser from hoisting the uniqueness check of
  /// `seen` out of the caller's loop, one check per slot visited, on the path every
  /// constant update takes.
  @inline(__always)
  private mutating func startSeenPass() {
    seenStamp &+= 1
    if seenStamp == 0 {
      for i in seen.indices { seen[i] = 0 }
      seenStamp = 1
    }
  }

  private mutating func removeDuplicates(fromColumn s: Symbol) {
    startSeenPass()
    var list: [Int32] = []
    swap(&list, &columns[Int(s)])
    var kept = 0
    for i in list.indices {
      let slot = list[i]
      if seen[Int(slot)] == seenStamp { continue }
      seen[Int(slot)] = seenStamp
      list[kept] = slot
      kept += 1
    }
    list.removeLast(list.count - kept)
    swap(&list, &columns[Int(s)])
  }

  /// Rewrites `columns[s]` as exactly the live slots whose row contains `s`, once each.
  private mutating func compactColumn(_ s: Symbol) {
    startSeenPass()
    var list: [Int32] = []
    swap(&list, &columns[Int(s)])
    var kept = 0
    for i in list.indices {
      let slot = list[i]
      // A freed slot's entries stay; a definition that took the slot is in no column.
      if seen[Int(slot)] == seenStamp || basicOf[Int(slot)] == noSymbol || isDefinition[Int(slot)] { continue }
      seen[Int(slot)] = seenStamp
      if rows[Int(slot)].index(of: s) < 0 { continue }
      list[kept] = slot
      kept += 1
    }
    list.removeLast(list.count - kept)
    swap(&list, &columns[Int(s)])
  }

  // MARK: Pivoting

  /// Replaces `symbol` by `row` everywhere: in every row that contains it, the
  /// objective and the artificial objective.
  private mutating func substitute(_ symbol: Symbol, _ row: Row) {
    compactColumn(symbol)
    var list: [Int32] = []
    swap(&list, &columns[Int(symbol)])
    for slot in list {
      merge(into: slot, replacing: symbol, with: row)
      let basic = basicOf[Int(slot)]
      markDirty(basic)
      if kinds[Int(basic)] != .external && rows[Int(slot)].constant < 0 { infeasible.append(basic) }
    }
    list.removeAll(keepingCapacity: true)
    swap(&list, &columns[Int(symbol)])

    for t in tierOrder {
      let c = costs[t][Int(symbol)]
      if c == 0 { continue }
      costs[t][Int(symbol)] = 0
      for cell in row.cells { addCost(cell.symbol, t, c * cell.coefficient) }
    }
    if artificial != nil {
      let a = artificial!.coefficient(of: symbol)
      if a != 0 {
        var target = artificial!
        artificial = nil
        merge(&target, replacing: symbol, factor: a, with: row, slot: -1)
        artificial = target
      }
    }
  }

  /// `rows[slot]` with `symbol` (coefficient c) replaced by `c · row`.
  private mutating func merge(into slot: Int32, replacing symbol: Symbol, with row: Row) {
    var target = Row()
    swap(&target, &rows[Int(slot)])
    let c = target.coefficient(of: symbol)
    if c != 0 { merge(&target, replacing: symbol, factor: c, with: row, slot: slot) }
    swap(&target, &rows[Int(slot)])
  }

  /// `target += c · row` with `symbol` dropped, in one linear pass over both sorted
  /// rows into the reused scratch buffer. Symbols new to the target are recorded in the
  /// column index under `slot` (-1 for the artificial objective, which has none).
  private mutating func merge(
    _ target: inout Row, replacing symbol: Symbol, factor c: Double, with row: Row, slot: Int32
  ) {
    var out: [Cell] = []
    swap(&out, &scratch)
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
              if isDefinition[Int(slot)] { dependents[Int(sb)].append(slot) } else { addToColumn(sb, slot) }
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
    swap(&out, &scratch)
    if target.cells.capacity > 4 * target.cells.count + 16 { target.cells = Array(target.cells) }
  }

  /// Pivots done so far (for benchmarks and tests of pivot counts).
  private(set) var pivotCount = 0
  private(set) var mergedCells = 0

  /// Makes `entering` basic in the row at `slot`, whose basic symbol leaves.
  private mutating func pivot(slot: Int32, entering: Symbol) {
    pivotCount += 1
    let leaving = basicOf[Int(slot)]
    var row = Row()
    swap(&row, &rows[Int(slot)])
    row.solve(for: entering, lhs: leaving, scratch: &scratch)
    slotOf[Int(leaving)] = -1
    markDirty(leaving)
    basicOf[Int(slot)] = entering
    slotOf[Int(entering)] = slot
    substitute(entering, row)
    swap(&row, &rows[Int(slot)])
    addToColumn(leaving, slot)
    markDirty(entering)
  }

  private mutating func addToObjective(_ s: Symbol, _ tier: Int, _ delta: Double) {
    let slot = slotOf[Int(s)]
    if slot >= 0 {
      // A basic symbol stands for its row.
      let row = rows[Int(slot)]
      for cell in row.cells { addCost(cell.symbol, tier, delta * cell.coefficient) }
      return
    }
    addCost(s, tier, delta)
  }

  /// Adds to a non-basic symbol's cost at one level. A cost that turns 0 or negative
  /// may make a lower level's negative cost the one that counts.
  @inline(__always)
  private mutating func addCost(_ s: Symbol, _ tier: Int, _ delta: Double) {
    var v = costs[tier][Int(s)] + delta
    if abs(v) < nearZero { v = 0 }
    costs[tier][Int(s)] = v
    if v <= 0 && kinds[Int(s)] != .dummy && hasNegativeCost(s) { negatives.push(s) }
  }

  /// Primal simplex on the objective (or the artificial objective): enter the
  /// lowest-numbered symbol with a negative cost, leave by the minimum ratio.
  ///
  /// Every level of the objective is a sum of non-negative errors (the artificial
  /// objective is the artificial variable), so each is bounded below: a symbol that no
  /// row bounds can only carry a rounding-size cost (-3e-8 next to weights of 1e6,
  /// rounding of sums of weights of that size). Such a cost is rounding: it is zeroed.
  /// A cost above 1e-12 of its level's largest weight (1e-12 points of error at weight 1)
  /// is not rounding, and is reported as the bug it would be, never dropped.
  private mutating func optimize(artificialObjective: Bool = false) throws(SolverError) {
    while true {
      let entering = artificialObjective ? artificialEntering() : objectiveEntering()
      if entering == noSymbol { return }
      guard let slot = leavingSlot(entering) else {
        if artificialObjective {
          let i = artificial!.index(of: entering)
          let c = artificial!.cells[i].coefficient
          let scale = artificial!.cells.reduce(1) { max($0, abs($1.coefficient)) }
          guard c > -1e-12 * scale else {
            throw .internalError("the artificial objective is unbounded (coefficient \(c))")
          }
          artificial!.cells.remove(at: i)
        } else {
          guard let t = tierOrder.first(where: { costs[$0][Int(entering)] != 0 }) else { continue }
          let c = costs[t][Int(entering)]
          guard c > -1e-12 * tierScales[t] else {
            throw .internalError("the objective is unbounded (coefficient \(c) at level \(tierLevels[t]))")
          }
          costs[t][Int(entering)] = 0
          if hasNegativeCost(entering) { negatives.push(entering) }
        }
        continue
      }
      pivot(slot: slot, entering: entering)
    }
  }

  private mutating func objectiveEntering() -> Symbol {
    while let s = negatives.min {
      if slotOf[Int(s)] < 0 && hasNegativeCost(s) { return s }
      negatives.popMin()
    }
    return noSymbol
  }

  private func artificialEntering() -> Symbol {
    for cell in artificial!.cells where cell.coefficient < 0 && kinds[Int(cell.symbol)] != .dummy {
      return cell.symbol
    }
    return noSymbol
  }

  /// The restricted row that first blocks `entering` (min `-constant / coefficient`
  /// over negative coefficients; ties go to the lower basic symbol, as in kiwi).
  private mutating func leavingSlot(_ entering: Symbol) -> Int32? {
    compactColumn(entering)
    var best: Int32? = nil
    var bestRatio = Double.greatestFiniteMagnitude
    var bestBasic = Symbol.max
    for slot in columns[Int(entering)] {
      let basic = basicOf[Int(slot)]
      if kinds[Int(basic)] == .external { continue }
      let c = rows[Int(slot)].coefficient(of: entering)
      if c >= 0 { continue }
      let r = -rows[Int(slot)].constant / c
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
  private mutating func markerLeavingSlot(_ marker: Symbol) -> Int32? {
    compactColumn(marker)
    for slot in columns[Int(marker)] where kinds[Int(basicOf[Int(slot)])] == .dummy {
      if rows[Int(slot)].coefficient(of: marker) != 0 { return slot }
    }
    var first: (slot: Int32, ratio: Double, basic: Symbol)? = nil
    var second: (slot: Int32, ratio: Double, basic: Symbol)? = nil
    var third: (slot: Int32, basic: Symbol)? = nil
    for slot in columns[Int(marker)] {
      let row = rows[Int(slot)]
      let c = row.coefficient(of: marker)
      if c == 0 { continue }
      let basic = basicOf[Int(slot)]
      if kinds[Int(basic)] == .external {
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
      for slot in dependents[Int(marker)] where isDefinition[Int(slot)] {
        let basic = basicOf[Int(slot)]
        if rows[Int(slot)].coefficient(of: marker) != 0 && (third == nil || basic > third!.basic) {
          third = (slot, basic)
        }
      }
    }
    return first?.slot ?? second?.slot ?? third?.slot
  }

  /// Dual simplex: pivot infeasible rows (negative constant, restricted basic) until
  /// none is left, keeping the objective optimal.
  private mutating func dualOptimize() throws(SolverError) {
    while let leaving = infeasible.popLast() {
      let slot = slotOf[Int(leaving)]
      // A constant of -1e-15 is rounding, not infeasibility (kiwi skips it too).
      guard slot >= 0, rows[Int(slot)].constant < -nearZero else { continue }
      var entering = noSymbol
      var enteringCoefficient = 1.0
      for cell in rows[Int(slot)].cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
        if entering == noSymbol || hasLowerRatio(cell.symbol, cell.coefficient, than: entering, enteringCoefficient) {
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

  // MARK: Reading the solution

  var hasDirtyVariables: Bool { !dirtyList.isEmpty }

  /// The current value of a variable's symbol.
  /// (After `refreshDefinitions()`, which every mutating entry point ends with.)
  func value(of s: Symbol) -> Double {
    let slot = slotOf[Int(s)]
    if slot < 0 { return 0 }
    return isDefinition[Int(slot)] ? definitionValue[Int(slot)] : rows[Int(slot)].constant
  }

  mutating func updateVariables() {
    refreshDefinitions()
    for s in dirtyList {
      dirty[Int(s)] = false
      variables[Int(s)]?.value = value(of: s)
    }
    dirtyList.removeAll(keepingCapacity: true)
  }

  mutating func updateAllVariables() {
    refreshDefinitions()
    for s in variables.indices {
      guard let v = variables[s] else { continue }
      v.value = value(of: Symbol(s))
    }
    for s in dirtyList { dirty[Int(s)] = false }
    dirtyList.removeAll(keepingCapacity: true)
  }

  // MARK: Dump

  func dump() -> String {
    func name(_ s: Symbol) -> String {
      switch kinds[Int(s)] {
      case .external: variables[Int(s)].map { "\($0)" } ?? "x\(s)"
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
    for t in tierOrder {
      out += "  level \(tierLevels[t]): "
      out +=
        costs[t].indices.filter { costs[t][$0] != 0 }
        .map { "\(costs[t][$0]) * \(name(Symbol($0)))" }.joined(separator: " + ")
      out += "\n"
    }
    out += "Tableau (\(rows.count - freeSlots.count) rows)\n"
    for slot in rows.indices where basicOf[slot] != noSymbol {
      let definition = isDefinition[slot] ? " (definition)" : ""
      out += "  \(name(basicOf[slot])) = \(text(rows[slot]))\(definition)\n"
    }
    let bad = infeasible.map(name).joined(separator: ", ")
    out += "Infeasible\n  \(bad)\n"
    out += "Variables\n"
    var memo: [Symbol: Double] = [:]
    for s in kinds.indices where kinds[s] == .external {
      out += "  \(name(Symbol(s))) = \(currentValue(of: Symbol(s), memo: &memo))\n"
    }
    return out
  }

  /// `value(of:)` without relying on fresh definition values: for `dump`, which may be
  /// called between a constant's change and the next write-back.
  private func currentValue(of s: Symbol, memo: inout [Symbol: Double]) -> Double {
    let slot = slotOf[Int(s)]
    if slot < 0 { return 0 }
    guard isDefinition[Int(slot)] else { return rows[Int(slot)].constant }
    if let v = memo[s] { return v }
    var v = rows[Int(slot)].constant
    for cell in rows[Int(slot)].cells { v += cell.coefficient * currentValue(of: cell.symbol, memo: &memo) }
    memo[s] = v
    return v
  }
}
