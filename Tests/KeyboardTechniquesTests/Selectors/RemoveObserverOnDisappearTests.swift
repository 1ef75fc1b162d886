import Foundation
import Testing
import UIKit
import UIKitTesting

/// A profile screen that listens for the keyboard only while it is on screen: it
/// registers in `viewWillAppear` and removes exactly those registrations in
/// `viewWillDisappear`, so that coming back does not register twice and another
/// screen's keyboard does not move this one's content.
private final class AppearingProfileController: UIViewController {
  let scrollView = UIScrollView()
  let bioField = UITextField(frame: CGRect(x: 20, y: 100, width: 335, height: 44))
  var heard: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    scrollView.frame = view.bounds
    view.addSubview(scrollView)
    bioField.borderStyle = .roundedRect
    scrollView.addSubview(bioField)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillShowWithNotification:", Self.keyboardWillShow(notification:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillHideWithNotification:", Self.keyboardWillHide(notification:)),
      name: UIResponder.keyboardWillHideNotification, object: nil)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)
  }

  func keyboardWillShow(notification: NSNotification) {
    heard.append("show")
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
    scrollView.contentInset.bottom = frame.cgRectValue.height
  }

  func keyboardWillHide(notification: NSNotification) {
    heard.append("hide")
    scrollView.contentInset.bottom = 0
  }
}

/// The screen shown in the profile's place: a field of its own.
private final class SettingsController: UIViewController {
  let nameField = UITextField(frame: CGRect(x: 20, y: 100, width: 335, height: 44))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.addSubview(nameField)
  }
}

@MainActor
@Suite struct RemoveObserverOnDisappearTests {
  @Test(arguments: Devices.all)
  func onlyTheScreenOnDisplayHearsTheKeyboard(device: DeviceProfile) throws {
    let profile = AppearingProfileController()
    let tester = ScreenTester(profile, device: device)
    defer { tester.tearDown() }
    try tester.tap(profile.bioField)
    try tester.settle()
    #expect(profile.heard == ["show"])
    #expect(profile.scrollView.contentInset.bottom == device.keyboardHeight)
    profile.view.endEditing(true)
    try tester.settle()
    #expect(profile.heard == ["show", "hide"])

    // Replaced, the profile is told it will disappear and stops listening: the other
    // screen's keyboard leaves its inset alone.
    let settings = SettingsController()
    tester.show(settings)
    try tester.tap(settings.nameField)
    try tester.settle()
    #expect(tester.keyboardFrameOnScreen != nil)
    #expect(profile.heard == ["show", "hide"])
    #expect(profile.scrollView.contentInset.bottom == 0)
    settings.view.endEditing(true)
    try tester.settle()

    // Back on screen it registers again, once: the notification center keeps every
    // registration it is given, so without the removal the method would now run twice
    // for each notification.
    tester.show(profile)
    try tester.tap(profile.bioField)
    try tester.settle()
    #expect(profile.heard == ["show", "hide", "show"])
    #expect(profile.scrollView.contentInset.bottom == device.keyboardHeight)
  }
}
