import Foundation
import Testing
import UIKitTestSupport
import UIKitTesting

@testable import UIKit

/// A hardware keyboard on a 390×844 window whose keys are 291 high (home band 34): what
/// comes up, the frames posted and the keyboard layout guide, as iOS reports them (see
/// `KeyboardController.isHardwareKeyboardAttached` for the sources).
@MainActor
@Suite(.serialized, .uikitRuntime)
struct HardwareKeyboardTests {
  let fixture = KeyboardFixture()

  private func field(accessory: UIView? = nil, input: UIView? = nil) -> UITextField {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
    field.inputAccessoryView = accessory
    field.inputView = input
    fixture.root.view.addSubview(field)
    return field
  }

  /// A bar pinned on the keyboard guide, to read where the guide puts it.
  private func barOnTheGuide() -> UIView {
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    let root = fixture.root.view!
    root.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 20),
      bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
    ])
    return bar
  }

  @Test("A plain field brings up nothing and posts nothing; the guide stays on the safe area")
  func plainFieldShowsNothing() {
    defer { fixture.tearDown() }
    fixture.keyboard.isHardwareKeyboardAttached = true
    let bar = barOnTheGuide()
    let log = KeyboardNotificationLog()
    let field = field()
    #expect(field.becomeFirstResponder())
    fixture.frames(20)
    #expect(log.entries.isEmpty)
    #expect(!fixture.keyboard.isOnScreen)
    #expect(!fixture.keyboard.isKeyboardVisible)
    // 844 − 34 (home band) = 810.
    #expect(bar.frame.maxY == 810)
  }

  @Test("A field with an accessory shows the accessory alone; the frames are the whole keyboard's")
  func accessoryAloneAtTheBottom() {
    defer { fixture.tearDown() }
    fixture.keyboard.isHardwareKeyboardAttached = true
    let bar = barOnTheGuide()
    let log = KeyboardNotificationLog()
    let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
    let field = field(accessory: toolbar)
    #expect(field.becomeFirstResponder())
    // 291 keys + 44 = 335 high, placed so that only the 44 are on screen: 844 − 44 = 800.
    let expected = CGRect(x: 0, y: 800, width: 390, height: 335)
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == expected)
    #expect(log.endFrame(UIResponder.keyboardWillChangeFrameNotification) == expected)
    let begin = log.last(UIResponder.keyboardWillShowNotification)?.userInfo[UIResponder.keyboardFrameBeginUserInfoKey]
    #expect(begin as? CGRect == CGRect(x: 0, y: 844, width: 390, height: 335))
    fixture.frames(20)
    #expect(log.endFrame(UIResponder.keyboardDidShowNotification) == expected)
    #expect(toolbar.convert(toolbar.bounds, to: nil) == CGRect(x: 0, y: 800, width: 390, height: 44))
    #expect(fixture.keyboardView.isHidden)
    #expect(bar.frame.maxY == 800)
  }

  @Test("A custom input view still comes up in full")
  func customInputViewStaysUp() {
    defer { fixture.tearDown() }
    fixture.keyboard.isHardwareKeyboardAttached = true
    let log = KeyboardNotificationLog()
    let picker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 216))
    let field = field(input: picker)
    #expect(field.becomeFirstResponder())
    // 844 − 216 = 628.
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 628, width: 390, height: 216))
    fixture.frames(20)
    #expect(picker.convert(picker.bounds, to: nil) == CGRect(x: 0, y: 628, width: 390, height: 216))
  }

  @Test("Attaching with an accessory up posts will-show with the accessory-only frame; detaching brings the keys back")
  func attachingAndDetachingWithAnAccessory() {
    defer { fixture.tearDown() }
    let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
    let field = field(accessory: toolbar)
    #expect(field.becomeFirstResponder())
    fixture.frames(20)
    let log = KeyboardNotificationLog()
    fixture.keyboard.isHardwareKeyboardAttached = true
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 0)
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 800, width: 390, height: 335))
    fixture.frames(20)
    #expect(toolbar.convert(toolbar.bounds, to: nil).minY == 800)
    log.clear()
    fixture.keyboard.isHardwareKeyboardAttached = false
    // 844 − 335 = 509: the keys are back under the accessory.
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 509, width: 390, height: 335))
    fixture.frames(20)
    #expect(!fixture.keyboardView.isHidden)
    #expect(toolbar.convert(toolbar.bounds, to: nil).minY == 509)
  }

  @Test("Attaching while a plain field's keys are up hides them; detaching shows them again")
  func attachingWithPlainField() {
    defer { fixture.tearDown() }
    let field = field()
    #expect(field.becomeFirstResponder())
    fixture.frames(20)
    let log = KeyboardNotificationLog()
    fixture.keyboard.isHardwareKeyboardAttached = true
    #expect(log.names.contains(UIResponder.keyboardWillHideNotification))
    #expect(!log.names.contains(UIResponder.keyboardWillShowNotification))
    fixture.frames(20)
    #expect(!fixture.keyboard.isOnScreen)
    #expect(field.isFirstResponder)
    log.clear()
    fixture.keyboard.isHardwareKeyboardAttached = false
    // 844 − 291 = 553.
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 553, width: 390, height: 291))
  }

  @Test("Typing still reaches the field with the keys down")
  func typingWithTheKeysDown() {
    defer { fixture.tearDown() }
    fixture.keyboard.isHardwareKeyboardAttached = true
    let field = field()
    #expect(field.becomeFirstResponder())
    field.insertText("abc")
    #expect(field.text == "abc")
  }
}
