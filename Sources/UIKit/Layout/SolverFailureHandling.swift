import Cassowary

extension LayoutEngine {
  /// Moves the constant of a constraint UIKit makes itself (an autoresizing pin, a
  /// guide's pin). A value that contradicts required constraints is refused by the
  /// solver, which keeps the old one; UIKit's message names the pin as the constraint
  /// broken, and layout goes on with the rest.
  func updateSolverConstant(of c: Constraint, to value: Double, for view: (any LayoutViewItem)? = nil) {
    guard solver.hasConstraint(c) else { return }
    do { try solver.updateConstant(of: c, to: value) } catch { reportUnsatisfiable(internal: c, of: view) }
  }

  /// Takes a constraint out of the solver. One that was broken when it was added is not
  /// in it; any other failure is the solver's own, and is logged, not ignored.
  func removeFromSolver(_ c: Constraint) {
    guard solver.hasConstraint(c) else { return }
    do { try solver.removeConstraint(c) } catch {
      LayoutLog.report("[LayoutConstraints] Failed to remove constraint \(c): \(error)")
    }
  }

  /// UIKit's conflict message for a constraint UIKit made, named as UIKit names it.
  func reportUnsatisfiable(internal c: Constraint, of view: (any LayoutViewItem)?) {
    let name = view.map { "<NSAutoresizingMaskLayoutConstraint \($0.layoutDebugName) \(c)>" } ?? "<\(c)>"
    logUnsatisfiable(
      broken: name, items: view.map { [$0] } ?? [], alsoInvolved: [], mentionsAutoresizing: view != nil)
  }
}
