import Foundation

/// What a presentation asks and tells about a person's dismissal of a sheet (a swipe down):
/// iOS 13's interactive dismissal. Dismissing in code asks nothing and tells nothing, as on
/// iOS ("not called if the presentation is dismissed programmatically").
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// Whether the swipe may dismiss; asked only when `isModalInPresentation` is false.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// The swipe was refused (`isModalInPresentation`, or `presentationControllerShouldDismiss`
  /// said no): the place to ask whether to discard changes.
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    true
  }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
