import Foundation

/// A drag of a scroll view whose `keyboardDismissMode` is interactive, from the moment it
/// reaches the keyboard: where the finger last was, and which way it last moved.
struct KeyboardDrag {
  var lastY: CGFloat
  var lastDeltaY: CGFloat = 0
}

/// `keyboardDismissMode`: what a drag of the scroll view does to the keyboard.
///
/// - `.onDrag`: the keyboard hides when a drag starts (past the tap slop), as any hide
///   does, with its notifications and its slide.
/// - `.interactive`: once the finger reaches the keyboard's top, the keyboard follows it
///   down (and back up, never above where it rests), frame by frame, with no
///   notification. iOS starts only there: "the keyboard only start kick start keyboard
///   dismiss interactively operation when drag down operation touching keyboard edge"
///   (RxKeyboard issue 110), "dismissal doesn't start until your touch enters the real
///   keyboard area" (Hacker News 10029459). When the finger lifts, the way it was moving
///   decides, as in iOS's Messages: moving down, the keyboard hides; moving up or held
///   still, it comes back ("drag down and the keyboard follows; stop and drag back up and
///   the keyboard returns", jarinosuke.hatenablog.com, UIScrollViewKeyboardDismissMode).
///   Either way the notifications come then, from where the keyboard is.
/// - The `WithAccessory` variants behave as their plain ones: on iOS they differ only in
///   taking an input accessory view down with the keys.
extension UIScrollView {
  private var keyboard: KeyboardDismissing? { window.flatMap { $0 as? KeyboardDismissing } }

  private var dismissesOnDrag: Bool {
    keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory
  }

  private var dismissesInteractively: Bool {
    keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory
  }

  func keyboardDismissalDragBegan() {
    guard dismissesOnDrag, let keyboard, keyboard.isKeyboardUp else { return }
    keyboard.dismissKeyboard()
  }

  /// `point`: the finger, in window coordinates.
  func keyboardDismissalDragMoved(to point: CGPoint) {
    guard dismissesInteractively, let keyboard else { return }
    if var drag = keyboardDrag {
      let delta = point.y - drag.lastY
      if delta != 0 { drag.lastDeltaY = delta }
      drag.lastY = point.y
      keyboardDrag = drag
      keyboard.dragKeyboard(toTop: point.y)
    } else if let top = keyboard.keyboardRestingTop, point.y >= top {
      keyboardDrag = KeyboardDrag(lastY: point.y, lastDeltaY: point.y - top)
      keyboard.dragKeyboard(toTop: point.y)
    }
  }

  func keyboardDismissalDragEnded() {
    guard let drag = keyboardDrag else { return }
    keyboardDrag = nil
    keyboard?.releaseKeyboard(dismiss: drag.lastDeltaY > 0)
  }
}
