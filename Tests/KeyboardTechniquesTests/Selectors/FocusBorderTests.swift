import Foundation
import Testing
import UIKit
import UIKitTesting

/// A sign-in form that draws the field being edited with a blue border, from
/// `.editingDidBegin` and `.editingDidEnd` targets shared by both fields, named with
/// their class as some style guides ask (`#selector(Type.method(_:))`).
private final class FocusBorderController: UIViewController, UITextFieldDelegate {
  let emailField = UITextField(frame: CGRect(x: 20, y: 100, width: 335, height: 44))
  let passwordField = UITextField(frame: CGRect(x: 20, y: 160, width: 335, height: 44))
  var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    emailField.placeholder = "Email"
    emailField.keyboardType = .emailAddress
    emailField.returnKeyType = .next
    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    passwordField.returnKeyType = .go
    for field in [emailField, passwordField] {
      field.layer.cornerRadius = 8
      field.layer.borderWidth = 1
      field.layer.borderColor = UIColor.systemGray4.cgColor
      field.delegate = self
      field.addTarget(
        self, action: Selector("fieldDidBegin:", FocusBorderController.fieldDidBegin(_:)), for: .editingDidBegin)
      field.addTarget(
        self, action: Selector("fieldDidEnd:", FocusBorderController.fieldDidEnd(_:)), for: .editingDidEnd)
      view.addSubview(field)
    }
  }

  func fieldDidBegin(_ sender: UITextField) {
    events.append("begin \(sender.placeholder ?? "")")
    sender.layer.borderWidth = 2
    sender.layer.borderColor = UIColor.systemBlue.cgColor
  }

  func fieldDidEnd(_ sender: UITextField) {
    events.append("end \(sender.placeholder ?? "")")
    sender.layer.borderWidth = 1
    sender.layer.borderColor = UIColor.systemGray4.cgColor
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === emailField {
      passwordField.becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
    }
    return true
  }
}

@MainActor
@Suite struct FocusBorderTests {
  private func isHighlighted(_ field: UITextField) -> Bool {
    field.layer.borderWidth == 2 && field.layer.borderColor == UIColor.systemBlue.cgColor
  }

  @Test(arguments: Devices.all)
  func theBorderFollowsTheFieldBeingEdited(device: DeviceProfile) throws {
    let screen = FocusBorderController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    #expect(!isHighlighted(screen.emailField))

    try tester.tap(screen.emailField)
    #expect(screen.events == ["begin Email"])
    #expect(isHighlighted(screen.emailField))

    // Moving to another field ends the first one's editing before the second begins:
    // UIKit resigns the first responder before the new one takes over.
    try tester.tap(screen.passwordField)
    #expect(screen.events == ["begin Email", "end Email", "begin Password"])
    #expect(!isHighlighted(screen.emailField))
    #expect(isHighlighted(screen.passwordField))

    // Back with a tap, then on with Return: the same order either way.
    try tester.tap(screen.emailField)
    try tester.settle()
    try tester.tapKey(.returnKey)
    #expect(screen.events.suffix(4) == ["end Password", "begin Email", "end Email", "begin Password"])
    #expect(tester.firstResponder === screen.passwordField)

    // Go on the last field resigns it: editing ends and nothing is highlighted.
    try tester.tapKey(.returnKey)
    #expect(screen.events.last == "end Password")
    #expect(tester.firstResponder == nil)
    #expect(!isHighlighted(screen.emailField))
    #expect(!isHighlighted(screen.passwordField))
    try tester.settle()
    #expect(tester.keyboardFrameOnScreen == nil)
  }
}
