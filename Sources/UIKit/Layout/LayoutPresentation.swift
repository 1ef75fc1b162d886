import Cassowary
import Foundation

/// What the engine draws while constants animate: the presentation layout.
///
/// On iOS a layout pass inside an animation block sets every frame to its final value
/// at once (the model) and Core Animation moves what is drawn. Here the model is solved
/// with the constraints' constants as code set them, and each frame the presentation is
/// solved again with the animated constants (and the keyboard's on-screen top), so what
/// is drawn is always a real Auto Layout solution. The solver is switched between the
/// two by in-place constant changes (dual-simplex steps); between passes it holds the
/// presentation, so a frame in which only animations moved costs one solve.
struct PresentationState {
  /// An animated constant or the keyboard's on-screen top moved since the last solve.
  var needsSolve = false
  /// A model constant or the keyboard's final top moved: the model must be solved again.
  var modelNeedsSolve = false
  /// Some item was given a presentation frame of its own that is still drawn.
  var isShown = false
}

extension LayoutEngine {
  /// Whether anything is drawn somewhere else than the model has it.
  var presentationDiffers: Bool {
    animatedRecords.contains { $0.isInSolver && $0.presented != nil } || keyboardGuidesMoving
  }

  /// An animation moved a constraint's constant on screen to `value` (nil: back to the
  /// model's).
  func present(_ record: Record, constant value: Double?) {
    let shown = value == record.model ? nil : value
    guard shown != record.presented else { return }
    markAnimated(record)
    record.presented = shown
    presentation.needsSolve = true
    UIKitRuntime.setCurrentNeedsFrame()
  }

  private func markAnimated(_ record: Record) {
    guard !record.isAnimated else { return }
    record.isAnimated = true
    animatedRecords.append(record)
  }

  /// Makes `value` the constraint's model constant (a property animator that stops or
  /// finishes somewhere else than at its end) and draws it there.
  func settle(_ record: Record, constant value: Double) {
    present(record, constant: nil)
    guard value != record.model else { return }
    record.model = value
    if !record.isAnimated { apply(record, constant: value, marksLayout: false) }
    presentation.modelNeedsSolve = true
    root?.setNeedsLayout()
  }

  /// Puts the model's constants (`presented` false) or the animated ones into the solver.
  func putSolver(presented: Bool) {
    for record in animatedRecords where record.isInSolver {
      let value = presented ? record.presented ?? record.model : record.model
      apply(record, constant: value, marksLayout: false)
    }
    if !presented {
      animatedRecords.removeAll { record in
        let done = !record.isInSolver || record.presented == nil
        if done { record.isAnimated = false }
        return done
      }
    }
    putKeyboardPins(presented: presented)
  }

  /// The presentation solve: each solved item's frame as drawn now. Called with the
  /// solver holding the animated constants.
  func writePresentationFrames() {
    solver.updateVariables()
    for entry in order where entry.isSolved {
      entry.item?.takePresentationFrameFromLayout(solvedFrame(of: entry))
    }
    presentation.needsSolve = false
    presentation.isShown = true
  }

  /// Nothing animates any more: every item is drawn where the model has it.
  func clearPresentationFrames() {
    for entry in order where entry.isSolved { entry.item?.takePresentationFrameFromLayout(nil) }
    presentation.isShown = false
    presentation.needsSolve = false
  }
}
