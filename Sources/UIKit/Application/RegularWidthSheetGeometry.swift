import Foundation

/// Where iPadOS puts a form sheet and a page sheet in a regular-width window, and where a
/// form sheet goes when the docked keyboard comes up.
///
/// The numbers are UIKit's own, as `_UISheetPresentationMetrics` holds them in the iOS 16
/// to 18 UIKitCore (read from public decompilations of the framework):
/// `defaultFormSheetSizeForScreenSize:` gives 540×600 points on a screen whose longer side
/// is 1024 points or less, 620×680 from 1590 points up and 580×640 between, which is
/// every current iPad (1133 to 1376 points): the "slightly bigger" form sheets of iPadOS
/// 16 (https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-and-ipados-16-474c82c9ed2e).
/// `formSheetSizeForViewController:…` takes the
/// presented controller's `preferredContentSize` instead when both its sides are above
/// zero ("To provide a custom content size, use the modal view controller's
/// preferredContentSize property",
/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet).
/// The same metrics give a sheet's corners 10 points (`cornerRadius`), its top 10 points
/// below the status bar (`topOffset`, the iPhone sheet's gap too) and at least 25 points
/// beside it (`minimumSidePadding`).
///
/// The form sheet is centred in the window (`_UIFormSheetPresentationController`'s
/// `frameOfPresentedViewInContainerView`). With the keyboard up it is centred in the part
/// of the window above the keyboard, never higher than the status bar, keeping its size:
/// the same method's keyboard branch, which `_keyboardWillShow:` sets with the keyboard's
/// end frame through `_changeLayoutModeToAvoidKeyboard:withOrigin:` and
/// `_keyboardWillHide:` clears. UIKitCore takes that branch only in landscape and only for
/// sheets not drawn as iOS 13's cards (`_UISheetPresentationControllerStylesSheetsAsCards`);
/// it is applied here in both orientations, as "on iPad … the view moves to the top"
/// (hackiftekhar/IQKeyboardManager#676) reports, an estimate.
///
/// Estimates (docs/PORTING.md): the page sheet's width, 704 points (Apple: "roughly the
/// size of a page, where the height is greater than the width",
/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet,
/// publishes no number); a `preferredContentSize` larger than the window is cut to it.
enum RegularWidthSheetGeometry {
  static let cornerRadius: CGFloat = 10
  static let minimumSidePadding: CGFloat = 25
  static let pageSheetWidth: CGFloat = 704

  /// iPadOS's default form sheet size on a screen of `screenSize` points.
  static func defaultFormSheetSize(forScreenSize screenSize: CGSize) -> CGSize {
    let longer = max(screenSize.width, screenSize.height)
    if longer >= 1590 { return CGSize(width: 620, height: 680) }
    if longer <= 1024 { return CGSize(width: 540, height: 600) }
    return CGSize(width: 580, height: 640)
  }

  /// The form sheet's size: the controller's preferred size when it gives both sides,
  /// the default otherwise, no larger than the window.
  static func formSheetSize(preferred: CGSize, screenSize: CGSize, bounds: CGRect) -> CGSize {
    let size =
      preferred.width > 0 && preferred.height > 0 ? preferred : defaultFormSheetSize(forScreenSize: screenSize)
    return CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height))
  }

  /// The form sheet's frame: centred in `bounds`, or, with the keyboard's top at
  /// `keyboardTop`, centred above it with its top no higher than `statusBarHeight`.
  static func formSheetFrame(size: CGSize, in bounds: CGRect, keyboardTop: CGFloat?, statusBarHeight: CGFloat)
    -> CGRect
  {
    let x = bounds.minX + (bounds.width - size.width) / 2
    guard let keyboardTop, keyboardTop < bounds.maxY else {
      return CGRect(x: x, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }
    let y = max(statusBarHeight, bounds.minY + (keyboardTop - bounds.minY - size.height) / 2)
    return CGRect(x: x, y: y, width: size.width, height: size.height)
  }

  /// The page sheet's column: its x and width in `bounds`.
  static func pageSheetColumn(in bounds: CGRect) -> (x: CGFloat, width: CGFloat) {
    let width = min(pageSheetWidth, bounds.width - 2 * minimumSidePadding)
    return (bounds.minX + (bounds.width - width) / 2, width)
  }
}
