import Foundation

/// The keyboard under a finger: a scroll view's `keyboardDismissMode` hides it on a drag
/// or lets a drag pull it down (see `UIScrollView`'s keyboard dismissal).
extension KeyboardController {
  /// Where the keyboard's top rests while it is up and not sliding; nil otherwise.
  var restingTop: CGFloat? { phase == .shown ? shownFrame.minY : nil }

  /// Hides the keyboard as Escape does: its text input resigns, and the slide down
  /// posts the will/did-hide notifications.
  func dismissByDrag() {
    guard phase.isUp, let responder = window?.firstResponder else { return }
    isHeldByDrag = false
    _ = responder.resignFirstResponder()
  }

  /// Puts the keyboard's top at `top`, kept between its resting top and the window's
  /// bottom, now and unanimated: the layout guides follow it on the next frame, and no
  /// notification is posted.
  func drag(toTop top: CGFloat) {
    guard phase == .shown else { return }
    let shown = shownFrame
    let y = min(max(top, shown.minY), hiddenFrame.minY)
    isHeldByDrag = true
    Animator.current.cancelFrameAnimation(of: keyboardView)
    UIView.performWithoutAnimation { keyboardView.frame = shown.offsetBy(dx: 0, dy: y - shown.minY) }
  }

  /// The finger is up. A keyboard back at its resting place stays, with nothing posted;
  /// otherwise it hides (`dismiss`: the text input resigns, the slide down starts from
  /// where the keyboard is) or slides back up, posting will-show and did-show as it
  /// comes back. A text input that will not resign keeps it up.
  func releaseDrag(dismiss: Bool) {
    guard isHeldByDrag else { return }
    isHeldByDrag = false
    guard phase == .shown, keyboardView.frame != shownFrame else { return }
    if dismiss { dismissByDrag() }
    if phase == .shown { slide(up: true) }
  }
}
