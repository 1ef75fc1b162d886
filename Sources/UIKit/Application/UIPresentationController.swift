import Foundation

/// What manages a presented controller's presentation (`presentationController`): the two
/// controllers, and the delegate asked about a person's dismissal of a sheet.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  public private(set) weak var presentedViewController: UIViewController?
  /// The controller that presents, once the presentation has begun.
  open var presentingViewController: UIViewController? { presentedViewController?.presentingViewController }
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  init(presentedViewController: UIViewController) {
    self.presentedViewController = presentedViewController
    super.init()
  }
}
