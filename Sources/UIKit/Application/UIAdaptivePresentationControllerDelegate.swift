import Foundation

/// What a presentation asks and tells about a person's dismissal of a sheet (a swipe down,
/// or on an iPad a tap beside it): iOS 13's interactive dismissal. Dismissing in code asks
/// nothing and tells nothing, as on iOS ("not called if the presentation is dismissed
/// programmatically"). And the style a form sheet, page sheet or popover takes in a
/// compact-width window (`PresentationLayout`).
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// The style to adapt to in `traitCollection`: `.none` keeps the presentation as it is
  /// (a popover stays a popover on an iPhone), `.fullScreen` or `.overFullScreen` fill
  /// the window; anything else (the default, `.automatic`) leaves UIKit's choice.
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  /// The same question without the traits, asked by the default of the one with them.
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
  /// "Notifies the delegate that an adaptivity-related transition is about to occur"
  /// (Apple): the window's traits changed and the presentation takes on `style` (`.none`:
  /// it keeps its own). The coordinator is nil: the change runs in the resize's block.
  func presentationController(
    _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
  /// Whether the swipe may dismiss; asked only when `isModalInPresentation` is false.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// The swipe was refused (`isModalInPresentation`, or `presentationControllerShouldDismiss`
  /// said no): the place to ask whether to discard changes.
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    adaptivePresentationStyle(for: controller)
  }
  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
    .automatic
  }
  public func presentationController(
    _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {}
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    true
  }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
