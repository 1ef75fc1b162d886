import Foundation
import Testing
import UIKit
import UIKitTesting

/// A quantity field with one wide "− | +" button beside it whose action takes the event
/// too (`(_:forEvent:)`), to read where the finger was: the left half takes one off,
/// the right half adds one. Objective-C passes a control's action the sender and the
/// event when the method has room for both.
private final class QuantityController: UIViewController {
  let quantityField = UITextField(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
  let stepButton = UIButton(type: .system)
  var quantity = 1

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    quantityField.borderStyle = .roundedRect
    quantityField.keyboardType = .numberPad
    quantityField.text = "1"
    quantityField.addTarget(self, action: Selector("quantityEdited:", Self.quantityEdited(_:)), for: .editingChanged)
    view.addSubview(quantityField)
    stepButton.frame = CGRect(x: 160, y: 100, width: 120, height: 44)
    stepButton.setTitle("−   +", for: .normal)
    stepButton.addTarget(
      self, action: Selector("stepTouched:forEvent:", Self.stepTouched(_:forEvent:)), for: .touchUpInside)
    view.addSubview(stepButton)
  }

  func stepTouched(_ sender: UIButton, forEvent event: UIEvent) {
    guard let touch = event.allTouches?.first else { return }
    let x = touch.location(in: sender).x
    quantity = max(0, quantity + (x < sender.bounds.midX ? -1 : 1))
    quantityField.text = "\(quantity)"
  }

  func quantityEdited(_ sender: UITextField) {
    quantity = Int(sender.text ?? "") ?? 0
  }
}

@MainActor
@Suite struct ForEventActionTests {
  @Test(arguments: Devices.all)
  func theEventSaysWhichHalfWasTapped(device: DeviceProfile) throws {
    let screen = QuantityController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    try tester.tap(screen.quantityField)
    try tester.settle()
    try tester.typeOnKeyboard("2")
    #expect(screen.quantity == 12)

    // The event's touches are the one that ended the tap, still at its place (Apple,
    // `UIEvent.allTouches`: "all touch objects associated with the event").
    tester.tap(at: CGPoint(x: 250, y: 122))
    #expect(screen.quantity == 13)
    tester.tap(at: CGPoint(x: 175, y: 122))
    tester.tap(at: CGPoint(x: 175, y: 122))
    #expect(screen.quantity == 11)
    #expect(screen.quantityField.text == "11")
    // The button took the taps; the field kept the keyboard, the number pad as tall as
    // iOS's letter keyboard without its bar (216, 291 or 301).
    #expect(tester.firstResponder === screen.quantityField)
    try tester.settle()
    #expect(tester.keyboardFrameOnScreen?.height == device.keyboardHeight)
  }
}
