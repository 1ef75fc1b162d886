import Foundation

/// Modal presentation, as iOS does it on an iPhone: the presented controller's view
/// slides up from the bottom over 0.35 s (iOS's is a spring whose duration it does not
/// publish) into a `PresentationContainerView` above the presenting screen, as a sheet
/// (`.automatic`, `.pageSheet`, `.formSheet`: a card under the status bar, the presenting
/// screen left in place and told nothing, as iOS 13 changed it) or over the whole window
/// (`.fullScreen`: the presenting screen disappears, with its callbacks, and its view
/// leaves the window; `.overFullScreen` keeps it). Dismissing slides it back down. In a
/// regular-width iPad window the sheets keep their iPad shapes and a popover fades in
/// beside its source (`PresentationLayout`).
///
/// The keyboard: a field of the presenting screen that is first responder resigns as the
/// presentation begins, unless the presented controller's field took first responder
/// as it appeared; the presented view's fields bring the keyboard up over the sheet, whose
/// frame is not the screen's (the keyboard's frame is in screen coordinates).
extension UIViewController {
  static let presentationDuration: TimeInterval = 0.35
  /// A popover fades in and out where it stands instead of sliding (the duration an
  /// estimate: Apple publishes none).
  static let popoverFadeDuration: TimeInterval = 0.2

  /// The controller that presents for this one: the root of its containers (a child of a
  /// navigation controller presents from the navigation controller, as on iOS).
  var presentationContext: UIViewController {
    var controller = self
    while let parent = controller.parent { controller = parent }
    return controller
  }

  /// The controller this one (or its container) presented, if any.
  public var presentedViewController: UIViewController? { presentationContext.presentedStorage }

  /// The controller that presented this one (or its container), if any.
  public var presentingViewController: UIViewController? { presentationContext.presentingStorage }

  func presentModally(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
    let presenter = presentationContext
    // A controller presents one at a time; the top of a chain of presentations presents
    // the next, as UIKit's warnings say ("which is already presenting").
    guard presenter.presentedStorage == nil else {
      LayoutLog.report(
        "Warning: Attempt to present \(type(of: controller)) on \(type(of: presenter)) which is already presenting")
      return
    }
    guard let window = presenter.viewIfLoaded?.window else {
      LayoutLog.report(
        "Warning: Attempt to present \(type(of: controller)) on \(type(of: presenter)) whose view is not in the window hierarchy"
      )
      return
    }
    if controller.modalPresentationStyle == .popover, let popover = controller.popoverPresentationController {
      popover.popoverDelegate?.prepareForPopoverPresentation(popover)
    }
    let container = PresentationContainerView(presenting: controller, in: window)
    presenter.presentedStorage = controller
    controller.presentingStorage = presenter
    controller.presentationContainer = container
    window.insertSubview(container, aboveSubview: presenter.presentationContainer ?? presenter.view)
    let presentingLeaves = !container.keepsPresentingView
    if presentingLeaves { presenter.beginAppearanceTransition(false) }
    controller.beginAppearanceTransition(true)
    // The presenting screen's first responder resigns, unless the presented one took over.
    presenter.view.resignFirstResponderInside()
    let rest = container.restingFrame
    let finish: (Bool) -> Void = { _ in
      if presentingLeaves {
        presenter.view.removeFromSuperview()
        presenter.endAppearanceTransition(false)
      }
      controller.endAppearanceTransition(true)
      completion?()
    }
    guard animated else {
      finish(true)
      return
    }
    if container.fades {
      container.alpha = 0
      UIView.animate(
        withDuration: Self.popoverFadeDuration, delay: 0, options: [.curveEaseOut],
        animations: { container.alpha = 1 }, completion: finish)
      return
    }
    let dimming = container.backgroundColor
    container.backgroundColor = dimming?.withAlphaComponent(0)
    controller.view.frame = container.offScreenFrame
    UIView.animate(
      withDuration: Self.presentationDuration, delay: 0, options: [.curveEaseOut],
      animations: {
        controller.view.frame = rest
        container.backgroundColor = dimming
      }, completion: finish)
  }

  func dismissModal(animated: Bool, completion: (() -> Void)?) {
    let context = presentationContext
    // Sent to the presented controller, it goes to its presenter, as UIKit forwards it.
    let presenter = context.presentedStorage != nil ? context : (context.presentingStorage ?? context)
    guard let controller = presenter.presentedStorage, let container = controller.presentationContainer,
      let window = container.window
    else {
      completion?()
      return
    }
    let presentingReturns = !container.keepsPresentingView
    if presentingReturns {
      presenter.view.frame = window.bounds
      window.insertSubview(presenter.view, belowSubview: container)
      presenter.beginAppearanceTransition(true)
    }
    controller.beginAppearanceTransition(false)
    controller.view.resignFirstResponderInside()
    let finish: (Bool) -> Void = { _ in
      container.removeFromSuperview()
      controller.presentationContainer = nil
      controller.presentingStorage = nil
      presenter.presentedStorage = nil
      controller.endAppearanceTransition(false)
      if presentingReturns { presenter.endAppearanceTransition(true) }
      completion?()
    }
    guard animated else {
      finish(true)
      return
    }
    if container.fades {
      UIView.animate(
        withDuration: Self.popoverFadeDuration, delay: 0, options: [.curveEaseIn],
        animations: { container.alpha = 0 }, completion: finish)
      return
    }
    let offScreen = container.offScreenFrame
    UIView.animate(
      withDuration: Self.presentationDuration, delay: 0, options: [.curveEaseIn],
      animations: {
        controller.view.frame = offScreen
        container.backgroundColor = container.backgroundColor?.withAlphaComponent(0)
      }, completion: finish)
  }

}
