import Foundation

/// Where a presented controller's view lives in the window, above the presenting one's:
/// a dimming layer behind a card, and the card, full-screen view or popover in front.
/// Where each goes is its `PresentationLayout`.
///
/// On an iPhone in portrait, a page or form sheet (and `.automatic`, iOS 13's default)
/// is a card from 10 points below the status bar to the screen's bottom, its top
/// corners rounded, over the presenting screen dimmed to 40 % black; in landscape, and
/// for the full-screen styles and `.custom` (an alert's, over the dimmed screen), the
/// presented view fills the window. The 10 points and
/// the dimming are estimates from iOS 16 screenshots (Apple publishes neither), and the
/// presenting screen is not scaled back as iOS's is (docs/PORTING.md). In a regular-width
/// iPad window a page sheet is that card narrowed and centred, a form sheet a centred card
/// with all four corners rounded (`RegularWidthSheetGeometry`), a popover a card beside its
/// source with an arrow and no dimming (`PopoverGeometry`); a tap beside any of the three
/// dismisses it (`PresentationContainerView+TapOutside`), and the form sheet and the popover
/// move out of the docked keyboard's way (`PresentationContainerView+KeyboardAvoidance`).
@MainActor
final class PresentationContainerView: UIView {
  static let sheetGap: CGFloat = 10
  static let dimming = UIColor(white: 0, alpha: 0.4)
  static let sheetCornerRadius: CGFloat = 10

  /// The style the presentation takes on: the controller's, or the one its delegate
  /// adapted it to.
  private(set) var style: UIModalPresentationStyle
  private(set) var layout: PresentationLayout
  /// The sheet settings (detents, corner radius) of a card: the presented controller's,
  /// or the adaptive sheet of a popover that became one.
  private(set) var sheet: UISheetPresentationController?
  /// The popover's settings, when the presentation is one.
  private(set) var popover: UIPopoverPresentationController?
  let presentedView: UIView
  private(set) weak var presentedController: UIViewController?
  /// The window the presentation is for, before the container is in it.
  private weak var presentingWindow: UIWindow?
  /// The container's window, or the one it is about to go into.
  var hostWindow: UIWindow? { window ?? presentingWindow }
  /// The popover's arrow, when it has one.
  let arrowView = PopoverArrowView()

  init(presenting controller: UIViewController, in window: UIWindow) {
    let (layout, style) = PresentationLayout.resolve(controller.modalPresentationStyle, of: controller, in: window)
    (self.layout, self.style) = (layout, style)
    presentedView = controller.view
    presentedController = controller
    presentingWindow = window
    super.init(frame: window.bounds)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    keyboardTop = Self.keyboardTop(of: window)
    addSubview(presentedView)
    if layout == .popover, controller.popoverPresentationController?.anchorRect(in: window) == nil {
      LayoutLog.report(
        "Warning: UIPopoverPresentationController (\(controller.popoverPresentationController.map { "\($0)" } ?? "nil")) should have a non-nil sourceView or barButtonItem set before the presentation occurs"
      )
    }
    takeOn(layout, style: style)
  }

  /// Shapes the presentation for `layout`: its settings, dimming, corners and frame, and
  /// the gestures and keyboard observing that layout has. Run as the presentation begins
  /// and again when it adapts to new traits.
  func takeOn(_ layout: PresentationLayout, style: UIModalPresentationStyle) {
    (self.layout, self.style) = (layout, style)
    let popover = presentedController?.popoverPresentationController
    self.popover = layout == .popover ? popover : nil
    sheet =
      presentedController?.modalPresentationStyle == .popover
      ? (layout.isCard ? popover?.adaptiveSheetPresentationController : nil)
      : presentedController?.storedSheetPresentationController
    if let sheet, sheet.delegate == nil, let popover { sheet.delegate = popover.delegate }
    backgroundColor = layout.isCard || style == .custom ? Self.dimming : nil
    presentedView.frame = restingFrame
    presentedView.layer.cornerRadius = cornerRadius
    if layout == .popover {
      placeArrow()
    } else {
      arrowView.isHidden = true
      arrowView.removeFromSuperview()
    }
    for recognizer in gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
    if isSheet { installDrag() }
    if layout.isRegularWidthCard { installTapOutside() }
    if (layout.isCard || layout == .popover) && keyboardObservers.isEmpty { observeKeyboard() }
    laidOutSize = bounds.size
  }

