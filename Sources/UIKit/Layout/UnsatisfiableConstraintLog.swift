import Foundation

extension LayoutEngine {
  /// What UIKit prints when a constraint cannot be satisfied; the new constraint is the
  /// one broken (left out of the solver), so nothing else moves.
  func reportUnsatisfiable(_ constraint: NSLayoutConstraint) {
    let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
    let pins = items.compactMap { item -> String? in
      guard let view = item as? any LayoutViewItem, view.translatesAutoresizingMaskIntoConstraints else { return nil }
      return "<NSAutoresizingMaskLayoutConstraint \(view.layoutDebugName) frame \(view.frame)>"
    }
    logUnsatisfiable(
      broken: "\(constraint)", excluding: constraint, items: items, alsoInvolved: pins, mentionsAutoresizing: false)
  }

  /// UIKit's console message for a conflict: the active constraints on the same items,
  /// anything else involved, and the one broken.
  func logUnsatisfiable(
    broken: String, excluding brokenConstraint: NSLayoutConstraint? = nil, items: [AnyObject],
    alsoInvolved: [String], mentionsAutoresizing: Bool
  ) {
    let involved = recordsInOrder.map(\.constraint).filter { c in
      c !== brokenConstraint && items.contains { $0 === c.firstItem || $0 === c.secondItem }
    }
    let list = (involved.map { "\($0)" } + alsoInvolved + [broken]).map { "    \"\($0)\"" }
    let note =
      mentionsAutoresizing
      ? "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
        + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints)\n" : ""
    LayoutLog.report(
      """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      \tTry this:
      \t\t(1) look at each constraint and try to figure out which you don't expect;
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
      \(note)(
      \(list.joined(separator: ",\n"))
      )

      Will attempt to recover by breaking constraint
      \(broken)
      """)
  }
}
