import Foundation

/// Where a presented controller's view goes, worked out once as the presentation begins
/// from the style it asked for, the window's traits and its presentation controller's
/// delegate.
///
/// In a regular-width iPad window the sheet styles keep their own shapes: `.formSheet` a
/// centred card, `.pageSheet` a page-wide card (and so `.automatic`: "for most view
/// controllers, UIKit maps this style to the pageSheet style",
/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic),
/// `.popover` a popover. Anywhere else, as Apple's documentation of
/// `modalPresentationStyle` puts it, "in compact-width size classes, some styles take on the
/// behavior of other styles": the three become the iPhone's sheet, unless the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` says otherwise (`.none` keeps a
/// popover a popover, `.fullScreen` and `.overFullScreen` fill the window)
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle).
/// An iPhone turned sideways shows the sheet over the whole window.
enum PresentationLayout: Equatable {
  /// The presented view fills the window.
  case fullWindow
  /// The iPhone's card, from under the status bar to the bottom, its detents draggable.
  case sheet
  /// The iPad's centred form sheet card.
  case formSheet
  /// The iPad's page sheet: the iPhone's card, narrowed and centred.
  case pageSheet
  /// A card next to its source, with an arrow pointing at it.
  case popover

  /// The layout for `controller`, presented with `style` in `window`, and the style it
  /// takes on (its own, or the one the delegate adapted it to).
  @MainActor static func resolve(
    _ style: UIModalPresentationStyle, of controller: UIViewController, in window: UIWindow
  ) -> (layout: PresentationLayout, style: UIModalPresentationStyle) {
    let traits = window.windowTraits
    let cardStyles: [UIModalPresentationStyle] = [.automatic, .pageSheet, .formSheet, .popover]
    guard cardStyles.contains(style) else { return (.fullWindow, style) }
    if traits.userInterfaceIdiom == .pad, traits.horizontalSizeClass == .regular {
      switch style {
      case .formSheet: return (.formSheet, style)
      case .popover: return (.popover, style)
      default: return (.pageSheet, style)
      }
    }
    let portrait = window.bounds.height > window.bounds.width
    let sheet: PresentationLayout = portrait || traits.userInterfaceIdiom == .pad ? .sheet : .fullWindow
    guard let presentation = controller.presentationController, let delegate = presentation.delegate else {
      return (sheet, style)
    }
    // "If you do not implement this method or if you return an invalid style, the
    // current presentation controller returns its preferred default style" (Apple's
    // documentation of the method): `.automatic`, the protocol's default here, is not a
    // valid one.
    switch delegate.adaptivePresentationStyle(for: presentation, traitCollection: traits) {
    case .none: return (style == .popover ? .popover : sheet, style)
    case .fullScreen: return (.fullWindow, .fullScreen)
    case .overFullScreen: return (.fullWindow, .overFullScreen)
    default: return (sheet, style)
    }
  }

  /// Whether the presented view is a card over a dimmed presenting screen.
  var isCard: Bool { self != .fullWindow && self != .popover }

  /// Whether the card sits in a regular-width iPad window, where a tap beside it
  /// dismisses it.
  var isRegularWidthCard: Bool { self == .formSheet || self == .pageSheet || self == .popover }
}
