import Foundation

/// Constraint constants animated on the animator: what `layoutIfNeeded()` inside an
/// animation block produces. Each frame the solver sees the animated constant.
extension Animator {

  func animateConstant(
    of record: LayoutEngine.Record, in engine: LayoutEngine, to target: Double, context: AnimationContext
  ) {
    let from = record.applied
    if from == target && !isRunning(Key(target: ObjectIdentifier(record), property: .constant)) { return }
    start(Key(target: ObjectIdentifier(record), property: .constant), target: record, context: context) {
      [weak engine, weak record] fraction in
      guard let engine, let record else { return }
      engine.apply(record, constant: fraction == 1 ? target : from + (target - from) * fraction)
    }
  }

  func cancelConstantAnimation(of record: LayoutEngine.Record) {
    cancel(Key(target: ObjectIdentifier(record), property: .constant))
  }
}
