/// An unknown of the system. Its `value` is written by `Solver.updateVariables()`.
///
/// Variables compare by identity, like kiwi's: two variables with the same name are
/// different unknowns.
///
/// A solver and its variables belong to one thread at a time (the UI's main actor, in
/// this project). The type is `Sendable` only so that `SolverError` can name the
/// variable it is about; reading it from another thread while a solver runs is a race.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// A label for `dump()` and error messages; it plays no part in solving.
  public var name: String
  /// The value from the last `updateVariables()` of a solver that uses this variable.
  ///
  /// A layout pass reads four per item and the solver writes each one it moved, so
  /// the read is kept a plain load: nothing takes the value `inout` or reads it while
  /// writing it, so the dynamic exclusivity check, which another module cannot prove
  /// away and which costs more than the load, is off.
  @exclusivity(unchecked) public internal(set) var value: Double = 0

  // The solver that first used this variable stores its symbol here, so that
  // the hot paths never hash the variable. A second solver falls back to a table.
  unowned(unsafe) var owner: AnyObject? = nil
  var symbol: Int32 = -1

  public init(_ name: String = "") {
    self.name = name
  }

  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  public var description: String {
    name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) & 0xFFFF)" : name
  }
}
