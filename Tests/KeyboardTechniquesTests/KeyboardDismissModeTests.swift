import Foundation
import Testing
import UIKit
import UIKitTesting

/// A chat screen as apps write one: messages in a scroll view, the input bar on the
/// keyboard layout guide, and `keyboardDismissMode` set on the scroll view (`.onDrag`
/// for "drag to hide", `.interactive` for Messages' pull-down). The screen watches the
/// keyboard with block-based observers, as such screens do to log or to react.
private final class ChatController: UIViewController {
  let scrollView = UIScrollView()
  let messages = UIStackView()
  let inputBar = UIView()
  let field = UITextField()
  let dismissMode: UIScrollView.KeyboardDismissMode
  private(set) var keyboardEvents: [String] = []
  private var observers: [NSObjectProtocol] = []

  init(dismissMode: UIScrollView.KeyboardDismissMode) {
    self.dismissMode = dismissMode
    super.init(nibName: nil, bundle: nil)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    scrollView.keyboardDismissMode = dismissMode
    scrollView.alwaysBounceVertical = true
    messages.axis = .vertical
    messages.spacing = 8
    for index in 0..<30 {
      let label = UILabel()
      label.text = "Message \(index + 1)"
      messages.addArrangedSubview(label)
    }
    field.placeholder = "Message"
    field.borderStyle = .roundedRect
    for subview in [scrollView, messages, inputBar, field] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    view.addSubview(scrollView)
    scrollView.addSubview(messages)
    view.addSubview(inputBar)
    inputBar.addSubview(field)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
      messages.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      messages.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
      messages.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      messages.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
      inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      inputBar.heightAnchor.constraint(equalToConstant: 52),
      inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      field.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 8),
      field.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -8),
      field.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
      field.heightAnchor.constraint(equalToConstant: 36),
    ])
    let names: [(Notification.Name, String)] = [
      (UIResponder.keyboardWillShowNotification, "willShow"),
      (UIResponder.keyboardDidShowNotification, "didShow"),
      (UIResponder.keyboardWillHideNotification, "willHide"),
      (UIResponder.keyboardDidHideNotification, "didHide"),
    ]
    for (name, event) in names {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
          self?.keyboardEvents.append(event)
        })
    }
  }

  deinit {
    observers.forEach { NotificationCenter.default.removeObserver($0) }
  }
}

@MainActor
@Suite struct KeyboardDismissModeTechniqueTests {
  /// Where the bar's bottom rests with the keyboard down: the safe area's bottom
  /// (667, 810, 898).
  func safeBottom(_ device: DeviceProfile) -> CGFloat { device.size.height - device.safeAreaInsets.bottom }

  /// Taps the field, lets the keyboard come up, and puts a finger down on the messages.
  fileprivate func fingerDownWithTheKeyboardUp(_ screen: ChatController, _ tester: ScreenTester) throws {
    try tester.tap(screen.field)
    try tester.settle()
    tester.window.handleTouch(.began, at: CGPoint(x: 200, y: 150))
  }

  @Test(".onDrag: a drag on the messages hides the keyboard, as any hide does", arguments: Devices.all)
  func onDrag(device: DeviceProfile) throws {
    let screen = ChatController(dismissMode: .onDrag)
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    #expect(tester.frame(of: screen.inputBar).maxY == safeBottom(device))
    try tester.tap(screen.field)
    try tester.settle()
    #expect(tester.frame(of: screen.inputBar).maxY == Devices.keyboardTop(device))
    #expect(screen.keyboardEvents == ["willShow", "didShow"])
    tester.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 200), steps: 5)
    #expect(!screen.field.isFirstResponder)
    #expect(screen.keyboardEvents == ["willShow", "didShow", "willHide"])
    try tester.settle()
    #expect(screen.keyboardEvents == ["willShow", "didShow", "willHide", "didHide"])
    #expect(!tester.isKeyboardShown)
    #expect(tester.frame(of: screen.inputBar).maxY == safeBottom(device))
  }

  @Test(
    ".interactive: the bar rides on the keyboard under the finger; released moving down, it hides",
    arguments: Devices.all)
  func interactiveHides(device: DeviceProfile) throws {
    let screen = ChatController(dismissMode: .interactive)
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    try fingerDownWithTheKeyboardUp(screen, tester)
    let top = Devices.keyboardTop(device)
    let window = tester.window
    // Above the keyboard the drag scrolls the messages and leaves the keyboard be.
    window.handleTouch(.moved, at: CGPoint(x: 200, y: top - 40))
    tester.pump()
    #expect(tester.frame(of: screen.inputBar).maxY == top)
    // From the keyboard's top on, the keyboard and the bar follow the finger.
    for y in stride(from: top + 20, through: top + 100, by: 20) {
      window.handleTouch(.moved, at: CGPoint(x: 200, y: y))
      tester.pump()
      #expect(tester.keyboardFrameOnScreen?.minY == y)
      #expect(tester.frame(of: screen.inputBar).maxY == y)
    }
    // No notification while the finger holds it.
    #expect(screen.keyboardEvents == ["willShow", "didShow"])
    window.handleTouch(.ended, at: CGPoint(x: 200, y: top + 100))
    #expect(screen.keyboardEvents == ["willShow", "didShow", "willHide"])
    #expect(!screen.field.isFirstResponder)
    try tester.settle()
    #expect(screen.keyboardEvents == ["willShow", "didShow", "willHide", "didHide"])
    #expect(tester.frame(of: screen.inputBar).maxY == safeBottom(device))
  }

  @Test(".interactive: released moving up, the keyboard and the bar come back up", arguments: Devices.all)
  func interactiveReturns(device: DeviceProfile) throws {
    let screen = ChatController(dismissMode: .interactive)
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    try fingerDownWithTheKeyboardUp(screen, tester)
    let top = Devices.keyboardTop(device)
    let window = tester.window
    window.handleTouch(.moved, at: CGPoint(x: 200, y: top + 120))
    tester.pump()
    #expect(tester.frame(of: screen.inputBar).maxY == top + 120)
    window.handleTouch(.moved, at: CGPoint(x: 200, y: top + 90))
    tester.pump()
    #expect(tester.frame(of: screen.inputBar).maxY == top + 90)
    window.handleTouch(.ended, at: CGPoint(x: 200, y: top + 90))
    #expect(screen.field.isFirstResponder)
    #expect(screen.keyboardEvents == ["willShow", "didShow", "willShow"])
    // The slide back: the bar between where it was let go and the keyboard's top.
    tester.pump(frames: 7)
    let midway = tester.presentedFrame(of: screen.inputBar).maxY
    #expect(midway > top && midway < top + 90)
    try tester.settle()
    #expect(screen.keyboardEvents == ["willShow", "didShow", "willShow", "didShow"])
    #expect(tester.frame(of: screen.inputBar).maxY == top)
  }
}
