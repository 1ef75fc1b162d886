import Foundation
import Testing
import UIKitTestSupport
import UIKitTesting

@testable import UIKit

/// A view whose height comes from its intrinsic size only (no frame, no constraints).
@MainActor
private final class IntrinsicBar: UIView {
  var height: CGFloat = 60 {
    didSet { invalidateIntrinsicContentSize() }
  }
  override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: height) }
}

/// A responder that is no text input but has an accessory: it shows the accessory alone,
/// as a chat screen's input bar does.
@MainActor
private final class AccessoryOnlyResponder: UIView {
  let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
  override var canBecomeFirstResponder: Bool { true }
  override var inputAccessoryView: UIView? { bar }
}

/// `inputAccessoryView` and `inputView` on a 390×844 window whose keys are 291 high:
/// the heights UIKit takes, the frames posted and the guide, and `reloadInputViews()`.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct InputAccessoryViewTests {
  let fixture = KeyboardFixture()

  private func field(accessory: UIView? = nil, input: UIView? = nil, y: CGFloat = 100) -> UITextField {
    let field = UITextField(frame: CGRect(x: 20, y: y, width: 300, height: 40))
    field.inputAccessoryView = accessory
    field.inputView = input
    fixture.root.view.addSubview(field)
    return field
  }

  @Test("A 44-point accessory sits on the keys and is part of the keyboard frame posted")
  func accessoryFromItsFrame() throws {
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
    let field = field(accessory: bar)
    #expect(field.becomeFirstResponder())
    // 291 keys + 44 = 335; 844 − 335 = 509.
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 509, width: 390, height: 335))
    #expect(
      log.endFrame(UIResponder.keyboardWillChangeFrameNotification) == CGRect(x: 0, y: 509, width: 390, height: 335))
    let begin = log.last(UIResponder.keyboardWillShowNotification)?.userInfo[UIResponder.keyboardFrameBeginUserInfoKey]
    #expect(begin as? CGRect == CGRect(x: 0, y: 844, width: 390, height: 335))
    fixture.frames(15)
    #expect(bar.window === fixture.window)
    #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 509, width: 390, height: 44))
    #expect(
      fixture.keyboardView.convert(fixture.keyboardView.bounds, to: nil)
        == CGRect(x: 0, y: 553, width: 390, height: 291))
    #expect(log.endFrame(UIResponder.keyboardDidShowNotification) == CGRect(x: 0, y: 509, width: 390, height: 335))
  }

  @Test("A text view's accessory shows as a field's does")
  func textViewAccessory() throws {
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    textView.inputAccessoryView = toolbar
    fixture.root.view.addSubview(textView)
    #expect(textView.becomeFirstResponder())
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 509, width: 390, height: 335))
    fixture.frames(15)
    #expect(toolbar.convert(toolbar.bounds, to: nil) == CGRect(x: 0, y: 509, width: 390, height: 44))
  }

  @Test("With no frame height, the accessory's height comes from its constraints")
  func accessoryFromConstraints() throws {
    defer { fixture.tearDown() }
    // Sized by its constraints alone, as such an accessory is written: no frame, and
    // no autoresizing constraints of its own.
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    bar.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: bar.topAnchor, constant: 10),
      content.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -6),
      content.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
      content.heightAnchor.constraint(equalToConstant: 30),
    ])
    let log = KeyboardNotificationLog()
    field(accessory: bar).becomeFirstResponder()
    // 10 + 30 + 6 = 46 above 291 keys: 337 high, at 844 − 337 = 507.
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 507, width: 390, height: 337))
    fixture.frames(15)
    #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 507, width: 390, height: 46))
    // Its content is laid out by Auto Layout in the keyboard: 10 below the bar's top.
    #expect(content.convert(content.bounds, to: nil) == CGRect(x: 0, y: 517, width: 390, height: 30))
  }

  @Test("With no frame height and no constraints, the intrinsic height is taken")
  func accessoryFromIntrinsicSize() throws {
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    let bar = IntrinsicBar()
    let input = field(accessory: bar)
    input.becomeFirstResponder()
    // 60 + 291 = 351; 844 − 351 = 493.
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 493, width: 390, height: 351))
    fixture.frames(15)
    #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 493, width: 390, height: 60))
    // A growing bar: its new fitting height shows after a reload (80 + 291 = 371).
    bar.height = 80
    log.clear()
    input.reloadInputViews()
    #expect(
      log.endFrame(UIResponder.keyboardWillChangeFrameNotification) == CGRect(x: 0, y: 473, width: 390, height: 371))
    fixture.frames(15)
    #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 473, width: 390, height: 80))
  }

  @Test("The keyboard layout guide's top is the accessory's top")
  func guideIncludesTheAccessory() throws {
    defer { fixture.tearDown() }
    let pinned = UIView()
    pinned.translatesAutoresizingMaskIntoConstraints = false
    fixture.root.view.addSubview(pinned)
    NSLayoutConstraint.activate([
      pinned.bottomAnchor.constraint(equalTo: fixture.root.view.keyboardLayoutGuide.topAnchor),
      pinned.heightAnchor.constraint(equalToConstant: 20),
      pinned.leadingAnchor.constraint(equalTo: fixture.root.view.leadingAnchor),
      pinned.widthAnchor.constraint(equalToConstant: 50),
    ])
    field(accessory: UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))).becomeFirstResponder()
    fixture.frames(15)
    fixture.root.view.layoutIfNeeded()
    #expect(pinned.frame.maxY == 509)
  }

  @Test("A button in the accessory gets the tap")
  func buttonInTheAccessory() throws {
    defer { fixture.tearDown() }
    var taps = 0
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 300, y: 0, width: 80, height: 44)
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    bar.addSubview(button)
    field(accessory: bar).becomeFirstResponder()
    fixture.frames(15)
    fixture.tap(CGPoint(x: 340, y: 531))  // The bar spans 509…553.
    #expect(taps == 1)
  }

  @Test("An input view replaces the keys, full width, at its own height")
  func inputViewReplacesTheKeys() throws {
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    let picker = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 216))
    let input = field(input: picker)
    input.becomeFirstResponder()
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 628, width: 390, height: 216))
    fixture.frames(15)
    #expect(picker.convert(picker.bounds, to: nil) == CGRect(x: 0, y: 628, width: 390, height: 216))
    #expect(fixture.keyboardView.isHidden)
    // With an accessory too: 216 + 44 = 260.
    input.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    log.clear()
    input.reloadInputViews()
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 584, width: 390, height: 260))
    input.resignFirstResponder()
    fixture.frames(15)
    // Once down, the keys are back for the next field.
    log.clear()
    field(y: 200).becomeFirstResponder()
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 553, width: 390, height: 291))
    #expect(!fixture.keyboardView.isHidden)
  }

  @Test("reloadInputViews on the first responder posts the new frame; elsewhere nothing")
  func reloadInputViews() throws {
    defer { fixture.tearDown() }
    let input = field()
    let other = field(y: 200)
    input.becomeFirstResponder()
    fixture.frames(15)
    let log = KeyboardNotificationLog()
    input.reloadInputViews()
    #expect(log.names.isEmpty)  // Nothing changed.
    other.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    other.reloadInputViews()
    #expect(log.names.isEmpty)  // Not the first responder.
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    input.inputAccessoryView = bar
    #expect(log.names.isEmpty)  // Shown only once reloaded, as on iOS.
    input.reloadInputViews()
    #expect(
      log.names == [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification])
    let begin = log.last(UIResponder.keyboardWillShowNotification)?.userInfo[UIResponder.keyboardFrameBeginUserInfoKey]
    #expect(begin as? CGRect == CGRect(x: 0, y: 553, width: 390, height: 291))
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 509, width: 390, height: 335))
    fixture.frames(15)
    #expect(log.count(UIResponder.keyboardDidShowNotification) == 1)
    #expect(
      log.endFrame(UIResponder.keyboardDidChangeFrameNotification) == CGRect(x: 0, y: 509, width: 390, height: 335))
    #expect(fixture.keyboard.keyboardPresentationFrame == CGRect(x: 0, y: 509, width: 390, height: 335))
    // A new height on the same view shows after a reload too.
    log.clear()
    bar.frame.size.height = 60
    input.reloadInputViews()
    #expect(
      log.endFrame(UIResponder.keyboardWillChangeFrameNotification) == CGRect(x: 0, y: 493, width: 390, height: 351))
  }

  @Test("Moving between fields with different accessories moves the keyboard; a shared one posts nothing")
  func switchingFields() throws {
    defer { fixture.tearDown() }
    let shared = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    let first = field(accessory: shared)
    let second = field(accessory: shared, y: 160)
    let third = field(accessory: UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 60)), y: 220)
    first.becomeFirstResponder()
    fixture.frames(15)
    let log = KeyboardNotificationLog()
    second.becomeFirstResponder()
    fixture.frames(15)
    #expect(log.names.isEmpty)
    third.becomeFirstResponder()
    #expect(
      log.names == [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification])
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 493, width: 390, height: 351))
    #expect(shared.superview == nil)
    fixture.frames(15)
    #expect(
      log.names.suffix(2) == [UIResponder.keyboardDidShowNotification, UIResponder.keyboardDidChangeFrameNotification])
  }

  @Test("A toolbar with no frame, shared by two fields, stays up across a switch and a reload")
  func sharedFittedToolbar() throws {
    defer { fixture.tearDown() }
    let toolbar = UIToolbar()
    let first = field(accessory: toolbar)
    let second = field(accessory: toolbar, y: 160)
    first.becomeFirstResponder()
    fixture.frames(15)
    // Its intrinsic 44 points: 844 − 291 − 44 = 509.
    #expect(toolbar.convert(toolbar.bounds, to: nil) == CGRect(x: 0, y: 509, width: 390, height: 44))
    let log = KeyboardNotificationLog()
    second.becomeFirstResponder()
    second.reloadInputViews()
    fixture.frames(15)
    #expect(log.names.isEmpty)
    #expect(toolbar.window === fixture.window)
    #expect(toolbar.convert(toolbar.bounds, to: nil) == CGRect(x: 0, y: 509, width: 390, height: 44))
  }

  @Test("Hiding slides the accessory down with the keys, then takes it out of the window")
  func hiding() throws {
    defer { fixture.tearDown() }
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    let input = field(accessory: bar)
    input.becomeFirstResponder()
    fixture.frames(15)
    let log = KeyboardNotificationLog()
    input.resignFirstResponder()
    #expect(log.endFrame(UIResponder.keyboardWillHideNotification) == CGRect(x: 0, y: 844, width: 390, height: 335))
    fixture.frames(7)
    #expect(bar.window === fixture.window)
    fixture.frames(8)
    #expect(log.count(UIResponder.keyboardDidHideNotification) == 1)
    #expect(bar.superview == nil)
  }

  @Test("A responder with only an accessory shows it alone at the bottom, without keys")
  func accessoryWithoutKeys() throws {
    defer { fixture.tearDown() }
    let responder = AccessoryOnlyResponder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    fixture.root.view.addSubview(responder)
    let log = KeyboardNotificationLog()
    #expect(responder.becomeFirstResponder())
    // Docked alone, the keyboard reaches over the 34-point band: 50 + 34 = 84, from 760.
    #expect(log.endFrame(UIResponder.keyboardWillShowNotification) == CGRect(x: 0, y: 760, width: 390, height: 84))
    fixture.frames(15)
    #expect(fixture.keyboardView.isHidden)
    // Without `.flexibleHeight` the bar keeps its 50 points, on top.
    #expect(responder.bar.convert(responder.bar.bounds, to: nil) == CGRect(x: 0, y: 760, width: 390, height: 50))
  }
}
