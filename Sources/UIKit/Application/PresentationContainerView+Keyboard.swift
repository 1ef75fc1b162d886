import Foundation

/// A sheet resting below its largest detent goes to that detent when a field in it brings
/// the keyboard up: "when the sheet is minimized and I focus the text field, the sheet
/// automatically expands to the largest possible detent" (FB17890661,
/// feedback-assistant/reports #669; UISheetPresentationController "supports automatic
/// keyboard avoidance", IQKeyboardManager #1994). The change is made in the will-show
/// handler, inside the keyboard's animation block, so the sheet rises with the keys; it
/// stays there when the keyboard goes, as the report describes no return.
extension PresentationContainerView {
  func observeKeyboard() {
    keyboardObserver = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
    ) { [weak self] notification in
      nonisolated(unsafe) let screen = notification.object as AnyObject?
      MainActor.assumeIsolated {
        guard let self, let window = self.window, screen === window.screen else { return }
        self.keyboardWillShow(firstResponder: window.firstResponder as? UIView)
      }
    }
  }

  private func keyboardWillShow(firstResponder: UIView?) {
    guard let sheet, let firstResponder, firstResponder.isDescendant(of: presentedView),
      sheet.restingDetent != sheet.largestDetent, dragStartTop == nil
    else { return }
    sheet.selectedDetentIdentifier = sheet.largestDetent
  }
}
