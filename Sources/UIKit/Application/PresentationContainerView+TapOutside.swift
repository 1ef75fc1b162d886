import Foundation

/// In a regular-width iPad window a tap beside a form sheet, page sheet or popover
/// dismisses it, as an interactive dismissal: `isModalInPresentation` or the delegate's
/// `presentationControllerShouldDismiss(_:)` (and a popover delegate's deprecated
/// `popoverPresentationControllerShouldDismissPopover(_:)`) can refuse, and the delegate
/// hears `presentationControllerDidAttemptToDismiss(_:)`; otherwise it hears will- and
/// did-dismiss. UIKitCore's `_UISheetLayoutInfo` keeps `_shouldDismissWhenTappedOutside`
/// on by default and lets the dimming take the tap when the card is not the window's
/// whole width (`_shouldDimmingIgnoreTouches`), and a popover "remains visible until the
/// user taps outside of the popover window or you explicitly dismiss it" (Apple's
/// documentation of `UIPopoverController`,
/// https://developer.apple.com/documentation/uikit/uipopovercontroller). A touch beside a
/// popover on one of its `passthroughViews` goes to that view and dismisses nothing.
extension PresentationContainerView {
  func installTapOutside() {
    let tap = UITapGestureRecognizer(
      target: self, action: Selector("handleTapOutside:", PresentationContainerView.handleTapOutside(_:)))
    addGestureRecognizer(tap)
  }

  /// Whether `point` (the container's coordinates) is beside the card and its arrow.
  func isOutsideCard(_ point: CGPoint) -> Bool {
    !presentedView.frame.contains(point) && (arrowView.isHidden || !arrowView.frame.contains(point))
  }

  func tapOutsideCanBegin(at point: CGPoint) -> Bool { layout.isRegularWidthCard && isOutsideCard(point) }

  /// Whether a touch at `point` belongs to a passthrough view under the popover.
  func passesThrough(at point: CGPoint) -> Bool {
    guard layout == .popover, isOutsideCard(point), let views = popover?.passthroughViews else { return false }
    return views.contains { view in
      view.window != nil && view.window === window && view.bounds.contains(view.convert(point, from: self))
    }
  }

  func handleTapOutside(_ tap: UITapGestureRecognizer) {
    guard tap.state == .ended, let controller = presentedController,
      let presentation = (popover as UIPresentationController?) ?? controller.presentationController
    else { return }
    let delegate = presentation.delegate
    let popoverDelegate = popover?.popoverDelegate
    let allowed =
      !controller.isModalInPresentation && (delegate?.presentationControllerShouldDismiss(presentation) ?? true)
      && (popover.map { popoverDelegate?.popoverPresentationControllerShouldDismissPopover($0) ?? true } ?? true)
    guard allowed else {
      delegate?.presentationControllerDidAttemptToDismiss(presentation)
      return
    }
    delegate?.presentationControllerWillDismiss(presentation)
    let popover = popover
    controller.dismiss(animated: true) { [weak presentation] in
      guard let presentation else { return }
      presentation.delegate?.presentationControllerDidDismiss(presentation)
      if let popover { popover.popoverDelegate?.popoverPresentationControllerDidDismissPopover(popover) }
    }
  }
}
