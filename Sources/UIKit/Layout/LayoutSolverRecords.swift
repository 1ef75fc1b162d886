import Cassowary
import Foundation

extension LayoutEngine {
  // MARK: Constraints in the solver

  /// One active `NSLayoutConstraint` in the solver.
  final class Record {
    let constraint: NSLayoutConstraint
    let solverConstraint: Constraint
    /// The constant the solver has now: the model's, or the animated one while the
    /// presentation is solved.
    var applied: Double
    /// The constant the model layout uses (`constraint.constant` as of the last pass).
    var model: Double
    /// The animated constant on screen while an animation runs (nil: the model's).
    var presented: Double?
    var isInSolver = false
    var isPending = false
    /// Whether the record is in the engine's `animatedRecords`: a flag, so that each
    /// animated constant's frame step finds it without a search.
    var isAnimated = false
    /// Its place in the order the engine took its constraints in.
    var serial = 0

    init(constraint: NSLayoutConstraint, solverConstraint: Constraint, applied: Double) {
      self.constraint = constraint
      self.solverConstraint = solverConstraint
      self.applied = applied
      self.model = applied
    }
  }

  func add(_ constraint: NSLayoutConstraint) {
    guard let first = constraint.firstItem else { return }
    // A scroll view's edges mean its content area to its content (LayoutItemRouting.swift).
    let firstItem = Self.routedItem(first, constraint.firstAttribute, relatedTo: constraint.secondItem)
    let lhs = entry(for: firstItem).variables.expression(constraint.firstAttribute)
    var rhs = LinearExpression()
    if let second = constraint.secondItem {
      let secondItem = Self.routedItem(second, constraint.secondAttribute, relatedTo: first)
      rhs = entry(for: secondItem).variables.expression(constraint.secondAttribute) * Double(constraint.multiplier)
    }
    let relation: Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let applied = Double(constraint.constant)
    let solverConstraint = Constraint(lhs - rhs - applied, relation, strength: constraint.priority.strength)
    let record = Record(constraint: constraint, solverConstraint: solverConstraint, applied: applied)
    record.serial = nextRecordSerial
    nextRecordSerial += 1
    records[ObjectIdentifier(constraint)] = record
    do {
      try solver.addConstraint(solverConstraint)
      record.isInSolver = true
    } catch {
      if !deferIfAutoresizing(record) { reportUnsatisfiable(constraint) }
    }
  }

  /// The records in the order their constraints were added: what is handed on, listed or
  /// visited goes in one order every run, so the same conflict breaks the same
  /// constraint and prints the same message.
  var recordsInOrder: [Record] { records.values.sorted { $0.serial < $1.serial } }

  func remove(_ constraint: NSLayoutConstraint) {
    guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
    Animator.current.cancelConstantAnimation(of: record)
    if record.isInSolver { removeFromSolver(record.solverConstraint) }
    record.isInSolver = false
    pendingConstants.removeAll { $0 === record }
    deferredRecords.removeAll { $0 === record }
  }

  /// Puts `value` into the solver as the constraint's constant now; `marksLayout`
  /// false when the pass itself switches between the model and the presentation.
  func apply(_ record: Record, constant value: Double, marksLayout: Bool = true) {
    guard record.isInSolver, value != record.applied else {
      record.applied = value
      return
    }
    do {
      try solver.updateConstant(of: record.solverConstraint, to: -value)
      record.applied = value
    } catch {
      reportUnsatisfiable(record.constraint)
    }
    if marksLayout { root?.setNeedsLayout() }
  }
}
