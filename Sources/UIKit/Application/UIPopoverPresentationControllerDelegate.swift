import Foundation

/// What a popover's presentation asks and tells its delegate, on top of the adaptive
/// presentation's questions (a delegate returning `.none` from
/// `adaptivePresentationStyle(for:traitCollection:)` keeps the popover on an iPhone).
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Called just before the popover appears.
  func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
  /// Whether a tap outside the popover may dismiss it (deprecated in iOS 13 in favour of
  /// `presentationControllerShouldDismiss(_:)`, which is asked too).
  func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) -> Bool
  /// A tap outside dismissed the popover (deprecated in iOS 13 in favour of
  /// `presentationControllerDidDismiss(_:)`, which is told too).
  func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
  public func popoverPresentationControllerShouldDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) -> Bool { true }
  public func popoverPresentationControllerDidDismissPopover(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}
}
