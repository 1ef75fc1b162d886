import Foundation
import Testing
import UIKit
import UIKitTesting

/// A password field with a Show/Hide button as its right view, whose target flips
/// `isSecureTextEntry`: the usual "reveal password" control of sign-up forms.
private final class PasswordRevealController: UIViewController {
  let passwordField = UITextField(frame: CGRect(x: 20, y: 120, width: 335, height: 44))
  let revealButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    passwordField.borderStyle = .roundedRect
    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    revealButton.setTitle("Show", for: .normal)
    revealButton.frame = CGRect(x: 0, y: 0, width: 60, height: 44)
    revealButton.addTarget(self, action: Selector("toggleReveal:", Self.toggleReveal(_:)), for: .touchUpInside)
    passwordField.rightView = revealButton
    passwordField.rightViewMode = .always
    view.addSubview(passwordField)
  }

  func toggleReveal(_ sender: UIButton) {
    passwordField.isSecureTextEntry.toggle()
    sender.setTitle(passwordField.isSecureTextEntry ? "Show" : "Hide", for: .normal)
  }
}

@MainActor
@Suite struct PasswordToggleTests {
  private func drawnInField(_ tester: ScreenTester, _ screen: PasswordRevealController) -> [String] {
    let field = tester.frame(of: screen.passwordField)
    let button = tester.frame(of: screen.revealButton)
    return tester.drawnTexts()
      .filter { field.contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY)) && !button.intersects($0.frame) }
      .map(\.string)
  }

  @Test(arguments: Devices.all)
  func theButtonRevealsWithoutTakingTheKeyboard(device: DeviceProfile) throws {
    let screen = PasswordRevealController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    // The right view sits at the field's trailing edge.
    #expect(tester.frame(of: screen.revealButton) == CGRect(x: 295, y: 120, width: 60, height: 44))

    try tester.tap(screen.passwordField)
    try tester.settle()
    try tester.typeOnKeyboard("abc")
    #expect(drawnInField(tester, screen) == ["•••"])

    // A single tap on a button is the button's, even inside a text field (the field's
    // own recognizers are on a superview of it): the field keeps editing and the
    // keyboard stays, and the text shows in the clear.
    try tester.tap(screen.revealButton)
    try tester.settle()
    #expect(!screen.passwordField.isSecureTextEntry)
    #expect(screen.revealButton.currentTitle == "Hide")
    #expect(tester.firstResponder === screen.passwordField)
    #expect(tester.keyboardFrameOnScreen?.minY == Devices.keyboardTop(device))
    #expect(screen.passwordField.text == "abc")
    #expect(drawnInField(tester, screen) == ["abc"])

    try tester.tap(screen.revealButton)
    #expect(screen.passwordField.isSecureTextEntry)
    #expect(drawnInField(tester, screen) == ["•••"])
  }

  @Test(arguments: Devices.all)
  func aTapOnTheButtonDoesNotBeginEditing(device: DeviceProfile) throws {
    let screen = PasswordRevealController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    try tester.tap(screen.revealButton)
    try tester.settle()
    #expect(screen.revealButton.currentTitle == "Hide")
    #expect(tester.firstResponder == nil)
    #expect(tester.keyboardFrameOnScreen == nil)
  }
}
