import Foundation
import Testing
import UIKit
import UIKitTesting

/// The "Done" toolbar above the keys, as tutorials write it: a `UIToolbar` with a
/// flexible space and a Done item that ends editing, set as the field's
/// `inputAccessoryView`; a bar pinned to the keyboard layout guide and a bottom
/// constraint moved from the keyboard notifications both stay above the toolbar.
final class DoneToolbarController: UIViewController {
  enum ToolbarStyle { case sizeToFit, classicFrame }

  let textField = UITextField()
  let guideBar = UIView()
  let notificationBar = UIView()
  var notificationBarBottom: NSLayoutConstraint!
  private(set) var willShowEndFrames: [CGRect] = []
  private(set) var hideNotifications: [Notification.Name] = []
  private let style: ToolbarStyle
  private var observers: [NSObjectProtocol] = []

  init(style: ToolbarStyle) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    textField.frame = CGRect(x: 20, y: 120, width: 280, height: 44)
    textField.borderStyle = .roundedRect
    view.addSubview(textField)
    addDoneButtonOnKeyboard()

    for bar in [guideBar, notificationBar] {
      bar.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(bar)
    }
    notificationBarBottom = notificationBar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    NSLayoutConstraint.activate([
      guideBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      guideBar.widthAnchor.constraint(equalToConstant: 100),
      guideBar.heightAnchor.constraint(equalToConstant: 30),
      guideBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      notificationBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      notificationBar.widthAnchor.constraint(equalToConstant: 100),
      notificationBar.heightAnchor.constraint(equalToConstant: 30),
      notificationBarBottom,
    ])

    let center = NotificationCenter.default
    observers.append(
      center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
        [weak self] notification in
        self?.keyboardWillShow(notification)
      })
    for name in [UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification] {
      observers.append(
        center.addObserver(forName: name, object: nil, queue: .main) { [weak self] notification in
          self?.keyboardHides(notification)
        })
    }
  }

  private func keyboardWillShow(_ notification: Notification) {
    guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else { return }
    willShowEndFrames.append(frame)
    notificationBarBottom.constant = -frame.height
    view.layoutIfNeeded()
  }

  private func keyboardHides(_ notification: Notification) {
    hideNotifications.append(notification.name)
    if notification.name == UIResponder.keyboardWillHideNotification {
      notificationBarBottom.constant = 0
      view.layoutIfNeeded()
    }
  }

  private func addDoneButtonOnKeyboard() {
    let toolbar: UIToolbar
    switch style {
    case .sizeToFit:
      toolbar = UIToolbar()
      toolbar.sizeToFit()
    case .classicFrame:
      toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      toolbar.barStyle = .default
    }
    let flexSpace = UIBarButtonItem(systemItem: .flexibleSpace)
    let done = UIBarButtonItem(
      systemItem: .done,
      primaryAction: UIAction { [weak self] _ in
        self?.view.endEditing(true)
      })
    toolbar.items = [flexSpace, done]
    textField.inputAccessoryView = toolbar
  }

  deinit {
    observers.forEach { NotificationCenter.default.removeObserver($0) }
  }
}

@MainActor
@Suite struct DoneToolbarTests {
  @Test(arguments: Devices.all, [DoneToolbarController.ToolbarStyle.sizeToFit, .classicFrame])
  func doneToolbarAboveTheKeys(device: DeviceProfile, style: DoneToolbarController.ToolbarStyle) throws {
    let screen = DoneToolbarController(style: style)
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    let width = device.size.width
    // The keys plus the 44-point toolbar: 216 + 44 on the SE, 291 + 44, 301 + 44.
    let height = device.keyboardHeight + 44
    let top = device.size.height - height
    try tester.tap(screen.textField)
    #expect(screen.willShowEndFrames == [CGRect(x: 0, y: top, width: width, height: height)])
    // Both bars ride on the toolbar's top on every frame of the slide.
    for _ in 0..<15 {
      tester.pump()
      let keyboard = try #require(tester.keyboardFrameOnScreen)
      #expect(keyboard.height == height)
      let safeBottom = device.size.height - device.safeAreaInsets.bottom
      #expect(abs(tester.presentedFrame(of: screen.guideBar).maxY - min(keyboard.minY, safeBottom)) < 0.001)
    }
    try tester.settle()
    #expect(tester.frame(of: screen.guideBar).maxY == top)
    #expect(tester.frame(of: screen.notificationBar).maxY == top)
    #expect(tester.isVisible(screen.guideBar))
    let toolbar = try #require(screen.textField.inputAccessoryView as? UIToolbar)
    #expect(tester.frame(of: toolbar) == CGRect(x: 0, y: top, width: width, height: 44))
    #expect(tester.isVisible(toolbar))

    // "Done" is drawn 16 points from the right edge, centred in the bar: 4 × 8.5 = 34
    // wide and 20 high at 17 points.
    let done = try #require(tester.drawnTexts().first { $0.string == "Done" })
    #expect(done.frame == CGRect(x: width - 16 - 34, y: top + 12, width: 34, height: 20))
    #expect(done.color == .systemBlue)
    tester.tap(at: CGPoint(x: done.frame.midX, y: done.frame.midY))
    #expect(tester.firstResponder == nil)
    #expect(screen.hideNotifications == [UIResponder.keyboardWillHideNotification])
    try tester.settle()
    #expect(
      screen.hideNotifications == [UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification])
    #expect(tester.keyboardFrameOnScreen == nil)
    #expect(tester.frame(of: screen.notificationBar).maxY == device.size.height)
    #expect(toolbar.window == nil)
  }
}
