/// An incremental Cassowary solver (Badros, Borning & Stuckey 2001), as kiwi
/// implements it, over a sparse tableau (`SimplexTableau`) built for speed.
///
/// Add and remove constraints at any time; mark variables as *edit variables* and
/// `suggestValue` for them every frame (one dual-simplex step, not a re-solve);
/// change a constraint's constant in place with `updateConstant(of:to:)`; then call
/// `updateVariables()` to write the solution into each `Variable.value`.
///
/// A call that throws leaves the solver exactly as it was before the call, except for
/// `SolverError.internalError`, which is a bug in the solver (then `reset()` it).
///
/// Strengths come in two semantics (see `Strength`): kiwi's weighted strengths, whose
/// errors add up in one sum, and ordered levels (`Strength.ordered`), each optimised
/// before any lower one, as UIKit's priorities are. A required constraint that
/// contradicts the others by more than `Solver.tolerance` is rejected.
public final class Solver {
  var tableau = SimplexTableau()
  private var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
  private var edits: [ObjectIdentifier: EditRecord] = [:]
  private var foreignSymbols: [ObjectIdentifier: Int32] = [:]
  /// The tableau is compacted when it has this many symbols (twice what was live after
  /// the last compaction): amortised O(1) per symbol made.
  private var compactionThreshold = Solver.minimumCompactionThreshold
  private static let minimumCompactionThreshold = 1024
  /// Off only in tests that check compaction changes nothing but the memory used.
  var compactsTableau = true

  struct ConstraintRecord {
    let constraint: Constraint
    var tag: SimplexTableau.Tag
    var constant: Double
  }

  struct EditRecord {
    let variable: Variable
    let constraint: Constraint
    var value: Double
  }

  public init() {}

  // MARK: Constraints

  /// Adds a constraint and re-optimizes.
  ///
  /// - Throws: `SolverError.duplicateConstraint` if this object was already added;
  ///   `SolverError.unsatisfiableConstraint` if it is required and conflicts with the
  ///   required constraints already present (the solver is unchanged);
  ///   `SolverError.internalError` if the tableau breaks an invariant (a bug).
  public func addConstraint(_ constraint: Constraint) throws(SolverError) {
    let key = ObjectIdentifier(constraint)
    guard constraints[key] == nil else { throw .duplicateConstraint(constraint) }
    let symbolsBefore = tableau.symbolCount
    let terms = constraint.expression.terms.map { (symbol(for: $0.variable), $0.coefficient) }
    let tag: SimplexTableau.Tag
    do {
      tag = try tableau.add(
        terms: terms, constant: constraint.expression.constant,
        relation: constraint.relation, strength: constraint.strength,
        failure: .unsatisfiableConstraint(constraint)
      ) { tableau in
        requiredConstraintsHold(in: tableau, with: constraint)
      }
    } catch {
      // An internal error may leave rows that use the new symbols; any other failure has
      // restored the tableau, and the variables met for the first time go again.
      if case .internalError = error { throw error }
      tableau.dropSymbols(from: symbolsBefore, owner: self)
      foreignSymbols = foreignSymbols.filter { Int($0.value) < symbolsBefore }
      throw error
    }
    constraints[key] = ConstraintRecord(constraint: constraint, tag: tag, constant: constraint.expression.constant)
    compactIfNeeded()
  }

  /// Adds every constraint in order; stops at the first error, keeping those added before it.
  ///
  /// - Throws: what `addConstraint(_:)` throws.
  public func addConstraints(_ list: [Constraint]) throws(SolverError) {
    for c in list { try addConstraint(c) }
  }

