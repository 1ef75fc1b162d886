import Foundation
import Testing
import UIKit
import UIKitTesting

/// Return moves to the field with the next tag; the last one ends editing.
private final class SignUpController: UIViewController, UITextFieldDelegate {
  var fields: [UITextField] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    for (index, placeholder) in ["Name", "Email", "Password"].enumerated() {
      let field = UITextField(frame: CGRect(x: 20, y: 120 + CGFloat(index) * 60, width: 300, height: 44))
      field.placeholder = placeholder
      field.tag = index + 1
      field.delegate = self
      field.returnKeyType = index == 2 ? .done : .next
      view.addSubview(field)
      fields.append(field)
    }
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if let nextField = textField.superview?.viewWithTag(textField.tag + 1) as? UITextField {
      nextField.becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
    }
    return false
  }
}

@MainActor
@Suite struct ReturnChainTests {
  @Test(arguments: Devices.all)
  func returnWalksTheFieldsAndTheLastOneHidesTheKeyboard(device: DeviceProfile) throws {
    let screen = SignUpController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    let log = tester.recordKeyboardNotifications()
    try tester.tap(screen.fields[0])
    try tester.settle()
    try tester.typeOnKeyboard("Kim\n")
    #expect(tester.firstResponder === screen.fields[1])
    try tester.type("kim@example.com")
    tester.press(.enter)
    #expect(tester.firstResponder === screen.fields[2])
    // The keyboard stayed up between fields: one show, no hide (iOS 16 and later).
    #expect(log.shortNames.filter { $0 == "WillShow" }.count == 1)
    #expect(!log.shortNames.contains("WillHide"))
    try tester.tapKey(.returnKey)
    try tester.settle()
    #expect(tester.firstResponder == nil)
    #expect(!tester.isKeyboardShown)
    #expect(screen.fields.map(\.text) == ["Kim", "kim@example.com", ""])
  }
}
