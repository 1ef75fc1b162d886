import Foundation

/// What manages a popover (`popoverPresentationController` of a controller whose
/// `modalPresentationStyle` is `.popover`): what it points at (`sourceView` and
/// `sourceRect`, or `barButtonItem`), the directions its arrow may take, the views that
/// still take touches while it is up, and the sheet it becomes in a compact-width window
/// (`adaptiveSheetPresentationController`).
///
/// The popover is as big as the presented controller's `preferredContentSize`, or, where
/// that is zero, 320 points wide and 1100 tall, cut to the screen ("By default, the width is
/// set to 320 points and the height is set to 1100 points",
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/contentsizeforviewinpopover),
/// inside `popoverLayoutMargins` ("The default edge insets are 10 points along each edge",
/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/popoverlayoutmargins).
/// Where it goes, and how it moves out of the keyboard's way: `PopoverGeometry`.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
  open var sourceView: UIView?
  /// The rectangle in `sourceView` the arrow points at; empty (the default) for the whole
  /// view.
  open var sourceRect: CGRect = .zero
  /// The bar button item the arrow points at, instead of a source view.
  open var barButtonItem: UIBarButtonItem?
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
  /// The direction the arrow points, once the popover is shown; `.unknown` before.
  open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
  /// Views a person can still use while the popover is up: a tap on one does not
  /// dismiss the popover.
  open var passthroughViews: [UIView]?
  /// The colour of the popover's arrow and background (the presented view's own
  /// background when nil).
  open var backgroundColor: UIColor?
  open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  open var canOverlapSourceViewRect = false

  /// The sheet the popover becomes where it adapts (a compact-width window): its detents
  /// and grabber, as iOS 15 made them configurable.
  open var adaptiveSheetPresentationController: UISheetPresentationController {
    if let adaptiveSheet { return adaptiveSheet }
    let sheet = UISheetPresentationController(presentedViewController: presentedViewController!)
    adaptiveSheet = sheet
    return sheet
  }
  private var adaptiveSheet: UISheetPresentationController?

  /// The popover's own delegate, if the delegate is one.
  var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
    delegate as? any UIPopoverPresentationControllerDelegate
  }

  /// What the arrow points at, in `window`'s coordinates: the bar button item's frame,
  /// or the source rectangle (the whole source view when empty); nil when neither is set
  /// or the source is in another window.
  func anchorRect(in window: UIWindow) -> CGRect? {
    if let barButtonItem, let frame = barButtonItem.bar?.frameInWindow(of: barButtonItem) { return frame }
    guard let sourceView, sourceView.window === window else { return nil }
    let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
    return sourceView.convert(rect, to: nil)
  }
}
