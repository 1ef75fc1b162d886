import Foundation

/// A view that is transparent to touches where it has no subview: a touch on its empty
/// area goes to whatever is behind it, while its subviews still receive theirs.
///
/// The classic iOS overlay (seed 004's keyboard wrapper and safe-area views): `hitTest`
/// does the usual search and answers nil instead of the view itself, so the window's
/// search moves on to the views below. The wheel follows the same path, so a scroll view
/// behind a pass-through view still scrolls.
@preconcurrency @MainActor
open class PassThroughView: UIView {
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}
