import Foundation

extension LayoutEngine {
  // MARK: The layout pass

  /// Applies pending constants (animated inside an animation block), solves the model
  /// and writes its frames, then, while constants animate, solves and writes what is
  /// drawn (LayoutPresentation).
  func solveAndApplyFrames() {
    // One lookup for the whole pass: a pass runs in one runtime (its window's, which the
    // view's pass makes current), and a lookup per written frame is a measurable part of
    // a pass over a large tree.
    let animator = Animator.current
    let context = Animator.currentContext
    if !pendingConstants.isEmpty {
      let pending = pendingConstants
      pendingConstants.removeAll()
      for record in pending {
        record.isPending = false
        let target = Double(record.constraint.constant)
        let onScreen = record.presented ?? record.model
        record.model = target
        presentation.modelNeedsSolve = true
        if let context {
          animator.animateConstant(of: record, in: self, from: onScreen, to: target, context: context)
        } else {
          animator.cancelConstantAnimation(of: record)
          present(record, constant: nil)
        }
        // Not animating: the model's constant is also the one drawn.
        if record.presented == nil { apply(record, constant: target, marksLayout: false) }
      }
    }
    if !deferredRecords.isEmpty { addDeferredRecords() }
    if !pendingIntrinsic.isEmpty {
      let pending = pendingIntrinsic
      pendingIntrinsic.removeAll()
      for entry in pending {
        entry.intrinsicPending = false
        for c in entry.intrinsic { removeFromSolver(c) }
        entry.intrinsic = []
        if entry.isSolved, let view = entry.item as? any LayoutViewItem { addIntrinsic(entry, view: view) }
      }
    }
    // Between passes the solver holds what is drawn, so anything it has to update now
    // changed the model. Most frames of an idle window (a blinking caret) change
    // nothing: then no frame can have moved, and the pass stops here.
    let modelChanged = solver.hasUpdatesPending || framesInvalidated || presentation.modelNeedsSolve
    guard modelChanged || presentation.needsSolve || presentation.isShown else { return }
    let animating = presentationDiffers
    var movedOnScreen: Set<ObjectIdentifier> = []
    if modelChanged {
      if animating, context != nil {
        // What would be drawn if only the constants moved: an item drawn elsewhere than
        // that moved for another reason (constraints activated or removed in the block),
        // and animates from where it is to its new frame.
        putSolver(presented: true)
        solver.updateVariables()
        for entry in order where entry.isSolved {
          if let item = entry.item, !item.isDrawn(at: solvedFrame(of: entry)) {
            movedOnScreen.insert(ObjectIdentifier(entry))
          }
        }
      }
      putSolver(presented: false)
      writeModelFrames(
        animatedIn: animating ? nil : context, moved: movedOnScreen, context: context, animator: animator)
    }
    if animating {
      putSolver(presented: true)
      if modelChanged || presentation.needsSolve || !presentation.isShown { writePresentationFrames() }
    } else if presentation.isShown {
      clearPresentationFrames()
    }
  }

  /// The model solve: each solved item's frame as code reads it. Inside an animation
  /// block with no constant animating (`context`), a frame that moves animates from where
  /// it is drawn; items in `moved` animate so in any case.
  private func writeModelFrames(
    animatedIn interpolated: AnimationContext?, moved: Set<ObjectIdentifier>, context: AnimationContext?,
    animator: Animator
  ) {
    solver.updateVariables()
    framesInvalidated = false
    presentation.modelNeedsSolve = false
    for entry in order where entry.isSolved {
      let frame = solvedFrame(of: entry)
      if let last = entry.lastFrame, frame.equals(last) { continue }
      entry.lastFrame = frame
      let animation = moved.contains(ObjectIdentifier(entry)) ? context : interpolated
      entry.item?.takeFrameFromLayout(frame, animatedIn: animation, animator: animator)
    }
  }

  /// An item's frame in the solver's current solution, in its parent's coordinates.
  func solvedFrame(of entry: Entry) -> CGRect {
    let v = entry.variables
    var frame = CGRect(
      x: snapped(v.left.value), y: snapped(v.top.value), width: snapped(v.width.value),
      height: snapped(v.height.value))
    if let p = entry.parentVariables {
      frame.origin.x -= snapped(p.left.value)
      frame.origin.y -= snapped(p.top.value)
    }
    return frame
  }

  /// Solver values carry rounding noise from incremental updates (120.00000000000001);
  /// a grid of 2⁻²⁰ pt removes it, so a settled frame is exactly the solved number.
  private func snapped(_ value: Double) -> CGFloat {
    CGFloat((value * 1_048_576).rounded() / 1_048_576)
  }
}
