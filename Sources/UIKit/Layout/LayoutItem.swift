import Foundation

/// A view or a layout guide as Auto Layout's engine meets it: the item of a constraint
/// (`NSLayoutConstraint.firstItem`, typed `AnyObject` as on iOS).
///
/// The engine sits below the views, so it names items by the protocols it owns and the
/// views and guides conform: `UIView` as a `LayoutViewItem`, `UILayoutGuide` as a
/// `LayoutGuideItem`.
@MainActor
protocol LayoutItem: AnyObject {
  /// The item's four unknowns in the solver.
  var layoutVariables: LayoutVariables { get }
  /// How the layout log names the item.
  var layoutDebugName: String { get }
  /// Takes the frame a layout pass solved for the item, in its superview's (a guide: its
  /// owning view's) coordinates; `context` is the animation block the pass runs in, and
  /// `animator` the current runtime's, looked up once per pass.
  func takeFrameFromLayout(_ frame: CGRect, animatedIn context: AnimationContext?, animator: Animator)
  /// Takes the frame the presentation solve gives the item, what is drawn while
  /// constants animate (nil: drawn at its frame).
  func takePresentationFrameFromLayout(_ frame: CGRect?)
  /// Whether the item is drawn at `frame` now.
  func isDrawn(at frame: CGRect) -> Bool
}
