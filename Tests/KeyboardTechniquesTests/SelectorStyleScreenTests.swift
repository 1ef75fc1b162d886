import Foundation
import Testing
import UIKit
import UIKitTesting

/// A sign-up form written the way most tutorials write it — selector observers, a
/// background tap that dismisses without cancelling touches, an editing-changed target
/// and a button's touch-up-inside target — as `keyboard-lab port` rewrites it: each
/// `#selector(name)` becomes `Selector("name", Self.name)`, nothing else changes.
private final class SelectorSignUpController: UIViewController {
  let scrollView = UIScrollView()
  let emailField = UITextField(frame: CGRect(x: 20, y: 120, width: 300, height: 44))
  let signUpButton = UIButton(type: .system)
  var edits: [String] = []
  var signUps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    scrollView.frame = view.bounds
    view.addSubview(scrollView)
    scrollView.addSubview(emailField)
    signUpButton.frame = CGRect(x: 20, y: 200, width: 300, height: 44)
    signUpButton.setTitle("Sign up", for: .normal)
    scrollView.addSubview(signUpButton)

    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillShow:", Self.keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillHide:", Self.keyboardWillHide(_:)),
      name: UIResponder.keyboardWillHideNotification, object: nil)

    let tap = UITapGestureRecognizer(target: self, action: Selector("dismissKeyboard", Self.dismissKeyboard))
    tap.cancelsTouchesInView = false
    view.addGestureRecognizer(tap)

    emailField.addTarget(self, action: Selector("textChanged:", Self.textChanged(_:)), for: .editingChanged)
    signUpButton.addTarget(self, action: Selector("signUpTapped:", Self.signUpTapped(_:)), for: .touchUpInside)
  }

  func keyboardWillShow(_ notification: NSNotification) {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
    let keyboard = view.convert(frame.cgRectValue, from: nil)
    scrollView.contentInset.bottom = max(0, view.bounds.maxY - keyboard.minY)
  }

  func keyboardWillHide(_ notification: NSNotification) {
    scrollView.contentInset.bottom = 0
  }

  func dismissKeyboard() {
    view.endEditing(true)
  }

  func textChanged(_ sender: UITextField) {
    edits.append(sender.text ?? "")
  }

  func signUpTapped(_ sender: Any) {
    signUps += 1
  }

  deinit {
    NotificationCenter.default.removeObserver(self)
  }
}

@MainActor
@Suite struct SelectorStyleScreenTests {
  @Test(arguments: Devices.all)
  func fieldKeyboardTypingButtonAndBackground(device: DeviceProfile) throws {
    let screen = SelectorSignUpController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }

    // The background recognizer sees this tap too; it does not cancel the field's
    // touches, so the field still begins editing.
    try tester.tap(screen.emailField)
    try tester.settle()
    #expect(tester.firstResponder === screen.emailField)
    #expect(tester.keyboardFrameOnScreen?.minY == Devices.keyboardTop(device))
    // The observer set the inset to the keyboard's height over the full-screen view.
    #expect(screen.scrollView.contentInset.bottom == device.keyboardHeight)

    // Typed on the on-screen keyboard, a key at a time: the target hears each edit.
    try tester.typeOnKeyboard("ab")
    #expect(screen.edits == ["a", "ab"])

    // A single tap on a button is the button's (iOS 6's rule): its action runs and the
    // background recognizer does not, so the keyboard stays.
    try tester.tap(screen.signUpButton)
    try tester.settle()
    #expect(screen.signUps == 1)
    #expect(tester.firstResponder === screen.emailField)
    #expect(tester.keyboardFrameOnScreen != nil)

    // A tap on the background is the recognizer's: editing ends, the keyboard goes.
    tester.tap(at: CGPoint(x: 200, y: 400))
    try tester.settle()
    #expect(tester.firstResponder == nil)
    #expect(tester.keyboardFrameOnScreen == nil)
    #expect(screen.scrollView.contentInset.bottom == 0)
  }
}
