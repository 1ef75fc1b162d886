import Foundation
import Testing
import UIKitTestSupport
import UIKitTesting

@testable import UIKit

/// The platform's entry points on `UIWindow`: touches, text, keys, scrolling; and what
/// `UIApplication` tells the platform about text input.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct WindowEventDeliveryTests {
  /// Records the touches it is sent, in its own coordinates.
  final class TouchRecorder: UIView {
    var events: [(UITouch.Phase, CGPoint)] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      record(touches)
    }
    private func record(_ touches: Set<UITouch>) {
      for touch in touches { events.append((touch.phase, touch.location(in: self))) }
    }
  }

  final class Scroller: UIView, ScrollEventHandling {
    var accepts = true
    var scrolled: [CGPoint] = []
    func handleScroll(deltaX: CGFloat, deltaY: CGFloat) -> Bool {
      guard accepts else { return false }
      scrolled.append(CGPoint(x: deltaX, y: deltaY))
      return true
    }
  }

  // MARK: Touches

  @Test("A touch goes to the hit-tested view for its whole life, in that view's coordinates")
  func touchDelivery() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let recorder = TouchRecorder(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
    fixture.root.view.addSubview(recorder)
    fixture.window.handleTouch(.began, at: CGPoint(x: 60, y: 70))
    fixture.window.handleTouch(.moved, at: CGPoint(x: 300, y: 400))
    fixture.window.handleTouch(.ended, at: CGPoint(x: 310, y: 410))
    #expect(recorder.events.map(\.0) == [.began, .moved, .ended])
    #expect(
      recorder.events.map(\.1) == [
        CGPoint(x: 10, y: 10), CGPoint(x: 250, y: 340), CGPoint(x: 260, y: 350),
      ])
  }

  @Test("Touches bubble up the responder chain from a view that does not handle them")
  func bubbling() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let recorder = TouchRecorder(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
    let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    recorder.addSubview(inner)
    fixture.root.view.addSubview(recorder)
    fixture.tap(CGPoint(x: 65, y: 75))
    #expect(recorder.events.map(\.0) == [.began, .ended])
  }

  @Test("A new touch while one is still down cancels the old one first")
  func cancelStaleTouch() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let recorder = TouchRecorder(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
    fixture.root.view.addSubview(recorder)
    fixture.window.handleTouch(.began, at: CGPoint(x: 60, y: 70))
    fixture.window.handleTouch(.began, at: CGPoint(x: 70, y: 70))
    fixture.window.handleTouch(.cancelled, at: CGPoint(x: 70, y: 70))
    #expect(recorder.events.map(\.0) == [.began, .cancelled, .began, .cancelled])
  }

  @Test("Clicking a text input makes it first responder and brings the keyboard up")
  func clickInput() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let input = fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40))
    fixture.tap(input)
    #expect(input.isFirstResponder)
    #expect(fixture.keyboard.isKeyboardVisible)
    #expect(UIApplication.shared.isTextInputActive)
  }

  @Test("Clicking on nothing editable keeps the keyboard up, as on iOS")
  func clickBackground() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let input = fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40))
    fixture.tap(input)
    UIKitRuntime.current.settle()
    let log = KeyboardNotificationLog()
    fixture.tap(CGPoint(x: 200, y: 400))
    UIKitRuntime.current.settle()
    #expect(input.isFirstResponder)
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 0)
    #expect(UIApplication.shared.isTextInputActive)
  }

  @Test("A controller's touchesBegan → view.endEditing(true), as apps write it, takes the keyboard down")
  func appDismissesOnTouch() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let controller = EndEditingOnTouchController()
    fixture.window.rootViewController = controller
    let input = KeyboardTestInput(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
    controller.view.addSubview(input)
    fixture.tap(input)
    UIKitRuntime.current.settle()
    let log = KeyboardNotificationLog()
    // The touch goes to the root view, which passes it up the responder chain.
    fixture.tap(CGPoint(x: 200, y: 400))
    #expect(!input.isFirstResponder)
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 1)
    #expect(!UIApplication.shared.isTextInputActive)
  }

  @Test("Clicking a control or the keyboard keeps the first responder")
  func clickControlOrKeyboard() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let input = fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40))
    let control = UIControl(frame: CGRect(x: 20, y: 300, width: 100, height: 44))
    let label = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
    control.addSubview(label)
    fixture.root.view.addSubview(control)
    fixture.tap(input)
    UIKitRuntime.current.settle()
    fixture.tap(CGPoint(x: 30, y: 310))  // On the control's subview.
    #expect(input.isFirstResponder)
    let space = fixture.keyboard.keyRect(for: .space)!
    fixture.tap(CGPoint(x: space.midX, y: space.midY))
    #expect(input.isFirstResponder)
    #expect(input.text == " ")
    // The keyboard's bar, beside the dismiss key, is keyboard too.
    fixture.tap(CGPoint(x: 100, y: 560))
    #expect(input.isFirstResponder)
  }

  @Test("A click outside the window keeps the first responder too")
  func clickOutside() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let input = fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40))
    input.becomeFirstResponder()
    fixture.tap(CGPoint(x: -10, y: 900))
    #expect(input.isFirstResponder)
  }

  // MARK: Text and keys

  @Test("Text from the real keyboard goes to the first responder, in order")
  func realKeyboardText() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let input = fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40))
    fixture.window.handleText("lost")
    #expect(input.text == "")
    input.becomeFirstResponder()
    fixture.window.handleText("hel")
    fixture.frames(3)
    fixture.window.handleText("lo 한글 👍🏽")
    #expect(input.text == "hello 한글 👍🏽")
    #expect(fixture.window.handleKey(.backspace, modifiers: []))
    #expect(input.text == "hello 한글 ")
  }

  @Test(
    "Tab and Shift-Tab go through the text inputs in reading order, wrapping; hidden ones skipped")
  func tabOrder() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    // Added out of reading order on purpose.
    let c = fixture.addInput(CGRect(x: 20, y: 300, width: 100, height: 40))
    let b = fixture.addInput(CGRect(x: 200, y: 100, width: 100, height: 40))
    let a = fixture.addInput(CGRect(x: 20, y: 100, width: 100, height: 40))
    let hidden = fixture.addInput(CGRect(x: 20, y: 200, width: 100, height: 40))
    hidden.isHidden = true
    #expect(
      fixture.window.textInputsInReadingOrder.map(ObjectIdentifier.init)
        == [a, b, c].map(ObjectIdentifier.init))
    #expect(fixture.window.handleKey(.tab, modifiers: []))
    #expect(a.isFirstResponder)
    fixture.window.handleKey(.tab, modifiers: [])
    #expect(b.isFirstResponder)
    fixture.window.handleKey(.tab, modifiers: [])
    #expect(c.isFirstResponder)
    fixture.window.handleKey(.tab, modifiers: [])
    #expect(a.isFirstResponder)
    fixture.window.handleKey(.tab, modifiers: [.shift])
    #expect(c.isFirstResponder)
    fixture.window.handleKey(.tab, modifiers: [.shift])
    #expect(b.isFirstResponder)
  }

  @Test("Tab between inputs keeps the keyboard up with one will-show")
  func tabKeepsKeyboard() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    fixture.addInput(CGRect(x: 20, y: 100, width: 100, height: 40))
    fixture.addInput(CGRect(x: 20, y: 200, width: 100, height: 40))
    for _ in 0..<5 {
      fixture.window.handleKey(.tab, modifiers: [])
      fixture.frames(3)
    }
    #expect(log.count(UIResponder.keyboardWillShowNotification) == 1)
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 0)
  }

  @Test("Escape dismisses the keyboard; with nothing focused it is not handled")
  func escape() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let input = fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40))
    input.becomeFirstResponder()
    #expect(fixture.window.handleKey(.escape, modifiers: []))
    #expect(!input.isFirstResponder)
    #expect(!fixture.keyboard.isKeyboardVisible)
    #expect(!fixture.window.handleKey(.escape, modifiers: []))
  }

  @Test("An input that handles editing keys gets them first; what it declines goes to the window")
  func editingKeysFirst() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let handling = KeyboardTestKeyHandlingInput()
    fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40), handling)
    let other = fixture.addInput(CGRect(x: 20, y: 200, width: 300, height: 40))
    handling.becomeFirstResponder()
    handling.handledKeys = [KeyboardKeyName(.tab), KeyboardKeyName(.left)]
    #expect(fixture.window.handleKey(.left, modifiers: []))
    #expect(fixture.window.handleKey(.tab, modifiers: []))
    #expect(handling.isFirstResponder)
    handling.handledKeys = []
    #expect(!fixture.window.handleKey(.right, modifiers: []))
    #expect(fixture.window.handleKey(.tab, modifiers: []))
    #expect(other.isFirstResponder)
    #expect(handling.offered == [.left, .tab, .right, .tab])
  }

  // MARK: Scrolling

  @Test("Scrolling goes to the deepest ScrollEventHandling view under the pointer, then outwards")
  func scrolling() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let outer = Scroller(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
    let inner = Scroller(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
    let plain = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
    inner.addSubview(plain)
    outer.addSubview(inner)
    fixture.root.view.addSubview(outer)
    #expect(fixture.window.handleScroll(deltaX: 0, deltaY: 40, at: CGPoint(x: 20, y: 120)))
    #expect(inner.scrolled == [CGPoint(x: 0, y: 40)])
    #expect(outer.scrolled.isEmpty)
    inner.accepts = false
    #expect(fixture.window.handleScroll(deltaX: 3, deltaY: -40, at: CGPoint(x: 20, y: 120)))
    #expect(outer.scrolled == [CGPoint(x: 3, y: -40)])
    #expect(!fixture.window.handleScroll(deltaX: 0, deltaY: 10, at: CGPoint(x: 20, y: 700)))
  }

  // MARK: What the platform reads

  @Test("isTextInputActive and textInputCaretRect follow the first responder")
  func textInputState() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    #expect(!UIApplication.shared.isTextInputActive)
    #expect(UIApplication.shared.textInputCaretRect == nil)
    let container = UIView(frame: CGRect(x: 10, y: 50, width: 370, height: 300))
    fixture.root.view.addSubview(container)
    let input = KeyboardTestInput(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
    container.addSubview(input)
    input.becomeFirstResponder()
    #expect(UIApplication.shared.isTextInputActive)
    #expect(
      UIApplication.shared.textInputCaretRect == CGRect(x: 30, y: 150, width: 300, height: 40))
    input.resignFirstResponder()
    #expect(!UIApplication.shared.isTextInputActive)
  }
}

/// The usual "tap outside to dismiss": the controller ends editing on any touch that
/// reaches it.
@MainActor
private final class EndEditingOnTouchController: UIViewController {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    view.endEditing(true)
  }
}
