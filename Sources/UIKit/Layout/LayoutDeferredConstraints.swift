import Foundation

extension LayoutEngine {
  // MARK: Constraints waiting for the autoresizing pins of the next pass

  /// Holds back a constraint that conflicts, when activated, with a view still placed by
  /// its frame (`translatesAutoresizingMaskIntoConstraints` true): UIKit makes a view's
  /// autoresizing constraints at layout ("the system automatically creates a set of
  /// constraints … and updates them in updateConstraints", Apple's documentation of
  /// `translatesAutoresizingMaskIntoConstraints`), so app code that activates its
  /// constraints first and clears the flag just after, before layout, has no conflict.
  /// Returns whether the record waits for the next pass.
  func deferIfAutoresizing(_ record: Record) -> Bool {
    let items = [record.constraint.firstItem, record.constraint.secondItem].compactMap { $0 }
    guard items.contains(where: { Self.placedByFrame($0) }) else { return false }
    if !deferredRecords.contains(where: { $0 === record }) { deferredRecords.append(record) }
    return true
  }

  /// At the start of a pass, with the pins as the flags now say: the held-back
  /// constraints go into the solver, and one that still conflicts is reported as UIKit
  /// reports it, once.
  func addDeferredRecords() {
    let waiting = deferredRecords
    deferredRecords.removeAll()
    for record in waiting where records[ObjectIdentifier(record.constraint)] === record && !record.isInSolver {
      do {
        try solver.addConstraint(record.solverConstraint)
        record.isInSolver = true
        // A constant changed while it waited is in `applied`, not yet in the solver.
        try solver.updateConstant(of: record.solverConstraint, to: -record.applied)
        framesInvalidated = true
      } catch {
        reportUnsatisfiable(record.constraint)
      }
    }
  }

  private static func placedByFrame(_ item: AnyObject) -> Bool {
    let view = (item as? any LayoutViewItem) ?? (item as? any LayoutGuideItem)?.owningViewItem
    return view?.translatesAutoresizingMaskIntoConstraints ?? false
  }
}
