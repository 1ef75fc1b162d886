import Foundation
import Testing
import UIKit
import UIKitTesting

/// A sign-in form that scrolls only while the keyboard is up, and shows its "Hide
/// keyboard" button only then, from `keyboardDidShow` and `keyboardDidHide` observers
/// whose methods take no argument: Objective-C lets a selector leave the notification
/// out, and tutorials that need nothing from it do.
private final class ScrollWhileTypingController: UIViewController {
  let scrollView = UIScrollView()
  let usernameField = UITextField(frame: CGRect(x: 20, y: 140, width: 300, height: 44))
  let hideButton = UIButton(type: .system)
  var shows = 0
  var hides = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    scrollView.frame = view.bounds
    scrollView.isScrollEnabled = false
    view.addSubview(scrollView)
    usernameField.borderStyle = .roundedRect
    scrollView.addSubview(usernameField)
    hideButton.frame = CGRect(x: 20, y: 60, width: 160, height: 44)
    hideButton.setTitle("Hide keyboard", for: .normal)
    hideButton.isHidden = true
    hideButton.addTarget(self, action: Selector("hideKeyboard", Self.hideKeyboard), for: .touchUpInside)
    view.addSubview(hideButton)

    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardDidShow", Self.keyboardDidShow), name: UIResponder.keyboardDidShowNotification,
      object: nil)
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardDidHide", Self.keyboardDidHide), name: UIResponder.keyboardDidHideNotification,
      object: nil)
  }

  func keyboardDidShow() {
    shows += 1
    scrollView.isScrollEnabled = true
    hideButton.isHidden = false
  }

  func keyboardDidHide() {
    hides += 1
    scrollView.isScrollEnabled = false
    hideButton.isHidden = true
  }

  func hideKeyboard() {
    view.endEditing(true)
  }
}

@MainActor
@Suite struct KeyboardDidShowHideTests {
  @Test(arguments: Devices.all)
  func theDidNotificationsComeWhenTheSlideIsOver(device: DeviceProfile) throws {
    let screen = ScrollWhileTypingController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    try tester.tap(screen.usernameField)
    tester.pump()
    // "Did show" is posted after the keyboard's animation ends (Apple: "Posted
    // immediately after the display of the keyboard"), so mid-slide nothing has run.
    #expect(tester.keyboard.isAnimating)
    #expect(screen.shows == 0)
    #expect(screen.hideButton.isHidden)

    try tester.settle()
    #expect(screen.shows == 1)
    #expect(screen.scrollView.isScrollEnabled)
    #expect(!screen.hideButton.isHidden)
    #expect(tester.keyboardFrameOnScreen?.minY == Devices.keyboardTop(device))

    // A button is no text input: tapping it leaves the field first responder until its
    // action ends editing; "did hide" follows the slide down.
    try tester.tap(screen.hideButton)
    #expect(tester.firstResponder == nil)
    tester.pump()
    #expect(screen.hides == 0)
    try tester.settle()
    #expect(screen.hides == 1)
    #expect(screen.shows == 1)
    #expect(!screen.scrollView.isScrollEnabled)
    #expect(screen.hideButton.isHidden)
    #expect(tester.keyboardFrameOnScreen == nil)
  }
}
