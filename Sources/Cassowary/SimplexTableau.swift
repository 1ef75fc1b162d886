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
///
/// The state is in parts, each a value type with the operations that touch it alone
/// (`SimplexTableau+Symbols.swift`, `+Rows.swift`, `+Definitions.swift`,
/// `+Objective.swift`, `+Buffers.swift`); what coordinates them is here and in the
/// other extension files.
/// The tableau stays one value, so that `add` can put back a copy of itself when a
/// constraint is refused after phase one.
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
    /// The index of the cost row of the constraint's level; -1 for a required constraint.
    var levelIndex: Int32
  }

  /// Per symbol: kind, row slot, column, variable, write-back.
  var symbols = Symbols()
  /// The rows by slot.
  var rows = Rows()
  /// The definition rows: their values, ranks and readers.
  var definitions = Definitions()
  /// The cost rows, one per level in use, and the artificial objective.
  var objective = Objective()
  /// Restricted basic symbols whose rows may have a negative constant: the dual
  /// simplex's work.
  var infeasible: [Symbol] = []
  /// What row operations reuse instead of allocating.
  var buffers = Buffers()

  /// Pivots done so far (for benchmarks and tests of pivot counts).
  var pivotCount = 0
  /// Cells written by row merges so far (for tests that bound the work of an operation).
  var mergedCells = 0

  // MARK: Symbols

  mutating func newExternal(_ variable: Variable) -> Symbol {
    let s = newSymbol(.external)
    symbols.variables[Int(s)] = variable
    markDirty(s)
    return s
  }

  mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
    let s = symbols.append(kind)
    definitions.appendSymbol()
    objective.appendSymbol()
    buffers.appendSymbol()
    return s
  }

  func releaseVariables(owner: AnyObject) {
    symbols.releaseVariables(owner: owner)
  }

  /// Symbols made so far and not dropped by `compact`, live or not.
  var symbolCount: Int { symbols.count }

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
    if required && relation == .equal && row.cells.allSatisfy({ symbols.kinds[Int($0.symbol)] == .dummy })
      && abs(row.constant) >= nearZero
    {
      throw failure
    }
    var (tag, errors) = addMarkers(to: &row, relation: relation, required: required)
    if row.constant < 0 { row.reverseSign() }

    var subject = chooseSubject(row, tag)
    if subject == noSymbol && row.cells.allSatisfy({ symbols.kinds[Int($0.symbol)] == .dummy }) {
      subject = tag.marker
    }
    if subject == noSymbol {
      let snapshot = self
      if !required { tag.levelIndex = Int32(objective.useLevel(strength, symbolCount: symbols.count)) }
      for e in errors { addToObjective(e, Int(tag.levelIndex), strength.value) }
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
      if !required { tag.levelIndex = Int32(objective.useLevel(strength, symbolCount: symbols.count)) }
      for e in errors { addToObjective(e, Int(tag.levelIndex), strength.value) }
      row.solve(for: subject, scratch: &buffers.scratch)
      substitute(subject, row)
      store(row, basic: subject)
    }
    try optimize()
    refreshDefinitions()
    return tag
  }

  /// The slack, error or dummy symbols of a new constraint's row, appended to it, so
  /// that `row = 0` states the constraint (new symbols: s, e, e′ ≥ 0 and d = 0):
  ///
  ///     row ≤ 0:  row + s    (not required: row + s - e)
  ///     row ≥ 0:  row - s    (not required: row - s + e)
  ///     row = 0:  row + d    (not required: row - e + e′)
  private mutating func addMarkers(to row: inout Row, relation: Relation, required: Bool) -> (Tag, [Symbol]) {
    var tag = Tag(marker: noSymbol, other: noSymbol, markerCoefficient: 1, levelIndex: -1)
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
    guard !definitions.mayHaveFreeVariables, terms.count >= 2 else { return noSymbol }
    var subject = noSymbol
    var coefficient = 0.0
    var largest = 0.0
    for (s, c) in terms {
      largest = max(largest, abs(c))
      if symbols.slotOf[Int(s)] >= 0 { continue }
      if subject != noSymbol && subject != s { return noSymbol }
      subject = s
      coefficient += c
    }
    guard subject != noSymbol, abs(coefficient) >= nearZero, abs(coefficient) >= 1e-6 * largest else {
      return noSymbol
    }
    compactColumn(subject)
    guard symbols.columns[Int(subject)].isEmpty, !isReferenced(subject) else { return noSymbol }
    if objective.hasCost(subject) { return noSymbol }
    return subject
  }

  /// Whether a definition row holds `s` (and drops the stale entries of `dependents[s]`).
  private mutating func isReferenced(_ s: Symbol) -> Bool {
    definitions.dependents[Int(s)].removeAll {
      !definitions.isDefinition[Int($0)] || rows.row[Int($0)].index(of: s) < 0
    }
    return !definitions.dependents[Int(s)].isEmpty
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
    if !strength.isRequired { tag.levelIndex = Int32(objective.useLevel(strength, symbolCount: symbols.count)) }
    for e in errors { addToObjective(e, Int(tag.levelIndex), strength.value) }
    row.solve(for: subject, scratch: &buffers.scratch)
    store(row, basic: subject, definition: true)
    try optimize()
    refreshDefinitions()
    return tag
  }

  /// Removes the constraint with `tag` (added at `strength`) and re-optimizes.
  mutating func remove(tag: Tag, strength: Strength) throws(SolverError) {
    let markerSlot = symbols.slotOf[Int(tag.marker)]
    var leavingSlot = markerSlot >= 0 ? markerSlot : markerLeavingSlot(tag.marker)
    // A definition that holds the marker is expanded first; the marker may cancel in
    // the expansion, and then another row is the one kiwi's rule picks.
    while let slot = leavingSlot, definitions.isDefinition[Int(slot)] {
      expandDefinition(slot)
      leavingSlot = markerLeavingSlot(tag.marker)
    }
    guard let slot = leavingSlot else {
      throw .internalError("failed to find a leaving row for a removed constraint's marker")
    }
    if tag.levelIndex >= 0 {
      for e in [tag.marker, tag.other] where e != noSymbol && symbols.kinds[Int(e)] == .error {
        addToObjective(e, Int(tag.levelIndex), -strength.value)
      }
    }
    if markerSlot >= 0 {
      substituteIntoDefinitions(tag.marker, rows.row[Int(markerSlot)])
      freeSlot(markerSlot)
    } else {
      let leaving = rows.basicOf[Int(slot)]
      if symbols.kinds[Int(leaving)] == .external { definitions.mayHaveFreeVariables = true }
      var row = Row()
      swap(&row, &rows.row[Int(slot)])
      freeSlot(slot)
      markDirty(leaving)
      row.solve(for: tag.marker, lhs: leaving, scratch: &buffers.scratch)
      substitute(tag.marker, row)
      substituteIntoDefinitions(tag.marker, row)
    }
    if tag.levelIndex >= 0 { objective.releaseLevel(Int(tag.levelIndex)) }
    try optimize()
    refreshDefinitions()
  }

  /// Replaces `symbol` by `row` in the definitions that hold it: the equation that
  /// defined `symbol` is going (a removed constraint's marker). With `c` the
  /// coefficient of `symbol` in each:
  ///
  ///     definition := definition - c·symbol + c·row
  private mutating func substituteIntoDefinitions(_ symbol: Symbol, _ row: Row) {
    var list: [Int32] = []
    swap(&list, &definitions.dependents[Int(symbol)])
    for slot in list where definitions.isDefinition[Int(slot)] {
      var target = Row()
      swap(&target, &rows.row[Int(slot)])
      let c = target.coefficient(of: symbol)
      if c != 0 { merge(&target, replacing: symbol, factor: c, with: row, slot: slot) }
      swap(&target, &rows.row[Int(slot)])
      if c != 0 { definitionChanged(slot) }
    }
  }

  /// Turns a definition into an ordinary row, as kiwi keeps it: every basic symbol in
  /// it replaced by its row,
  ///
  ///     basic = constant + Σ c·s   becomes   basic = constant + Σ c·(row of s, or s)
  private mutating func expandDefinition(_ slot: Int32) {
    let row = rows.row[Int(slot)]
    var expanded = makeRow(terms: row.cells.map { ($0.symbol, $0.coefficient) }, constant: row.constant)
    swap(&expanded, &rows.row[Int(slot)])
    definitions.isDefinition[Int(slot)] = false
    for cell in rows.row[Int(slot)].cells {
      addToColumn(cell.symbol, slot)
      if symbols.kinds[Int(cell.symbol)] == .external { definitions.mayHaveFreeVariables = true }
    }
  }
}
