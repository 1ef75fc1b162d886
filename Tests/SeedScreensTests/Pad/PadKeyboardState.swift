import Foundation
import UIKit

/// What a keyboard layout guide sees of the keyboard: nothing (it is down), the docked
/// keyboard, or a lifted one (undocked, split or floating); frames in screen coordinates.
enum PadKeyboardState {
  case hidden
  case docked(CGRect)
  case lifted(CGRect)

  /// The state of a keyboard that rests or moves at `placement`, drawn at `frame`.
  init(_ placement: KeyboardPlacement, at frame: CGRect, onScreen: Bool = true) {
    self = !onScreen ? .hidden : placement.isDocked ? .docked(frame) : .lifted(frame)
  }
}
