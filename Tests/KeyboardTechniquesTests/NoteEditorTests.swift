import Foundation
import Testing
import UIKit
import UIKitTesting

/// A full-screen note editor: a text view pinned to the view's edges whose bottom content
/// and indicator insets follow the keyboard's end frame, converted into the view, and
/// which then scrolls the selection into view (Hacking with Swift's "adjustForKeyboard",
/// hackingwithswift.com/read/16/7/fixing-the-keyboard-notificationcenter). The inset is
/// the part of the text view the keyboard covers; Hacking with Swift subtracts
/// `view.safeAreaInsets.bottom` from the keyboard's height instead, counting on iOS to add
/// the home-indicator band back through the scroll view's automatic inset adjustment.
private final class NoteEditorController: UIViewController {
  let textView = UITextView()
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    textView.translatesAutoresizingMaskIntoConstraints = false
    textView.font = UIFont.preferredFont(forTextStyle: .body)
    view.addSubview(textView)
    NSLayoutConstraint.activate([
      textView.topAnchor.constraint(equalTo: view.topAnchor),
      textView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      textView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      textView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    let notificationCenter = NotificationCenter.default
    for name in [UIResponder.keyboardWillHideNotification, UIResponder.keyboardWillChangeFrameNotification] {
      observers.append(
        notificationCenter.addObserver(forName: name, object: nil, queue: .main) { [weak self] notification in
          self?.adjustForKeyboard(notification: notification)
        })
    }
  }

  func adjustForKeyboard(notification: Notification) {
    guard let keyboardValue = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
    else { return }
    let keyboardScreenEndFrame = keyboardValue.cgRectValue
    let keyboardViewEndFrame = view.convert(keyboardScreenEndFrame, from: view.window)
    if notification.name == UIResponder.keyboardWillHideNotification {
      textView.contentInset = .zero
    } else {
      textView.contentInset.bottom = textView.frame.intersection(keyboardViewEndFrame).height
    }
    textView.verticalScrollIndicatorInsets.bottom = textView.contentInset.bottom
    let selectedRange = textView.selectedRange
    textView.scrollRangeToVisible(selectedRange)
  }

  deinit {
    observers.forEach { NotificationCenter.default.removeObserver($0) }
  }
}

@MainActor
@Suite struct NoteEditorTests {
  @Test(arguments: Devices.all)
  func theCaretStaysAboveTheKeyboardWhileTyping(device: DeviceProfile) throws {
    let screen = NoteEditorController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    let textView = screen.textView
    #expect(tester.frame(of: textView) == CGRect(origin: .zero, size: device.size))
    try tester.tap(textView)
    try tester.settle()
    // The text view fills the screen: the keyboard covers its bottom by its whole height.
    #expect(textView.contentInset.bottom == device.keyboardHeight)
    #expect(textView.verticalScrollIndicatorInsets.bottom == device.keyboardHeight)

    let keyboardTop = Devices.keyboardTop(device)
    func caretInWindow() -> CGRect {
      textView.convert(textView.caretRect(for: textView.selectedTextRange!.end), to: nil)
    }
    var line = 0
    // Until the text runs well past the keyboard's top.
    while textView.contentSize.height < keyboardTop + 200, line < 200 {
      line += 1
      try tester.type("Line \(line) of the note")
      _ = tester.press(.enter)
      for _ in 0..<2 {
        tester.pump(frames: 1)
        let caret = caretInWindow()
        #expect(caret.maxY <= keyboardTop, "line \(line): caret \(caret) under the keyboard at \(keyboardTop)")
        #expect(caret.minY >= 0, "line \(line): caret \(caret) above the screen")
      }
    }
    #expect(textView.contentOffset.y > 0)
    // Scrolled as little as needed: the caret's line and the 8 points of container inset
    // below it end exactly at the keyboard's top.
    #expect(caretInWindow().maxY + textView.textContainerInset.bottom == keyboardTop)

    _ = tester.press(.escape)
    // Set in keyboardWillHide, before the keyboard moves.
    #expect(textView.contentInset == .zero)
    #expect(textView.verticalScrollIndicatorInsets == .zero)
    try tester.settle()
    #expect(textView.contentInset == .zero)
    #expect(textView.verticalScrollIndicatorInsets == .zero)
    #expect(caretInWindow().maxY <= device.size.height)
  }
}
