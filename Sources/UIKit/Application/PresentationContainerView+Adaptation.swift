import Foundation

/// A presentation under way adapts when its window's traits change, as UIKit's
/// presentation controllers do ("A set of methods that, in conjunction with a presentation
/// controller, determine how to respond to trait changes in your app", Apple's
/// `UIAdaptivePresentationControllerDelegate`): an iPad form sheet, page sheet or popover
/// whose window becomes compact-width (Split View's third, Slide Over, a narrow Stage
/// Manager window) becomes the iPhone's sheet, or what the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` says, and takes its iPad shape back
/// when the window is regular-width again.
extension PresentationContainerView {
  /// The window's traits changed: the presentation takes on the layout they give.
  func adaptToTraits() {
    guard let window = hostWindow, let controller = presentedController, dragStartTop == nil else { return }
    let (layout, style) = PresentationLayout.resolve(controller.modalPresentationStyle, of: controller, in: window)
    guard layout != self.layout else { return }
    if let presentation = controller.presentationController {
      // The style the presentation adapts to: `.none` when it is back to its own.
      let adapted: UIModalPresentationStyle =
        layout.isRegularWidthCard ? .none : (style == controller.modalPresentationStyle ? .pageSheet : style)
      presentation.delegate?.presentationController(
        presentation, willPresentWithAdaptiveStyle: adapted, transitionCoordinator: nil)
    }
    takeOn(layout, style: style)
  }
}
