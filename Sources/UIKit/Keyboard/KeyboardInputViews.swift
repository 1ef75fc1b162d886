import Foundation

/// What the keyboard shows for one first responder: its `inputAccessoryView` on top,
/// then its `inputView` in place of the keys, or the keys; each full width, with the
/// height UIKit gives it.
@MainActor
struct KeyboardInputViews {
  var accessory: UIView?
  var accessoryHeight: CGFloat = 0
  var inputView: UIView?
  var inputViewHeight: CGFloat = 0
  /// Whether the responder types (`UIKeyInput`): without an input view, it gets the keys.
  var takesKeys = true
  /// The home-indicator band below an accessory shown alone: docked at the bottom of the
  /// screen, the keyboard reaches the screen's edge and the accessory's safe area keeps
  /// its content above the band ("It's your responsibility to respect the input
  /// accessory view's safeAreaInsets", Apple's answer to rdar://34411433; "when the
  /// keyboard is not visible, the inputAccessoryView is pinned on the very bottom of the
  /// screen", "iPhone X how to handle View Controller inputAccessoryView?").
  var dockedBand: CGFloat = 0
  /// A hardware keyboard types instead of the keys: they are not drawn, but the keyboard
  /// keeps its full frame, placed so that only the accessory is on screen.
  var keysOnHardware = false
  /// iPad: with a hardware keyboard, the shortcuts bar that stays at the bottom (its
  /// height, the home-indicator strip included; 0 on a phone, where nothing stays).
  var hardwareBarHeight: CGFloat = 0

  /// Nothing but the keys (or nothing, for a responder that shows no keyboard).
  static let keys = KeyboardInputViews()

  /// The responder's views, measured for a keyboard `width` wide, with the accessory
  /// of `provider` (the responder itself, or the owner of the accessory it sits in).
  /// `fitted` lists the views whose height the keyboard set itself last time: they are
  /// fitted again, as a zero-height view is, so a new fitting height shows after
  /// `reloadInputViews()`. An accessory holding the responder keeps the height it has
  /// on screen (`shown`): measuring would take it, and the responder, out of the window.
  static func of(
    _ responder: UIResponder, accessoryFrom provider: UIResponder, width: CGFloat, bottomBand: CGFloat,
    shown: KeyboardInputViews, fitted: [ObjectIdentifier: CGFloat]
  ) -> KeyboardInputViews {
    var views = KeyboardInputViews()
    views.takesKeys = responder is UIKeyInput
    if let accessory = provider.inputAccessoryView {
      views.accessory = accessory
      if provider !== responder && accessory === shown.accessory {
        views.accessoryHeight = shown.accessoryHeight
      } else {
        views.accessoryHeight = height(of: accessory, width: width, fitted: fitted)
      }
    }
    if let input = responder.inputView {
      views.inputView = input
      views.inputViewHeight = height(of: input, width: width, fitted: fitted)
    }
    if views.accessory != nil && views.inputView == nil && !views.takesKeys {
      views.dockedBand = bottomBand
    }
    return views
  }

  /// Whether the keys are part of the keyboard: a text input's, unless an input view
  /// replaces them.
  var showsKeys: Bool { inputView == nil && takesKeys }

  /// Whether the keys are drawn: part of the keyboard, and no hardware keyboard types.
  var drawsKeys: Bool { showsKeys && !keysOnHardware }

  /// Whether anything comes up: with a hardware keyboard, a plain text input shows
  /// nothing (and iOS posts nothing for it).
  var showsAnything: Bool { !(keysOnHardware && accessory == nil && hardwareBarHeight == 0) }

  /// How much of the keyboard is on screen when it is up: all of it, or, with a
  /// hardware keyboard, the accessory alone.
  func visibleHeight(keysHeight: CGFloat) -> CGFloat {
    keysOnHardware ? accessoryHeight + hardwareBarHeight : height(keysHeight: keysHeight)
  }

  /// The keyboard's whole height: the accessory and the input view or `keysHeight`.
  func height(keysHeight: CGFloat) -> CGFloat {
    accessoryHeight + (showsKeys ? keysHeight : inputViewHeight) + dockedBand
  }

  /// The accessory's frame height: a `.flexibleHeight` one docked alone stretches over
  /// the band below it.
  var accessoryFrameHeight: CGFloat {
    accessoryHeight + (accessory?.autoresizingMask.contains(.flexibleHeight) == true ? dockedBand : 0)
  }

  /// The same views with the same heights: nothing to move, nothing to post.
  func isSame(as other: KeyboardInputViews) -> Bool {
    accessory === other.accessory && inputView === other.inputView && showsKeys == other.showsKeys
      && accessoryHeight == other.accessoryHeight && inputViewHeight == other.inputViewHeight
      && dockedBand == other.dockedBand && keysOnHardware == other.keysOnHardware
      && hardwareBarHeight == other.hardwareBarHeight
  }

  // MARK: Heights

  /// UIKit's rule: the frame's height when it has one, else the view's Auto Layout
  /// fitting height at the keyboard's width (its constraints and intrinsic size), as
  /// a `UIToolbar()` with no frame gets its 44 points from its intrinsic height.
  static func height(of view: UIView, width: CGFloat, fitted: [ObjectIdentifier: CGFloat]) -> CGFloat {
    let wasFitted = fitted[ObjectIdentifier(view)].map { $0 == view.frame.height } ?? false
    if view.frame.height > 0 && !wasFitted && view.translatesAutoresizingMaskIntoConstraints {
      return view.frame.height
    }
    return fittingHeight(of: view, width: width)
  }

  /// The smallest height the view's constraints allow at `width`, as
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority: .required,
  /// verticalFittingPriority: .fittingSizeLevel)` gives it. A view in another app
  /// hierarchy keeps its frame's height: only a free view (or one the keyboard holds)
  /// is measured on its own.
  static func fittingHeight(of view: UIView, width: CGFloat) -> CGFloat {
    if let superview = view.superview {
      guard superview is KeyboardInputHostView else { return view.frame.height }
      view.removeFromSuperview()
    }
    let translates = view.translatesAutoresizingMaskIntoConstraints
    let original = view.frame
    view.translatesAutoresizingMaskIntoConstraints = false
    let fit = [
      view.widthAnchor.constraint(equalToConstant: width),
      view.heightAnchor.constraint(equalToConstant: 0),
    ]
    fit[1].priority = .fittingSizeLevel
    NSLayoutConstraint.activate(fit)
    view.layoutIfNeeded()
    let height = view.frame.height
    NSLayoutConstraint.deactivate(fit)
    view.translatesAutoresizingMaskIntoConstraints = translates
    // Measuring sets no frame: the keyboard places the view itself.
    if translates { view.frame = original }
    return max(0, height)
  }
}
