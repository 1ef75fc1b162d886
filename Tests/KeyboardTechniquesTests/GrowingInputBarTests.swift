import Foundation
import Testing
import UIKit
import UIKitTesting

/// A Messages-style input bar as the common recipe writes it: `.flexibleHeight`, an
/// intrinsic size of `.zero`, and a non-scrolling text view pinned inside it by Auto
/// Layout, so that the bar takes its height from the text view.
final class MessageInputBar: UIView {
  let textView = UITextView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    autoresizingMask = .flexibleHeight
    backgroundColor = .systemGray6
    textView.font = .systemFont(ofSize: 17)
    textView.isScrollEnabled = false
    textView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(textView)
    NSLayoutConstraint.activate([
      textView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
      textView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
      textView.topAnchor.constraint(equalTo: topAnchor, constant: 8),
      textView.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override var intrinsicContentSize: CGSize { .zero }
}

final class MessagesViewController: UIViewController {
  let bar = MessageInputBar()

  override var canBecomeFirstResponder: Bool { true }
  override var inputAccessoryView: UIView? { bar }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
  }
}

@MainActor
@Suite struct GrowingInputBarTests {
  /// The tests' measurer makes a 17-point line 20 high; the text view's inset adds 16 and
  /// the bar's own 8 above and below 16 more: 52.
  @Test(arguments: Devices.all)
  func theBarTakesItsHeightFromItsConstraints(device: DeviceProfile) throws {
    let screen = MessagesViewController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    let band = device.safeAreaInsets.bottom
    // Docked alone at the bottom (the controller is first responder as its view
    // appears): 52 points and the home-indicator band under them.
    #expect(tester.firstResponder === screen)
    #expect(
      tester.frame(of: screen.bar)
        == CGRect(x: 0, y: device.size.height - 52 - band, width: device.size.width, height: 52 + band))
    #expect(tester.frame(of: screen.bar.textView).maxY == device.size.height - band - 8)

    try tester.tap(screen.bar.textView)
    try tester.settle()
    let keysTop = Devices.keyboardTop(device)
    #expect(tester.frame(of: screen.bar) == CGRect(x: 0, y: keysTop - 52, width: device.size.width, height: 52))
    #expect(tester.keyboardFrameOnScreen?.minY == keysTop - 52)
    try tester.type("one")
    #expect(screen.bar.textView.text == "one")
  }
}

extension GrowingInputBarTests {
  /// Text that wraps to a second line makes the text view 20 points taller, and the bar
  /// with it: 52 + 20 = 72, its bottom still on the keys; the keyboard's frame grows by
  /// the same 20 and the change comes as a show (will-change-frame, then will-show).
  @Test(arguments: Devices.all)
  func theBarGrowsWithItsTextAndTheKeyboardFrameWithIt(device: DeviceProfile) throws {
    let screen = MessagesViewController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    try tester.tap(screen.bar.textView)
    try tester.settle()
    let keysTop = Devices.keyboardTop(device)
    var ends: [CGFloat] = []
    var names: [String] = []
    let observers = [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification].map {
      name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
        nonisolated(unsafe) let notification = notification
        MainActor.assumeIsolated {
          names.append(notification.name.rawValue)
          if let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect {
            ends.append(end.minY)
          }
        }
      }
    }
    defer { for observer in observers { NotificationCenter.default.removeObserver(observer) } }
    // Enough words to pass the text view's width on every phone (at most 440 − 16 − 10).
    try tester.type(String(repeating: "word ", count: 30))
    try tester.settle()
    let lines = (screen.bar.textView.bounds.height - 16) / 20
    #expect(lines >= 2)
    let barHeight = 52 + (lines - 1) * 20
    #expect(
      tester.frame(of: screen.bar) == CGRect(x: 0, y: keysTop - barHeight, width: device.size.width, height: barHeight))
    #expect(tester.keyboardFrameOnScreen?.minY == keysTop - barHeight)
    #expect(names.first == UIResponder.keyboardWillChangeFrameNotification.rawValue)
    #expect(names.contains(UIResponder.keyboardWillShowNotification.rawValue))
    #expect(ends.last == keysTop - barHeight)
  }
}
