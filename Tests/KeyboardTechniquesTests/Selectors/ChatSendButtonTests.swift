import Foundation
import Testing
import UIKit
import UIKitTesting

/// A chat input bar on `keyboardLayoutGuide` with a Send button: its target sends the
/// message, clears the field and leaves the keyboard up for the next one, as messaging
/// apps do; an editing-changed target enables Send only when there is text, and
/// Return sends too.
private final class ChatComposerController: UIViewController, UITextFieldDelegate {
  let inputBar = UIView()
  let messageField = UITextField()
  let sendButton = UIButton(type: .system)
  var sent: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    inputBar.backgroundColor = .systemGray6
    messageField.borderStyle = .roundedRect
    messageField.placeholder = "Message"
    messageField.returnKeyType = .send
    messageField.delegate = self
    sendButton.setTitle("Send", for: .normal)
    sendButton.isEnabled = false
    for subview in [inputBar, messageField, sendButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    view.addSubview(inputBar)
    inputBar.addSubview(messageField)
    inputBar.addSubview(sendButton)
    NSLayoutConstraint.activate([
      inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      inputBar.heightAnchor.constraint(equalToConstant: 52),
      messageField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 12),
      messageField.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
      messageField.heightAnchor.constraint(equalToConstant: 36),
      sendButton.leadingAnchor.constraint(equalTo: messageField.trailingAnchor, constant: 8),
      sendButton.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -12),
      sendButton.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
      sendButton.widthAnchor.constraint(equalToConstant: 60),
    ])
    messageField.addTarget(self, action: Selector("messageChanged", Self.messageChanged), for: .editingChanged)
    sendButton.addTarget(self, action: Selector("sendTapped", Self.sendTapped), for: .touchUpInside)
  }

  func messageChanged() {
    updateSendButton()
  }

  func sendTapped() {
    guard let text = messageField.text, !text.isEmpty else { return }
    sent.append(text)
    // Text set in code sends no `.editingChanged`: the button is updated by hand.
    messageField.text = ""
    updateSendButton()
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    sendTapped()
    // Returning false keeps the field editing, so the keyboard stays for the next one.
    return false
  }

  private func updateSendButton() {
    sendButton.isEnabled = !(messageField.text ?? "").isEmpty
  }
}

@MainActor
@Suite struct ChatSendButtonTests {
  @Test(arguments: Devices.all)
  func sendClearsTheFieldAndKeepsTheKeyboard(device: DeviceProfile) throws {
    let screen = ChatComposerController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    // With the keyboard down the guide's top is the safe area's bottom.
    #expect(tester.frame(of: screen.inputBar).maxY == device.size.height - device.safeAreaInsets.bottom)

    try tester.tap(screen.messageField)
    try tester.settle()
    #expect(tester.frame(of: screen.inputBar).maxY == Devices.keyboardTop(device))
    #expect(!screen.sendButton.isEnabled)

    try tester.typeOnKeyboard("On my way")
    #expect(screen.sendButton.isEnabled)
    // A button never becomes first responder, so tapping it leaves the field editing and
    // the keyboard where it is.
    try tester.tap(screen.sendButton)
    try tester.settle()
    #expect(screen.sent == ["On my way"])
    #expect(screen.messageField.text == "")
    #expect(!screen.sendButton.isEnabled)
    #expect(tester.firstResponder === screen.messageField)
    #expect(tester.frame(of: screen.inputBar).maxY == Devices.keyboardTop(device))

    // The keyboard's Send key, through `textFieldShouldReturn`.
    try tester.typeOnKeyboard("ok\n")
    try tester.settle()
    #expect(screen.sent == ["On my way", "ok"])
    #expect(tester.firstResponder === screen.messageField)
    #expect(tester.keyboardFrameOnScreen?.minY == Devices.keyboardTop(device))
  }
}
