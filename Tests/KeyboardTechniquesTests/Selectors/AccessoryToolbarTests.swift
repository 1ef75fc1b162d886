import Foundation
import Testing
import UIKit
import UIKitTesting

/// A shipping form whose fields share one keyboard toolbar: Previous and Next made with
/// `UIBarButtonItem(title:style:target:action:)`, a flexible space and a system Done
/// item with the controller as target — the toolbar of every form tutorial — and a
/// Clear item with no target, whose action goes up the responder chain from the field
/// being edited to the controller.
private final class ShippingFormController: UIViewController {
  let nameField = UITextField(frame: CGRect(x: 20, y: 80, width: 335, height: 44))
  let streetField = UITextField(frame: CGRect(x: 20, y: 140, width: 335, height: 44))
  let cityField = UITextField(frame: CGRect(x: 20, y: 200, width: 335, height: 44))
  lazy var fields = [nameField, streetField, cityField]
  let toolbar = UIToolbar()
  var previousItem: UIBarButtonItem!
  var nextItem: UIBarButtonItem!
  var doneTaps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    previousItem = UIBarButtonItem(
      title: "Previous", style: .plain, target: self,
      action: Selector("previousTapped:", ShippingFormController.previousTapped(_:)))
    nextItem = UIBarButtonItem(
      title: "Next", style: .plain, target: self,
      action: Selector("nextTapped:", ShippingFormController.nextTapped(_:)))
    let flexible = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    let clear = UIBarButtonItem(
      title: "Clear", style: .plain, target: nil,
      action: Selector("clearTapped:", ShippingFormController.clearTapped(_:)))
    let done = UIBarButtonItem(
      barButtonSystemItem: .done, target: self, action: Selector("doneTapped", Self.doneTapped))
    toolbar.items = [previousItem, nextItem, flexible, clear, done]
    toolbar.sizeToFit()
    for field in fields {
      field.borderStyle = .roundedRect
      field.inputAccessoryView = toolbar
      field.addTarget(self, action: Selector("editingBegan:", Self.editingBegan(_:)), for: .editingDidBegin)
      view.addSubview(field)
    }
  }

  func editingBegan(_ sender: UITextField) {
    let index = fields.firstIndex(of: sender) ?? 0
    previousItem.isEnabled = index > 0
    nextItem.isEnabled = index < fields.count - 1
  }

  func previousTapped(_ sender: UIBarButtonItem) {
    guard let index = fields.firstIndex(where: { $0.isFirstResponder }), index > 0 else { return }
    fields[index - 1].becomeFirstResponder()
  }

  func nextTapped(_ sender: UIBarButtonItem) {
    guard let index = fields.firstIndex(where: { $0.isFirstResponder }), index < fields.count - 1 else { return }
    fields[index + 1].becomeFirstResponder()
  }

  func clearTapped(_ sender: UIBarButtonItem) {
    fields.first(where: { $0.isFirstResponder })?.text = ""
  }

  func doneTapped() {
    doneTaps += 1
    view.endEditing(true)
  }
}

@MainActor
@Suite struct AccessoryToolbarTests {
  private func tapItem(_ title: String, _ tester: ScreenTester) throws {
    let drawn = try #require(tester.drawnTexts().first { $0.string == title })
    tester.tap(at: CGPoint(x: drawn.frame.midX, y: drawn.frame.midY))
  }

  @Test(arguments: Devices.all)
  func theToolbarMovesThroughTheFormAndCloses(device: DeviceProfile) throws {
    let screen = ShippingFormController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    let log = tester.recordKeyboardNotifications()
    try tester.tap(screen.nameField)
    try tester.settle()
    // The accessory rides on the keys and counts in the keyboard's frame: the toolbar's
    // 44 points above the keyboard's own height, its top where the frame begins.
    let top = Devices.keyboardTop(device) - 44
    let frame = CGRect(x: 0, y: top, width: device.size.width, height: device.keyboardHeight + 44)
    #expect(log.entries.first?.endFrame == frame)
    #expect(tester.frame(of: screen.toolbar) == CGRect(x: 0, y: top, width: device.size.width, height: 44))
    #expect(!screen.previousItem.isEnabled)
    #expect(screen.nextItem.isEnabled)

    // Bar items are no responders: the field keeps the keyboard until the item's action
    // moves it on.
    try tapItem("Next", tester)
    #expect(tester.firstResponder === screen.streetField)
    try tapItem("Next", tester)
    #expect(tester.firstResponder === screen.cityField)
    #expect(!screen.nextItem.isEnabled)
    // A disabled item sends nothing.
    try tapItem("Next", tester)
    #expect(tester.firstResponder === screen.cityField)
    try tapItem("Previous", tester)
    #expect(tester.firstResponder === screen.streetField)
    #expect(screen.previousItem.isEnabled)
    // Moving between fields that share the accessory keeps the keyboard where it is.
    #expect(!log.shortNames.contains("WillHide"))

    // With no target, UIKit sends the action to the first responder and up the chain
    // (Apple, `UIApplication.sendAction(_:to:from:for:)`: "If target is nil, the app
    // sends the message to the first responder, from whence it progresses up the
    // responder chain"): the field, its superview, the controller's view, the controller.
    try tester.typeOnKeyboard("Elm St")
    try tapItem("Clear", tester)
    #expect(screen.streetField.text == "")
    #expect(tester.firstResponder === screen.streetField)

    try tapItem("Done", tester)
    try tester.settle()
    #expect(screen.doneTaps == 1)
    #expect(tester.firstResponder == nil)
    #expect(tester.keyboardFrameOnScreen == nil)
  }
}
