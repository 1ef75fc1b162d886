import Foundation

/// An iPad's keyboard moved by a person, as iPadOS lets one move it:
///
/// - The full-width keyboard (docked, undocked, split) follows a swipe of its dismiss key
///   up or down ("you can swipe up from this button to undock … then swipe down to dock",
///   Engadget, "iOS 5 features: split keyboard for iPad", 2011); a docked keyboard
///   undocks as the swipe starts, and a lifted one dropped near the bottom docks.
/// - The floating keyboard follows a drag of its grabber anywhere on the screen.
/// - A pinch floats it or docks it, a spread splits it (`KeyboardPlacement.afterPinch`).
///
/// What is posted, per move: will-change-frame alone ("drag split keyboard:
/// WillChangeFrame (each move)"; dropped at the bottom, "WillChangeFrame,
/// WillChangeFrame, WillShow": qiita.com/reikubonaga/items/5df48be2d65838444373). While
/// the floating keyboard is dragged its end frame is `CGRectZero` ("Ignore notification
/// when keyboard's dimensions and position are all zeroes for
/// UIKeyboardWillChangeFrameNotification. This happens when keyboard is dragged",
/// flutter/engine's `FlutterViewController.mm`; freshOS/KeyboardLayoutGuide #37 reads it
/// as a keyboard as tall as the screen); dropped, it posts its real frame (KUIKeyboard #7).
/// The keyboard follows the finger unanimated, so the moves' duration is 0 (an estimate:
/// no report gives it). Undocking by the swipe posts will-hide and did-hide as the menu's
/// Undock does (flutter/engine #37719; iOS 8 left them out for the gesture,
/// rdar://18010127).
extension KeyboardController {
  /// How far the dismiss key travels before the keyboard follows it, and the grabber
  /// before the floating keyboard does (estimates: UIKit's pan recognizers start at about
  /// 10 points).
  static let liftSwipeDistance: CGFloat = 10
  static let grabberDragDistance: CGFloat = 4
  /// A full-width keyboard dropped with its bottom this near the screen's bottom docks
  /// (an estimate).
  static let dockingDistance: CGFloat = 44

  /// Whether a finger may move the keyboard now: it is up and still, on an iPad, with
  /// its keys on screen.
  var canLift: Bool {
    phase == .shown && inputHostView.views.drawsKeys && (window?.screen ?? UIScreen.main).device.isPad
      && !isServingOtherApp
  }

  /// The finger, down on the dismiss key or the grabber at `point` (window coordinates),
  /// has moved far enough: the keyboard follows it from now on. A docked keyboard undocks
  /// first, where it is.
  func liftBegan(at point: CGPoint) {
    guard canLift else { return }
    endSlideNow()
    if placement.isDocked {
      // Undocked where it stands: its bottom on the screen's, the home band left behind.
      liftedBottomGap = 0
      placement = .undocked
      endSlideNow()
    }
    liftDrag = (point, screenRect(inputHostView.frame))
  }

  /// The finger is at `point`: the keyboard is where it puts it, kept on the screen below
  /// the status bar, and will-change-frame says so.
  func liftMoved(to point: CGPoint) {
    guard let drag = liftDrag else { return }
    guard phase == .shown else {
      liftDrag = nil
      return
    }
    endSlideNow()
    let begin = screenRect(inputHostView.frame)
    let frame = liftedFrame(for: drag, at: point)
    guard frame != begin else { return }
    place(frame)
    let end = placement == .floating ? CGRect.zero : frame
    posting { post(UIResponder.keyboardWillChangeFrameNotification, userInfo(begin: begin, end: end, duration: 0)) }
    feedLayoutGuides()
  }

  /// The finger lifted at `point`: the keyboard is dropped where it puts it.
  func liftEnded(at point: CGPoint) {
    guard liftDrag != nil else { return }
    liftMoved(to: point)
    drop()
  }

  /// The touch was cancelled (the pointer left the window): the keyboard is dropped
  /// where the finger last put it.
  func liftCancelled() {
    guard liftDrag != nil else { return }
    drop()
  }

  /// A full-width keyboard dropped near the bottom docks, merged if it was split (will-
  /// show); otherwise the keyboard stays, with will- and did-change-frame carrying where.
  private func drop() {
    liftDrag = nil
    guard phase == .shown else { return }
    if placement != .floating, let gap = liftedBottomGap, gap < Self.dockingDistance {
      liftedBottomGap = nil
      placement = .docked
    } else {
      runSlide(to: shownFrame, announced: .frameChange)
    }
  }

  /// Where `drag` puts the keyboard with the finger at `point`, in screen coordinates.
  private func liftedFrame(for drag: (start: CGPoint, startFrame: CGRect), at point: CGPoint) -> CGRect {
    let screen = geometry.windowSize
    let top = screenBands.top
    var frame = drag.startFrame.offsetBy(dx: 0, dy: point.y - drag.start.y)
    if placement == .floating {
      frame.origin.x = min(max(0, drag.startFrame.minX + point.x - drag.start.x), screen.width - frame.width)
    }
    frame.origin.y = min(max(top, frame.minY), screen.height - frame.height)
    return frame
  }

  /// Puts the keyboard at `frame` (screen coordinates) now, and makes it where the
  /// keyboard rests: a turn or a new input keeps it there.
  private func place(_ frame: CGRect) {
    if placement == .floating {
      floatingOrigin = frame.origin
    } else {
      liftedBottomGap = geometry.windowSize.height - frame.maxY
    }
    Animator.current.cancelFrameAnimation(of: inputHostView)
    UIView.performWithoutAnimation { inputHostView.frame = inWindow(frame) }
  }

  /// Two fingers pinched the keys closed, or spread them: the keyboard goes where
  /// `KeyboardPlacement.afterPinch` says, announced as the menu's choices are; returns
  /// whether it moved.
  func pinched(closing: Bool) -> Bool {
    guard canLift else { return false }
    let device = (window?.screen ?? UIScreen.main).device
    let next = placement.afterPinch(closing: closing, hasSplit: device.hasSplitKeyboard)
    guard next != placement else { return false }
    placement = next
    return true
  }
}
