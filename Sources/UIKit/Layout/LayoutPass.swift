import Foundation

extension LayoutEngine {
  // MARK: The layout pass

  /// Applies pending constants (animated inside an animation block), solves, and
  /// writes the frames of every solved item.
  func solveAndApplyFrames() {
    // One lookup for the whole pass: a pass runs in one runtime, and a lookup per
    // written frame is a measurable part of a pass over a large tree.
    let animator = Animator.current
    let context = animator.currentContext
    if !pendingConstants.isEmpty {
      let pending = pendingConstants
      pendingConstants.removeAll()
      for record in pending {
        record.isPending = false
        let target = Double(record.constraint.constant)
        if let context {
          animator.animateConstant(of: record, in: self, to: target, context: context)
        } else {
          animator.cancelConstantAnimation(of: record)
          apply(record, constant: target)
        }
      }
    }
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
    // Most frames of an idle window (a blinking caret) change nothing the solver
    // knows: then no frame can have moved, and the pass stops here.
    guard solver.hasUpdatesPending || framesInvalidated else { return }
    framesInvalidated = false
    solver.updateVariables()
    for entry in order where entry.isSolved {
      let v = entry.variables
      var frame = CGRect(
        x: snapped(v.left.value), y: snapped(v.top.value), width: snapped(v.width.value),
        height: snapped(v.height.value))
      if let p = entry.parent?.variables {
        frame.origin.x -= snapped(p.left.value)
        frame.origin.y -= snapped(p.top.value)
      }
      if let last = entry.lastFrame, frame.equals(last) { continue }
      entry.lastFrame = frame
      // Inside an animation block a frame that moves now (constraints activated,
      // removed or remade: constant changes only start their own animation here)
      // animates from where the view is on screen, as UIKit animates layout.
      entry.item?.takeFrameFromLayout(frame, animatedIn: context, animator: animator)
    }
  }

  /// Solver values carry rounding noise from incremental updates (120.00000000000001);
  /// a grid of 2⁻²⁰ pt removes it, so a settled frame is exactly the solved number.
  private func snapped(_ value: Double) -> CGFloat {
    CGFloat((value * 1_048_576).rounded() / 1_048_576)
  }
}
