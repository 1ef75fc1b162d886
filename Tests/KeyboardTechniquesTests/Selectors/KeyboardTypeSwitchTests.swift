import Foundation
import Testing
import UIKit
import UIKitTesting

/// A "contact me by" form: a segmented control's `.valueChanged` target switches the
/// field between an email and a phone keyboard while it is editing, with
/// `reloadInputViews()` so that the keyboard on screen changes at once.
private final class ContactMethodController: UIViewController {
  let methodControl = UISegmentedControl(items: ["Email", "Phone"])
  let contactField = UITextField(frame: CGRect(x: 20, y: 160, width: 335, height: 44))
  var switches = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    methodControl.frame = CGRect(x: 20, y: 100, width: 335, height: 32)
    methodControl.selectedSegmentIndex = 0
    methodControl.addTarget(self, action: Selector("methodChanged:", Self.methodChanged(_:)), for: .valueChanged)
    view.addSubview(methodControl)
    contactField.borderStyle = .roundedRect
    contactField.keyboardType = .emailAddress
    contactField.placeholder = "you@example.com"
    view.addSubview(contactField)
  }

  func methodChanged(_ sender: UISegmentedControl) {
    switches += 1
    if sender.selectedSegmentIndex == 0 {
      contactField.keyboardType = .emailAddress
      contactField.placeholder = "you@example.com"
    } else {
      contactField.keyboardType = .phonePad
      contactField.placeholder = "555 0100"
    }
    contactField.text = ""
    // A trait changed while editing shows only once the responder's input views are
    // reloaded.
    contactField.reloadInputViews()
  }
}

@MainActor
@Suite struct KeyboardTypeSwitchTests {
  private func tapSegment(_ index: Int, _ tester: ScreenTester, _ screen: ContactMethodController) {
    let control = tester.frame(of: screen.methodControl)
    let half = control.width / 2
    tester.tap(at: CGPoint(x: control.minX + half * (CGFloat(index) + 0.5), y: control.midY))
  }

  @Test(arguments: Devices.all)
  func theSegmentSwitchesTheKeyboardUnderTheField(device: DeviceProfile) throws {
    let screen = ContactMethodController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    // With the predictive bar on, as iOS ships, the letters stand the bar's height taller
    // than a pad.
    tester.keyboard.isPredictiveBarEnabled = true
    let letters = device.keyboardHeights.portraitWithBar
    try tester.tap(screen.contactField)
    try tester.settle()
    // The email keyboard is a letter keyboard with its bar: 260, 336 or 346.
    #expect(tester.keyboardFrameOnScreen?.height == letters)

    // A segmented control never becomes first responder, and its single tap is its own,
    // so the field keeps editing; the reload brings up the phone pad, shorter by the
    // predictive bar that pads do not have: iOS's letter keyboard without it, 216, 291 or
    // 301.
    let log = tester.recordKeyboardNotifications()
    tapSegment(1, tester, screen)
    try tester.settle()
    #expect(screen.switches == 1)
    #expect(screen.methodControl.selectedSegmentIndex == 1)
    #expect(tester.firstResponder === screen.contactField)
    #expect(tester.keyboardFrameOnScreen?.height == device.keyboardHeight)
    #expect(tester.keyboardFrameOnScreen?.maxY == device.size.height)
    // The keyboard changes size in place: it is not hidden and shown again.
    #expect(!log.shortNames.contains("WillHide"))
    #expect(log.entries.last?.endFrame?.height == device.keyboardHeight)
    try tester.typeOnKeyboard("5550100")
    #expect(screen.contactField.text == "5550100")

    // Selecting the selected segment again sends nothing (Apple: the control sends
    // `.valueChanged` when the user changes the selection).
    tapSegment(1, tester, screen)
    #expect(screen.switches == 1)

    tapSegment(0, tester, screen)
    try tester.settle()
    #expect(screen.switches == 2)
    #expect(screen.contactField.text == "")
    #expect(tester.keyboardFrameOnScreen?.height == letters)
  }
}
