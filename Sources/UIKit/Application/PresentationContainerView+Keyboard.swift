import Foundation

/// What a presentation does when the keyboard of its window's screen comes up or goes
/// down. A sheet resting below its largest detent goes to that detent when a field in it
/// brings the keyboard up: "when the sheet is minimized and I focus the text field, the
/// sheet automatically expands to the largest possible detent" (FB17890661,
/// feedback-assistant/reports #669; UISheetPresentationController "supports automatic
/// keyboard avoidance", IQKeyboardManager #1994); it stays there when the keyboard goes,
/// as the report describes no return. A form sheet or popover moves out of the keyboard's
/// way and back (`PresentationContainerView+KeyboardAvoidance`). The changes are made in
/// the will-show and will-hide handlers, inside the keyboard's animation block, so the
/// card moves with the keys.
extension PresentationContainerView {
  func observeKeyboard() {
    for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
      keyboardObservers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
          nonisolated(unsafe) let notification = notification
          MainActor.assumeIsolated {
            guard let self, let window = self.window, notification.object as AnyObject? === window.screen else {
              return
            }
            self.keyboardWillMove(notification, in: window)
          }
        })
    }
  }

  private func keyboardWillMove(_ notification: Notification, in window: UIWindow) {
    let showing = notification.name == UIResponder.keyboardWillShowNotification
    if showing, isSheet { expandSheet(firstResponder: window.firstResponder as? UIView) }
    guard layout == .formSheet || layout == .popover else { return }
    let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    // The notification's frame is in screen coordinates; the container fills its window.
    let top = end.map { $0.minY - window.frame.minY }
    keyboardWillMove(top: showing ? top : nil)
  }

  private func expandSheet(firstResponder: UIView?) {
    guard let sheet, let firstResponder, firstResponder.isDescendant(of: presentedView),
      sheet.restingDetent != sheet.largestDetent, dragStartTop == nil
    else { return }
    sheet.selectedDetentIdentifier = sheet.largestDetent
  }
}
