import Foundation

/// Constraint constants animated on the animator: what `layoutIfNeeded()` inside an
/// animation block produces. The model layout has the new constant at once; each frame
/// the presentation layout is solved with the animated one (LayoutPresentation).
extension Animator {

  func animateConstant(
    of record: LayoutEngine.Record, in engine: LayoutEngine, from: Double, to target: Double,
    context: AnimationContext
  ) {
    if from == target && !isRunning(Key(target: ObjectIdentifier(record), property: .constant)) { return }
    let value = { (fraction: Double) in fraction == 1 ? target : from + (target - from) * fraction }
    start(
      Key(target: ObjectIdentifier(record), property: .constant), target: record, context: context,
      settle: { [weak engine, weak record] fraction in
        guard let engine, let record else { return }
        engine.settle(record, constant: value(fraction))
      }
    ) { [weak engine, weak record] fraction in
      guard let engine, let record else { return }
      engine.present(record, constant: value(fraction))
    }
  }

  func cancelConstantAnimation(of record: LayoutEngine.Record) {
    cancel(Key(target: ObjectIdentifier(record), property: .constant))
  }
}
