import Foundation
import Testing
import UIKit
import UIKitTesting

/// A rename prompt as apps write it: an alert with a text field and two actions, the
/// handler reading the field's text.
final class FolderListViewController: UIViewController {
  private(set) var folderName = "Untitled"

  func promptForName() {
    let alert = UIAlertController(title: "Rename Folder", message: "Enter a new name.", preferredStyle: .alert)
    alert.addTextField { field in
      field.text = self.folderName
      field.clearButtonMode = .whileEditing
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
        self?.folderName = alert?.textFields?.first?.text ?? ""
      })
    present(alert, animated: true)
  }
}

@MainActor
@Suite struct AlertPromptTests {
  @Test(arguments: Devices.all)
  func thePromptRisesWithTheKeyboardAndSaveReadsTheField(device: DeviceProfile) throws {
    let screen = FolderListViewController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    screen.promptForName()
    let alert = try #require(screen.presentedViewController as? UIAlertController)
    let field = try #require(alert.textFields?.first)
    // The field is first responder as the alert appears: the keyboard comes with it.
    #expect(field.isFirstResponder)
    try tester.settle()
    #expect(tester.isKeyboardShown)
    let card = try #require(field.superview)
    let frame = tester.frame(of: card)
    // In the middle of what the status bar and the keyboard leave, 270 wide.
    let top = device.safeAreaInsets.top
    let keys = Devices.keyboardTop(device)
    #expect(frame.width == 270)
    #expect(abs(frame.midY - (top + keys) / 2) <= 0.5)
    #expect(abs(frame.midX - device.size.width / 2) <= 0.5)
    #expect(tester.drawnTexts().contains { $0.string == "Rename Folder" })

    try tester.type(" 2")
    let save = try #require(tester.views(of: UIButton.self).first { $0.title(for: .normal) == "Save" })
    try tester.tap(save)
    try tester.settle()
    #expect(screen.folderName == "Untitled 2")
    #expect(screen.presentedViewController == nil)
    #expect(!tester.isKeyboardShown)
  }
}
