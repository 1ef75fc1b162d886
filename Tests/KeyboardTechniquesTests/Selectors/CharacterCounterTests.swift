import Foundation
import Testing
import UIKit
import UIKitTesting

/// A profile editor with character counters fed by `textDidChangeNotification`, one
/// observer per input, each registered with `object:` so that it hears only its own
/// input: the name field's and the bio text view's, not the website field beside them.
private final class ProfileCountersController: UIViewController {
  static let nameLimit = 30
  static let bioLimit = 140

  let nameField = UITextField(frame: CGRect(x: 20, y: 80, width: 260, height: 40))
  let nameCounter = UILabel(frame: CGRect(x: 290, y: 80, width: 70, height: 40))
  let websiteField = UITextField(frame: CGRect(x: 20, y: 130, width: 260, height: 40))
  let bioView = UITextView(frame: CGRect(x: 20, y: 180, width: 335, height: 120))
  let bioCounter = UILabel(frame: CGRect(x: 20, y: 305, width: 100, height: 24))
  let clearButton = UIButton(type: .system)
  var notificationsHeard = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    nameField.borderStyle = .roundedRect
    websiteField.borderStyle = .roundedRect
    bioView.font = .systemFont(ofSize: 17)
    clearButton.frame = CGRect(x: 255, y: 305, width: 100, height: 24)
    clearButton.setTitle("Clear bio", for: .normal)
    for subview in [nameField, nameCounter, websiteField, bioView, bioCounter, clearButton] {
      view.addSubview(subview)
    }

    NotificationCenter.default.addObserver(
      self, selector: Selector("nameDidChange:", Self.nameDidChange(_:)), name: UITextField.textDidChangeNotification,
      object: nameField)
    NotificationCenter.default.addObserver(
      self, selector: Selector("bioDidChange:", Self.bioDidChange(_:)), name: UITextView.textDidChangeNotification,
      object: bioView)
    clearButton.addTarget(self, action: Selector("clearBio", Self.clearBio), for: .touchUpInside)
    updateCounters()
  }

  func nameDidChange(_ notification: Notification) {
    guard notification.object as? UITextField === nameField else { return }
    notificationsHeard += 1
    updateCounters()
  }

  func bioDidChange(_ notification: NSNotification) {
    notificationsHeard += 1
    updateCounters()
  }

  func clearBio() {
    // Text set in code posts no notification, so the counter is brought up to date here.
    bioView.text = ""
    updateCounters()
  }

  private func updateCounters() {
    nameCounter.text = "\(nameField.text?.count ?? 0)/\(Self.nameLimit)"
    let remaining = Self.bioLimit - bioView.text.count
    bioCounter.text = "\(remaining)"
    bioCounter.textColor = remaining < 0 ? .systemRed : .secondaryLabel
  }
}

@MainActor
@Suite struct CharacterCounterTests {
  @Test(arguments: Devices.all)
  func eachCounterHearsItsOwnInputOnly(device: DeviceProfile) throws {
    let screen = ProfileCountersController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    #expect(screen.nameCounter.text == "0/30")
    #expect(screen.bioCounter.text == "140")

    // One notification per edit, with the field as its object (Apple: "The affected
    // text field is stored in the object parameter of the notification").
    try tester.tap(screen.nameField)
    try tester.settle()
    try tester.typeOnKeyboard("Ada")
    #expect(screen.nameCounter.text == "3/30")
    #expect(screen.notificationsHeard == 3)

    // The website field posts the same name with itself as the object; an observer
    // registered for another object is not called.
    try tester.tap(screen.websiteField)
    try tester.typeOnKeyboard("xyz")
    #expect(screen.websiteField.text == "xyz")
    #expect(screen.notificationsHeard == 3)

    // The text view's own notification, bridged to the `NSNotification` the method takes.
    try tester.tap(screen.bioView)
    try tester.typeOnKeyboard("Hi there")
    #expect(screen.bioCounter.text == "132")
    #expect(screen.notificationsHeard == 11)

    // The button leaves the text view editing; the text it sets in code is no user edit
    // and posts nothing (Apple documents the same of the delegate's `textViewDidChange`:
    // "not called in response to programmatically initiated changes").
    try tester.tap(screen.clearButton)
    #expect(tester.firstResponder === screen.bioView)
    #expect(screen.bioView.text == "")
    #expect(screen.bioCounter.text == "140")
    #expect(screen.notificationsHeard == 11)
  }
}
