import Foundation

/// A form sheet or popover the docked keyboard would cover moves out of its way while it
/// is up, and back when it goes: the form sheet centred in the part of the window above
/// the keyboard, no higher than the status bar, keeping its size
/// (`RegularWidthSheetGeometry`); the popover placed again in the area above the keyboard,
/// moving to another side of its anchor or shrinking (`PopoverGeometry`). UIKit's form
/// sheet animates the change in a block of its own from the keyboard's will-notifications
/// (`_changeLayoutModeToAvoidKeyboard:withOrigin:` runs `animateWithDuration:`); posted
/// inside the keyboard's animation block, that block takes the keyboard's timing, so the
/// card and the keys move together.
extension PresentationContainerView {
  /// The keyboard's top is going to `top` (the container's coordinates; nil: going
  /// down).
  func keyboardWillMove(top: CGFloat?) {
    let top = top.flatMap { $0 < bounds.maxY ? $0 : nil }
    guard top != keyboardTop else { return }
    keyboardTop = top
    guard dragStartTop == nil else { return }
    UIView.animate(withDuration: KeyboardController.animationDuration) {
      self.presentedView.frame = self.restingFrame
      if self.layout == .popover { self.placeArrow() }
    }
  }
}
