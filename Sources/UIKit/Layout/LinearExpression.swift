import Cassowary

/// The solver's expression type; Foundation also has an `Expression`, so UIKit names
/// the solver's one explicitly.
typealias LinearExpression = Cassowary.Expression
