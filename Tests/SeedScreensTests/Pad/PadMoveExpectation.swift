import Foundation
import UIKit

/// What iPadOS posts for a move of the keyboard and where the move takes it. "When a
/// docked keyboard is shown, or when it changes from undocked/floating to docked,
/// UIKeyboardWillShowNotification is triggered. And when a keyboard is hidden or changes
/// from docked to undocked/floating, UIKeyboardWillHideNotification is triggered" (Flutter's
/// iOS engine, on its keyboard inset): the show's four (will-change-frame, will-show,
/// did-show, did-change-frame) and the hide's four, though an undocked keyboard stays up. A
/// lifted keyboard comes and goes without them ("If the keyboard is split or undocked, no
/// keyboard notifications are raised", Stack Overflow; the floating one "does trigger
/// UIKeyboardDidChangeFrameNotification"): the change-frame pair alone, as between lifted
/// places.
struct PadMoveExpectation {
  enum Kind {
    /// Up from below the screen, or down below it.
    case show, hide
    /// From one place to another while up.
    case placementChange(from: KeyboardPlacement)
  }

  let kind: Kind
  /// Where the keyboard is while it moves, and rests after.
  let placement: KeyboardPlacement
  let begin: CGRect
  let end: CGRect
  var isLocal = true

  static let showNames = ["WillChangeFrame", "WillShow", "DidShow", "DidChangeFrame"]
  static let hideNames = ["WillChangeFrame", "WillHide", "DidHide", "DidChangeFrame"]
  static let frameChangeNames = ["WillChangeFrame", "DidChangeFrame"]

  var names: [String] {
    switch kind {
    case .show: placement.isDocked ? Self.showNames : Self.frameChangeNames
    case .hide: placement.isDocked ? Self.hideNames : Self.frameChangeNames
    case .placementChange(let old):
      old.isDocked == placement.isDocked
        ? Self.frameChangeNames : placement.isDocked ? Self.showNames : Self.hideNames
    }
  }

  /// The keyboard's state for a guide where the move ends.
  var endState: PadKeyboardState {
    if case .hide = kind { return .hidden }
    return PadKeyboardState(placement, at: end)
  }

  /// Whether the move takes the keyboard onto or off the bottom edge: the guides then go
  /// from one kind of place to the other instead of following the keyboard's frame.
  var crossesTheBottomEdge: Bool {
    if case .placementChange(let old) = kind { return old.isDocked != placement.isDocked }
    return false
  }

  static func show(_ places: PadKeyboardPlaces, _ placement: KeyboardPlacement) -> Self {
    Self(kind: .show, placement: placement, begin: places.hidden(placement), end: places.shown(placement))
  }

  static func hide(_ places: PadKeyboardPlaces, _ placement: KeyboardPlacement) -> Self {
    Self(kind: .hide, placement: placement, begin: places.shown(placement), end: places.hidden(placement))
  }

  static func change(_ places: PadKeyboardPlaces, from old: KeyboardPlacement, to new: KeyboardPlacement) -> Self {
    Self(kind: .placementChange(from: old), placement: new, begin: places.shown(old), end: places.shown(new))
  }
}
