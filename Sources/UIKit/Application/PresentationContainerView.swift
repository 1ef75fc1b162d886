import Foundation

/// Where a presented controller's view lives in the window, above the presenting one's:
/// a dimming layer behind a sheet, and the sheet or full-screen view in front.
///
/// On an iPhone in portrait, a page or form sheet (and `.automatic`, iOS 13's default)
/// is a card from 10 points below the status bar to the screen's bottom, its top
/// corners rounded, over the presenting screen dimmed to 40 % black; in landscape, and
/// for the full-screen styles and `.custom` (an alert's, over the dimmed screen), the
/// presented view fills the window. The 10 points and
/// the dimming are estimates from iOS 16 screenshots (Apple publishes neither), and the
/// presenting screen is not scaled back as iOS's is (docs/PORTING.md).
@MainActor
final class PresentationContainerView: UIView {
  static let sheetGap: CGFloat = 10
  static let dimming = UIColor(white: 0, alpha: 0.4)
  static let sheetCornerRadius: CGFloat = 10

  let style: UIModalPresentationStyle
  /// The presented controller's sheet settings (its detents), if it made them.
  let sheet: UISheetPresentationController?
  let presentedView: UIView

  init(
    presenting presented: UIView, style: UIModalPresentationStyle, sheet: UISheetPresentationController?,
    in window: UIWindow
  ) {
    self.style = style
    self.sheet = sheet
    presentedView = presented
    super.init(frame: window.bounds)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    isSheet = Self.isSheet(style) && window.bounds.height > window.bounds.width
    backgroundColor = isSheet || style == .custom ? Self.dimming : nil
    presented.frame = restingFrame
    if isSheet { presented.layer.cornerRadius = sheet?.preferredCornerRadius ?? Self.sheetCornerRadius }
    addSubview(presented)
    if isSheet {
      installDrag()
      observeKeyboard()
    }
  }

  isolated deinit {
    if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
  }

  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard isSheet, gestureRecognizer is UIPanGestureRecognizer else { return true }
    return dragCanBegin(at: gestureRecognizer.location(in: self))
  }

  /// Where the sheet's top was when a drag took hold of it.
  var dragStartTop: CGFloat?
  var keyboardObserver: NSObjectProtocol?

  /// Whether the presented view is a card over the presenting screen.
  private(set) var isSheet = false

  static func isSheet(_ style: UIModalPresentationStyle) -> Bool {
    switch style {
    case .automatic, .pageSheet, .formSheet, .popover: true
    default: false
    }
  }

  /// Whether the presenting screen stays in the window under the presented one.
  var keepsPresentingView: Bool {
    isSheet || style == .overFullScreen || style == .overCurrentContext || style == .custom
  }

  /// The presented view's frame at rest.
  var restingFrame: CGRect {
    guard isSheet else { return bounds }
    return frame(top: top(of: sheet?.restingDetent ?? .large))
  }

  /// The sheet's frame with its top at `top`: it reaches the window's bottom.
  func frame(top: CGFloat) -> CGRect { CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top) }

  /// Where a detent puts the sheet's top: the large one 10 points under the status bar,
  /// the medium one at half the screen's height.
  func top(of detent: UISheetPresentationController.Detent.Identifier) -> CGFloat {
    let large = (window?.safeAreaInsetsOfDevice.top ?? safeAreaInsetsOfDeviceFallback) + Self.sheetGap
    return detent == .medium ? max(large, bounds.height / 2) : large
  }

  /// The status bar's band before the container is in a window: the screen's.
  private var safeAreaInsetsOfDeviceFallback: CGFloat { UIScreen.main.device.safeAreaInsets.top }

  /// Below the window's bottom edge: where a presentation slides in from.
  var offScreenFrame: CGRect { restingFrame.offsetBy(dx: 0, dy: bounds.height - restingFrame.minY) }
}