  /// Removes a constraint and re-optimizes.
  ///
  /// - Throws: `SolverError.unknownConstraint` if it is not in the solver;
  ///   `SolverError.internalError` if the tableau breaks an invariant (a bug).
  public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    let key = ObjectIdentifier(constraint)
    guard let record = constraints[key] else { throw .unknownConstraint(constraint) }
    try tableau.remove(tag: record.tag, strength: constraint.strength)
    constraints[key] = nil
    compactIfNeeded()
  }

  /// Whether this constraint object is in the solver.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    constraints[ObjectIdentifier(constraint)] != nil
  }

  /// The constant currently in force for `constraint` (its expression's constant,
  /// or the last value given to `updateConstant(of:to:)`).
  public func constant(of constraint: Constraint) -> Double? {
    constraints[ObjectIdentifier(constraint)]?.constant
  }

  /// Changes the constant of a constraint already in the solver, in place: the
  /// constraint becomes `terms + constant relation 0`. Costs what `suggestValue` costs
  /// (a dual-simplex step), not a remove and re-add. This is what assigning
  /// `NSLayoutConstraint.constant` turns into.
  ///
  /// - Throws: `SolverError.unknownConstraint` if the constraint is not in the solver;
  ///   `SolverError.unsatisfiableConstraint` if the new constant makes the required
  ///   constraints conflict (the old constant is restored and the solution re-optimized).
  public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
    let key = ObjectIdentifier(constraint)
    guard var record = constraints[key] else { throw .unknownConstraint(constraint) }
    let delta = constant - record.constant
    if delta == 0 { return }
    try tableau.shiftConstant(tag: record.tag, by: delta, failure: .unsatisfiableConstraint(constraint))
    record.constant = constant
    constraints[key] = record
  }

  // MARK: Edit variables

  /// Makes `variable` an edit variable: a constraint `variable == suggested value` at
  /// `strength`, whose value `suggestValue` changes cheaply. Its first value is 0.
  ///
  /// - Throws: `SolverError.duplicateEditVariable` if it already is one;
  ///   `SolverError.badRequiredStrength` if `strength` is required.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .badRequiredStrength(strength) }
    let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
    try addConstraint(constraint)
    edits[key] = EditRecord(variable: variable, constraint: constraint, value: 0)
  }

  /// Stops editing `variable` and removes its edit constraint.
  ///
  /// - Throws: `SolverError.unknownEditVariable` if it is not an edit variable.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let record = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(variable)
    }
    try removeConstraint(record.constraint)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// Suggests a value for an edit variable; the solution moves towards it as far as
  /// stronger constraints allow, by dual simplex from the current solution.
  ///
  /// - Throws: `SolverError.unknownEditVariable` if it is not an edit variable.
  public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard var record = edits[key] else { throw .unknownEditVariable(variable) }
    // The edit constraint is `variable - value == 0`: its constant is `-value`.
    try updateConstant(of: record.constraint, to: -value)
    record.value = value
    edits[key] = record
  }

  // MARK: Solution

  /// Whether `updateVariables()` has anything to write: some variable's value may have
  /// changed since the last call. Lets a caller skip reading the solution back.
  public var hasUpdatesPending: Bool { tableau.hasDirtyVariables }

  /// Writes the current solution into `Variable.value` for every variable whose value
  /// may have changed since the last call.
  public func updateVariables() {
    tableau.updateVariables()
  }

  /// Writes the current solution into `Variable.value` for every variable, changed or
  /// not, as kiwi's `updateVariables` does: the cost of a full redraw, for comparing
  /// like with like (`updateVariables()` is the incremental one).
  public func updateAllVariables() {
    tableau.updateAllVariables()
  }

  /// Forgets every constraint, edit variable and variable.
  public func reset() {
    tableau.releaseVariables(owner: self)
    tableau = SimplexTableau()
    constraints.removeAll()
    edits.removeAll()
    foreignSymbols.removeAll()
    compactionThreshold = Self.minimumCompactionThreshold
  }

  /// The tableau as text: objective, rows, constraints and edit variables.
  public func dump() -> String {
    var out = tableau.dump()
    out += "Constraints (\(constraints.count))\n"
    for record in constraints.values.sorted(by: { $0.tag.marker < $1.tag.marker }) {
      out += "  \(record.constraint)\n"
    }
    out += "Edit variables (\(edits.count))\n"
    for record in edits.values.sorted(by: { $0.variable.name < $1.variable.name }) {
      out += "  \(record.variable) = \(record.value)\n"
    }
    return out
  }

  /// Work counters since the solver was made: simplex pivots and row cells written by
  /// row merges. For benchmarks and for tests that bound the work of an operation.
  public var statistics: (pivots: Int, mergedCells: Int) { (tableau.pivotCount, tableau.mergedCells) }

  /// The symbols the tableau holds: variables, slacks, errors and markers, including
  /// those of removed constraints not yet compacted away. For tests and benchmarks that
  /// bound the solver's size over a long run.
  public var symbolCount: Int { tableau.symbolCount }

  // MARK: Tolerance

  /// How far a required constraint may be off: `Solver.tolerance` points, times its
  /// constant where that is larger than 1 (rounding is relative). A required constraint
  /// that contradicts the others by more is rejected.
  public static let tolerance = 1e-6

  /// Whether every required constraint, and `added`, holds within the tolerance at the
  /// tableau's current solution.
  private func requiredConstraintsHold(in tableau: SimplexTableau, with added: Constraint) -> Bool {
    func holds(_ c: Constraint, constant: Double) -> Bool {
      var r = constant
      for term in c.expression.terms {
        let s = term.variable.owner === self ? term.variable.symbol : foreignSymbols[ObjectIdentifier(term.variable)]
        guard let s, s >= 0, Int(s) < tableau.symbolCount else { return false }
        r += term.coefficient * tableau.value(of: s)
      }
      let limit = Self.tolerance * max(1, abs(constant))
      switch c.relation {
      case .equal: return abs(r) <= limit
      case .lessThanOrEqual: return r <= limit
      case .greaterThanOrEqual: return r >= -limit
      }
    }
    guard !added.strength.isRequired || holds(added, constant: added.expression.constant) else { return false }
    for record in constraints.values where record.constraint.strength.isRequired {
      if !holds(record.constraint, constant: record.constant) { return false }
    }
    return true
  }

  // MARK: Variables

  /// A solver that lives as long as a window sees constraints (and the views they
  /// place) come and go all the time: without this, the symbols of every constraint
  /// ever removed, and every variable ever used, would stay in the tableau.
  private func compactIfNeeded() {
    guard compactsTableau, tableau.symbolCount >= compactionThreshold else { return }
    var pinned = [Bool](repeating: false, count: tableau.symbolCount)
    for record in constraints.values {
      pinned[Int(record.tag.marker)] = true
      if record.tag.other != noSymbol { pinned[Int(record.tag.other)] = true }
    }
    let before = tableau.symbolCount
    let renumbered = tableau.compact(pinned: pinned, owner: self)
    compactionThreshold = max(Self.minimumCompactionThreshold, 2 * tableau.symbolCount)
    guard tableau.symbolCount < before else { return }
    constraints = constraints.mapValues { record in
      var record = record
      record.tag.marker = renumbered[Int(record.tag.marker)]
      if record.tag.other != noSymbol { record.tag.other = renumbered[Int(record.tag.other)] }
      return record
    }
    // A dropped variable is gone (nothing else held it), and its identifier may be
    // given to a new one: its entry must go with it.
    foreignSymbols = foreignSymbols.compactMapValues { s in
      renumbered[Int(s)] == noSymbol ? nil : renumbered[Int(s)]
    }
  }

  private func symbol(for variable: Variable) -> Int32 {
    if variable.owner === self { return variable.symbol }
    // A variable this solver met while another owned it keeps the symbol it got then,
    // even after that other solver is gone.
    let key = ObjectIdentifier(variable)
    if let s = foreignSymbols[key] { return s }
    let s = tableau.newExternal(variable)
    if variable.owner == nil {
      variable.owner = self
      variable.symbol = s
    } else {
      foreignSymbols[key] = s
    }
    return s
  }

  deinit {
    tableau.releaseVariables(owner: self)
  }
}