  isolated deinit {
    for observer in keyboardObservers { NotificationCenter.default.removeObserver(observer) }
  }

  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if gestureRecognizer is UITapGestureRecognizer {
      return tapOutsideCanBegin(at: gestureRecognizer.location(in: self))
    }
    guard isSheet, gestureRecognizer is UIPanGestureRecognizer else { return true }
    return dragCanBegin(at: gestureRecognizer.location(in: self))
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    adaptToTraits()
  }

  /// A touch beside a popover on one of its passthrough views goes to that view.
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    if passesThrough(at: point) { return nil }
    return super.hitTest(point, with: event)
  }

  /// A turned or resized window puts the presented view where its layout says again (a
  /// card being dragged is left to the finger).
  override func layoutSubviews() {
    super.layoutSubviews()
    guard bounds.size != laidOutSize, dragStartTop == nil else { return }
    laidOutSize = bounds.size
    presentedView.frame = restingFrame
    if layout == .popover { placeArrow() }
  }
  var laidOutSize: CGSize = .zero

  /// Where the sheet's top was when a drag took hold of it.
  var dragStartTop: CGFloat?
  var keyboardObservers: [NSObjectProtocol] = []
  /// The docked keyboard's top in the container's coordinates while it is up (or coming
  /// up), nil while it is down.
  var keyboardTop: CGFloat?

  /// Whether the presented view is a card with detents a person drags: the iPhone's sheet
  /// and the iPad's page sheet.
  var isSheet: Bool { layout == .sheet || layout == .pageSheet }

  /// Whether the presenting screen stays in the window under the presented one.
  var keepsPresentingView: Bool {
    layout != .fullWindow || style == .overFullScreen || style == .overCurrentContext || style == .custom
  }

  /// Whether the presentation fades in and out where it stands (a popover) instead of
  /// sliding up from the bottom.
  var fades: Bool { layout == .popover }

  private var cornerRadius: CGFloat {
    switch layout {
    case .fullWindow: 0
    case .popover: PopoverGeometry.cornerRadius
    case .formSheet: sheet?.preferredCornerRadius ?? RegularWidthSheetGeometry.cornerRadius
    case .sheet, .pageSheet: sheet?.preferredCornerRadius ?? Self.sheetCornerRadius
    }
  }

  /// The presented view's frame at rest.
  var restingFrame: CGRect {
    switch layout {
    case .fullWindow: bounds
    case .sheet, .pageSheet: frame(top: top(of: sheet?.restingDetent ?? .large))
    case .formSheet: formSheetFrame
    case .popover: popoverPlacement.frame
    }
  }

  /// The sheet's frame with its top at `top`: it reaches the window's bottom, across the
  /// window on an iPhone, in the page sheet's column on an iPad.
  func frame(top: CGFloat) -> CGRect {
    let column =
      layout == .pageSheet
      ? RegularWidthSheetGeometry.pageSheetColumn(in: bounds) : (x: bounds.minX, width: bounds.width)
    return CGRect(x: column.x, y: top, width: column.width, height: bounds.height - top)
  }

  /// Where a detent puts the sheet's top: the large one 10 points under the status bar,
  /// the medium one at half the screen's height.
  func top(of detent: UISheetPresentationController.Detent.Identifier) -> CGFloat {
    let large = statusBarHeight + Self.sheetGap
    return detent == .medium ? max(large, bounds.height / 2) : large
  }

  /// The status bar's band.
  var statusBarHeight: CGFloat { hostWindow?.safeAreaInsetsOfDevice.top ?? UIScreen.main.device.safeAreaInsets.top }

  /// The form sheet's frame now: centred, or above the keyboard while it is up.
  var formSheetFrame: CGRect {
    let screen = hostWindow?.screen.bounds.size ?? UIScreen.main.bounds.size
    let size = RegularWidthSheetGeometry.formSheetSize(
      preferred: presentedController?.preferredContentSize ?? .zero, screenSize: screen, bounds: bounds)
    return RegularWidthSheetGeometry.formSheetFrame(
      size: size, in: bounds, keyboardTop: keyboardTop, statusBarHeight: statusBarHeight)
  }

  /// Below the window's bottom edge: where a presentation slides in from.
  var offScreenFrame: CGRect { restingFrame.offsetBy(dx: 0, dy: bounds.height - restingFrame.minY) }

  /// The presented controller's `preferredContentSize` changed: a form sheet or popover
  /// takes the new size, animated when it changes inside an animation block.
  func preferredContentSizeChanged() {
    guard layout == .formSheet || layout == .popover else { return }
    presentedView.frame = restingFrame
    if layout == .popover { placeArrow() }
  }

  /// The keyboard's top in `window`, when its keyboard is up as the presentation begins.
  private static func keyboardTop(of window: UIWindow) -> CGFloat? {
    let keyboard = window.keyboardController
    guard keyboard.isKeyboardVisible else { return nil }
    return keyboard.keyboardFrame.minY
  }
}
