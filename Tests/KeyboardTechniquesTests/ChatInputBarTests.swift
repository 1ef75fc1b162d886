import Foundation
import Testing
import UIKit
import UIKitTesting

/// The composer of a chat screen, as tutorials build it for `inputAccessoryView`: a field
/// and a Send button laid out against the bar's safe area, 50 points high, and
/// `.flexibleHeight` so the system can stretch it over the home indicator.
final class ComposerBar: UIView {
  let textField = UITextField()
  let sendButton = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    autoresizingMask = .flexibleHeight
    backgroundColor = .systemGray6
    textField.borderStyle = .roundedRect
    textField.placeholder = "Message"
    sendButton.setTitle("Send", for: .normal)
    for view in [textField, sendButton] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    NSLayoutConstraint.activate([
      textField.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
      textField.topAnchor.constraint(equalTo: topAnchor, constant: 8),
      textField.heightAnchor.constraint(equalToConstant: 34),
      textField.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
      sendButton.leadingAnchor.constraint(equalTo: textField.trailingAnchor, constant: 8),
      sendButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
      sendButton.widthAnchor.constraint(equalToConstant: 56),
      sendButton.centerYAnchor.constraint(equalTo: textField.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 50) }
}

final class ChatViewController: UIViewController {
  let bar = ComposerBar()
  private(set) var sentMessages: [String] = []
  private(set) var willShowFrames: [CGRect] = []
  private(set) var hideCount = 0
  private var observers: [NSObjectProtocol] = []

  override var canBecomeFirstResponder: Bool { true }
  override var inputAccessoryView: UIView? { bar }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    bar.sendButton.addAction(
      UIAction { [weak self] _ in
        guard let self = self, let text = self.bar.textField.text, !text.isEmpty else { return }
        self.sentMessages.append(text)
        self.bar.textField.text = ""
      }, for: .touchUpInside)
    let center = NotificationCenter.default
    observers.append(
      center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
        [weak self] notification in
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        self?.willShowFrames.append(frame)
      })
    observers.append(
      center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
        [weak self] _ in
        self?.hideCount += 1
      })
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    becomeFirstResponder()
  }

  deinit {
    observers.forEach { NotificationCenter.default.removeObserver($0) }
  }
}

@MainActor
@Suite struct ChatInputBarTests {
  @Test(arguments: Devices.all)
  func barDocksRidesTheKeysAndComesBack(device: DeviceProfile) throws {
    let screen = ChatViewController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    let width = device.size.width
    let band = device.safeAreaInsets.bottom
    // At rest the bar alone is the keyboard: 50 points plus the home-indicator band
    // (34 on the notched phones, none on the SE), at the bottom of the screen.
    let docked = CGRect(x: 0, y: device.size.height - 50 - band, width: width, height: 50 + band)
    try tester.settle()
    #expect(tester.firstResponder === screen)
    #expect(screen.willShowFrames == [docked])
    #expect(tester.frame(of: screen.bar) == docked)
    #expect(tester.isVisible(screen.bar))
    // The field stays above the band: 8 points from the bar's top, 8 above its safe area.
    #expect(tester.frame(of: screen.bar.textField).minY == docked.minY + 8)
    #expect(tester.frame(of: screen.bar.textField).maxY == device.size.height - band - 8)

    // Typing: the keys come up under the same bar, which rides on top of them.
    let typingTop = Devices.keyboardTop(device) - 50
    let typing = CGRect(x: 0, y: typingTop, width: width, height: 50 + device.keyboardHeight)
    try tester.tap(screen.bar.textField)
    #expect(tester.firstResponder === screen.bar.textField)
    #expect(screen.willShowFrames == [docked, typing])
    var lastTop = docked.minY
    for _ in 0..<15 {
      tester.pump()
      let keyboard = try #require(tester.keyboardFrameOnScreen)
      #expect(abs(tester.presentedFrame(of: screen.bar).minY - keyboard.minY) < 0.001)
      #expect(keyboard.minY <= lastTop)
      lastTop = keyboard.minY
    }
    try tester.settle()
    #expect(tester.frame(of: screen.bar) == CGRect(x: 0, y: typingTop, width: width, height: 50))
    try tester.typeOnKeyboard("hi")
    #expect(screen.bar.textField.text == "hi")

    try tester.tap(screen.bar.sendButton)
    #expect(screen.sentMessages == ["hi"])
    #expect(screen.bar.textField.text == "")
    #expect(tester.firstResponder === screen.bar.textField)

    // Escape: the keys go, the bar docks at the bottom again, announced as a show of
    // the bar alone (nothing hides: the keyboard frame stays on screen).
    #expect(tester.press(.escape))
    #expect(tester.firstResponder === screen)
    #expect(screen.willShowFrames == [docked, typing, docked])
    try tester.settle()
    #expect(screen.hideCount == 0)
    #expect(tester.frame(of: screen.bar) == docked)
    #expect(tester.keyboardFrameOnScreen == docked)
  }
}
