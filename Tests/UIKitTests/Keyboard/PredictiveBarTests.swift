import Foundation
import Testing
import UIKitTestSupport
import UIKitTesting

@testable import UIKit

/// The predictive bar on a 390×844 window: the keyboard is 336 points with it and 291
/// without (published heights, `DeviceProfile.keyboardHeights`), fields without a bar
/// keep 291, and a change while the keyboard is up is announced as a show.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct PredictiveBarTests {
  let fixture = KeyboardFixture()

  private func field(secure: Bool = false, type: UIKeyboardType = .default, y: CGFloat = 100) -> UITextField {
    let field = UITextField(frame: CGRect(x: 20, y: y, width: 300, height: 40))
    field.isSecureTextEntry = secure
    field.keyboardType = type
    fixture.root.view.addSubview(field)
    return field
  }

  @Test("With the bar on, a plain field's keyboard is 336 high: it ends at 844 − 336 = 508")
  func barMakesTheKeyboardTaller() {
    defer { fixture.tearDown() }
    fixture.keyboard.isPredictiveBarEnabled = true
    let log = KeyboardNotificationLog()
    #expect(field().becomeFirstResponder())
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 508, width: 390, height: 336))
    fixture.frames(20)
    // The keys keep their place from the keyboard's top: q at 508 + 53.
    #expect(fixture.keyboard.keyRect(for: "q")?.minY == 561)
  }

  @Test("Secure entry and the pads show no bar")
  func fieldsWithoutABar() {
    defer { fixture.tearDown() }
    fixture.keyboard.isPredictiveBarEnabled = true
    let log = KeyboardNotificationLog()
    let password = field(secure: true)
    #expect(password.becomeFirstResponder())
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 553, width: 390, height: 291))
    fixture.frames(20)
    let pin = field(type: .numberPad, y: 200)
    log.clear()
    #expect(pin.becomeFirstResponder())
    fixture.frames(20)
    // The number pad is 291 with or without the bar setting: the secure field's frame, so
    // the switch announces nothing.
    #expect(log.count(UIResponder.keyboardWillShowNotification) == 0)
    #expect(fixture.keyboard.keyboardFrame == CGRect(x: 0, y: 553, width: 390, height: 291))
    // From the plain field's 336, though, the pad is a change of frame, announced as a show.
    let name = field(y: 300)
    #expect(name.becomeFirstResponder())
    fixture.frames(20)
    log.clear()
    #expect(pin.becomeFirstResponder())
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 553, width: 390, height: 291))
  }

  @Test("Moving from a secure field to a plain one grows the keyboard, announced as a show")
  func switchingFieldsChangesTheHeight() {
    defer { fixture.tearDown() }
    fixture.keyboard.isPredictiveBarEnabled = true
    let password = field(secure: true)
    let name = field(y: 200)
    #expect(password.becomeFirstResponder())
    fixture.frames(20)
    let log = KeyboardNotificationLog()
    #expect(name.becomeFirstResponder())
    #expect(
      log.names.prefix(2) == [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
      ])
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 508, width: 390, height: 336))
  }

  @Test("Turning the bar on and off with the keyboard up posts will-change-frame and will-show with the new frame")
  func togglingWhileUp() {
    defer { fixture.tearDown() }
    #expect(field().becomeFirstResponder())
    fixture.frames(20)
    let log = KeyboardNotificationLog()
    fixture.keyboard.isPredictiveBarEnabled = true
    #expect(
      log.names.prefix(2) == [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
      ])
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 508, width: 390, height: 336))
    fixture.frames(20)
    #expect(fixture.keyboard.keyboardFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
    log.clear()
    fixture.keyboard.isPredictiveBarEnabled = false
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 553, width: 390, height: 291))
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 0)
  }

  @Test("On a phone without a home band the globe stays in the bottom row with the bar on or off")
  func globeOnTheSE() {
    // 375 wide, no band: 123 is 84 wide from x 3, the globe a letter (31.5) after it.
    for bar in [false, true] {
      let size = CGSize(width: 375, height: bar ? 260 : 216)
      let layout = KeyboardLayout(pane: .letters, size: size, bottomInset: bar ? 44 : 0, homeIndicatorBand: 0)
      let globe = layout.frame(for: .globe)
      #expect(globe?.minX == 93 && globe?.width == 31.5, "bar \(bar)")
      #expect(globe?.minY == layout.frame(for: .space)?.minY, "bar \(bar)")
    }
  }

  @Test("On a 375×667 phone the bar adds 44: 260 against 216, so the keyboard ends at 667 − 260 = 407")
  func smallPhone() {
    defer { fixture.tearDown() }
    let window = UIWindow(screen: UIScreen(device: .iPhoneSE))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    defer {
      window.endEditing(true)
      window.resignKeyAndHide()
    }
    window.keyboardController.isPredictiveBarEnabled = true
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
    controller.view.addSubview(field)
    let log = KeyboardNotificationLog()
    #expect(field.becomeFirstResponder())
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 407, width: 375, height: 260))
  }
}
