import Foundation
import Testing
import UIKit
import UIKitTesting

/// A checkout screen whose methods carry Objective-C names of their own
/// (`@objc(placeOrder:)`), as code kept compatible with an older Objective-C caller
/// does. `#selector` names the Swift method; the selector is the Objective-C name, which
/// is what UIKit reports and compares. The order button removes its own target after
/// the first tap, so that a second tap cannot order twice.
private final class CheckoutController: UIViewController {
  let scrollView = UIScrollView()
  let promoField = UITextField(frame: CGRect(x: 20, y: 100, width: 335, height: 44))
  let orderButton = UIButton(type: .system)
  var orders = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    scrollView.frame = view.bounds
    view.addSubview(scrollView)
    promoField.borderStyle = .roundedRect
    promoField.placeholder = "Promo code"
    promoField.autocapitalizationType = .allCharacters
    scrollView.addSubview(promoField)
    orderButton.frame = CGRect(x: 20, y: 160, width: 335, height: 50)
    orderButton.setTitle("Place order", for: .normal)
    orderButton.addTarget(self, action: Selector("placeOrder:", Self.placeOrderTapped(_:)), for: .touchUpInside)
    scrollView.addSubview(orderButton)
    NotificationCenter.default.addObserver(
      self, selector: Selector("keyboardWillAppear:", Self.keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  func placeOrderTapped(_ sender: UIButton) {
    orders += 1
    sender.removeTarget(self, action: Selector("placeOrder:", Self.placeOrderTapped(_:)), for: .touchUpInside)
    sender.setTitle("Ordered", for: .normal)
    view.endEditing(true)
  }

  func keyboardWillShow(_ notification: Notification) {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
    scrollView.contentInset.bottom = frame.cgRectValue.height
  }
}

@MainActor
@Suite struct CustomObjCNameTests {
  @Test(arguments: Devices.all)
  func theActionGoesByItsObjectiveCNameAndOrdersOnce(device: DeviceProfile) throws {
    let screen = CheckoutController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    // Apple, `actions(forTarget:forControlEvent:)`: "an array of selector names as
    // NSString objects" — the name Objective-C knows the method by.
    #expect(screen.orderButton.actions(forTarget: screen, forControlEvent: .touchUpInside) == ["placeOrder:"])

    try tester.tap(screen.promoField)
    try tester.settle()
    #expect(screen.scrollView.contentInset.bottom == device.keyboardHeight)
    try tester.typeOnKeyboard("SAVE")
    #expect(screen.promoField.text == "SAVE")

    try tester.tap(screen.orderButton)
    try tester.settle()
    #expect(screen.orders == 1)
    #expect(screen.orderButton.currentTitle == "Ordered")
    #expect(tester.keyboardFrameOnScreen == nil)
    // Removed by the same selector it was added with: nothing is left for the event.
    #expect(screen.orderButton.actions(forTarget: screen, forControlEvent: .touchUpInside) == nil)
    #expect(screen.orderButton.allTargets.isEmpty)

    try tester.tap(screen.orderButton)
    #expect(screen.orders == 1)
  }
}
