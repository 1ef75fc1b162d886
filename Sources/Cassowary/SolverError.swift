/// Everything a `Solver` call can refuse. Each case is documented on the methods
/// that throw it; a call that throws leaves the solver as it was before the call (but for
/// `internalError`, a bug).
public enum SolverError: Error, CustomStringConvertible {
  /// `addConstraint`: this constraint object is already in the solver.
  case duplicateConstraint(Constraint)
  /// `addConstraint`, `updateConstant`: a required constraint conflicts with the
  /// required constraints already in the solver.
  case unsatisfiableConstraint(Constraint)
  /// `removeConstraint`, `updateConstant`: this constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// `addEditVariable`: the variable already is an edit variable.
  case duplicateEditVariable(Variable)
  /// `removeEditVariable`, `suggestValue`: the variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// `addEditVariable`: edit variables must be weaker than required.
  case badRequiredStrength(Strength)
  /// The tableau reached a state the algorithm rules out (an unbounded objective,
  /// a dual pivot with no candidate). A bug in the solver, never the caller's input.
  case internalError(String)

  public var description: String {
    switch self {
    case .duplicateConstraint(let c): "duplicate constraint: \(c)"
    case .unsatisfiableConstraint(let c): "unsatisfiable constraint: \(c)"
    case .unknownConstraint(let c): "unknown constraint: \(c)"
    case .duplicateEditVariable(let v): "duplicate edit variable: \(v)"
    case .unknownEditVariable(let v): "unknown edit variable: \(v)"
    case .badRequiredStrength(let s): "an edit variable cannot be required (strength \(s))"
    case .internalError(let m): "internal solver error: \(m)"
    }
  }
}
