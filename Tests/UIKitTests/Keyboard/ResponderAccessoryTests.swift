import Foundation
import Testing
import UIKitTestSupport
import UIKitTesting

@testable import UIKit

/// A chat screen's composer: a field and a Send button, 50 points high by its intrinsic
/// size, stretching with `.flexibleHeight`; its subviews sit in its top 50 points.
@MainActor
private final class ComposerBar: UIView {
  let field = UITextField()
  let send = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    autoresizingMask = .flexibleHeight
    addSubview(field)
    addSubview(send)
  }

  override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 50) }

  override func layoutSubviews() {
    super.layoutSubviews()
    field.frame = CGRect(x: 8, y: 8, width: bounds.width - 80, height: 34)
    send.frame = CGRect(x: bounds.width - 64, y: 8, width: 56, height: 34)
  }
}

/// A view controller that is first responder for its own `inputAccessoryView`.
@MainActor
private final class ChatController: UIViewController {
  let bar = ComposerBar()
  override var canBecomeFirstResponder: Bool { true }
  override var inputAccessoryView: UIView? { bar }
}

/// A view controller's own accessory on a 390×844 phone (291-point keys, 34-point
/// home-indicator band): docked alone at the bottom over the band, under the keys'
/// top while its field types, and docked again when the field resigns.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct ResponderAccessoryTests {
  let fixture = KeyboardFixture()

  private func chat() -> ChatController {
    let chat = ChatController()
    fixture.window.rootViewController = chat
    fixture.frames(1)
    return chat
  }

  private func windowFrame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

  @Test("The controller's accessory docks alone at the bottom, stretched over the band")
  func docksAtTheBottom() throws {
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    let chat = chat()
    // It can become first responder, and nothing else in the window is: UIKit makes it
    // first responder as its view appears, and the bar docks without a call.
    #expect(chat.isFirstResponder)
    // 50 + 34 = 84 high; 844 − 84 = 760.
    let docked = CGRect(x: 0, y: 760, width: 390, height: 84)
    #expect(
      log.names == [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification])
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == docked)
    let begin = log.last(UIResponder.keyboardWillShowNotification)?.userInfo[UIResponder.keyboardFrameBeginUserInfoKey]
    #expect(begin as? CGRect == CGRect(x: 0, y: 844, width: 390, height: 84))
    fixture.frames(15)
    #expect(log.endFrame(UIResponder.keyboardDidShowNotification) == docked)
    #expect(fixture.keyboardView.isHidden)
    #expect(windowFrame(chat.bar) == docked)
    #expect(chat.bar.safeAreaInsets.bottom == 34)
    #expect(windowFrame(chat.bar.field) == CGRect(x: 8, y: 768, width: 310, height: 34))
  }

  @Test("The bar's own field brings the keys up under the same bar")
  func fieldTypesUnderTheBar() throws {
    defer { fixture.tearDown() }
    let chat = chat()
    #expect(chat.becomeFirstResponder())
    fixture.frames(15)
    let log = KeyboardNotificationLog()
    fixture.tap(chat.bar.field)
    #expect(fixture.window.firstResponder === chat.bar.field)
    // 50 + 291 = 341; 844 − 341 = 503; the keys from 553.
    #expect(
      log.names == [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification])
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 503, width: 390, height: 341))
    let begin = log.last(UIResponder.keyboardWillShowNotification)?.userInfo[UIResponder.keyboardFrameBeginUserInfoKey]
    #expect(begin as? CGRect == CGRect(x: 0, y: 760, width: 390, height: 84))
    fixture.frames(15)
    #expect(windowFrame(chat.bar) == CGRect(x: 0, y: 503, width: 390, height: 50))
    #expect(chat.bar.safeAreaInsets.bottom == 0)
    #expect(!fixture.keyboardView.isHidden)
    #expect(windowFrame(fixture.keyboardView) == CGRect(x: 0, y: 553, width: 390, height: 291))
    // The field's default `.sentences` capitalisation shifts the first letter.
    fixture.tapKey(.character("h"))
    #expect(chat.bar.field.text == "H")
  }

  @Test("When the field resigns, the controller takes first responder back and the bar docks")
  func resigningDocksTheBarAgain() throws {
    defer { fixture.tearDown() }
    let chat = chat()
    #expect(chat.becomeFirstResponder())
    fixture.frames(15)
    fixture.tap(chat.bar.field)
    fixture.frames(15)
    let log = KeyboardNotificationLog()
    #expect(fixture.window.handleKey(.escape, modifiers: []))
    #expect(fixture.window.firstResponder === chat)
    #expect(
      log.names == [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification])
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 760, width: 390, height: 84))
    fixture.frames(15)
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 0)
    #expect(log.count(UIResponder.keyboardDidShowNotification) == 1)
    #expect(windowFrame(chat.bar) == CGRect(x: 0, y: 760, width: 390, height: 84))
    #expect(fixture.keyboardView.isHidden)
  }

  @Test("A field that is not in the accessory shows the keys without the controller's bar")
  func otherFieldHasNoBar() throws {
    defer { fixture.tearDown() }
    let chat = chat()
    let other = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
    chat.view.addSubview(other)
    #expect(chat.becomeFirstResponder())
    fixture.frames(15)
    let log = KeyboardNotificationLog()
    #expect(other.becomeFirstResponder())
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 553, width: 390, height: 291))
    fixture.frames(15)
    #expect(chat.bar.window == nil)
  }
}
