import Foundation
import Testing
import UIKit
import UIKitTesting

/// "Tap anywhere to dismiss", as apps write it in the controller.
private final class DismissingController: UIViewController {
  let field = UITextField(frame: CGRect(x: 20, y: 120, width: 300, height: 44))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.addSubview(field)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    view.endEditing(true)
  }
}

/// The same screen without it.
private final class PlainController: UIViewController {
  let field = UITextField(frame: CGRect(x: 20, y: 120, width: 300, height: 44))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.addSubview(field)
  }
}

@MainActor
@Suite struct TapOutsideDismissTests {
  @Test(arguments: Devices.all)
  func touchesBeganEndsEditing(device: DeviceProfile) throws {
    let screen = DismissingController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    try tester.tap(screen.field)
    try tester.settle()
    tester.tap(at: CGPoint(x: 200, y: 300))
    #expect(tester.firstResponder == nil)
    try tester.settle()
    #expect(tester.keyboardFrameOnScreen == nil)
  }

  @Test(arguments: Devices.all)
  func withoutItATapLeavesTheKeyboardUp(device: DeviceProfile) throws {
    let screen = PlainController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    try tester.tap(screen.field)
    try tester.settle()
    tester.tap(at: CGPoint(x: 200, y: 300))
    try tester.settle()
    #expect(tester.firstResponder === screen.field)
    #expect(
      tester.keyboardFrameOnScreen
        == CGRect(
          x: 0, y: Devices.keyboardTop(device), width: device.size.width, height: device.keyboardHeight))
  }
}
