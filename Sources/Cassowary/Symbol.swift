/// What a tableau symbol stands for. Only `external` symbols are user variables;
/// the others are the slack, error and dummy variables the algorithm introduces.
enum SymbolKind: UInt8 {
  /// A user `Variable`; unrestricted in sign.
  case external
  /// The slack of an inequality (or the artificial variable); restricted to ≥ 0.
  case slack
  /// The error of a non-required constraint; restricted to ≥ 0 and in the objective.
  case error
  /// The marker of a required equality; fixed at 0, never pivoted in.
  case dummy
}

/// A symbol id: an index into the tableau's per-symbol arrays.
typealias Symbol = Int32

let noSymbol: Symbol = -1

/// Coefficients and constants closer to 0 than this count as 0, as in kiwi.
let nearZero = 1.0e-8
