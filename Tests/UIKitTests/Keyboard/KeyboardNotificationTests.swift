import Foundation
import Testing
import UIKitTestSupport
import UIKitTesting

@testable import UIKit

/// The keyboard's notifications: names, userInfo, order, timing, and what switching,
/// interrupting and resizing post.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct KeyboardNotificationTests {
  var shownFrame: CGRect { CGRect(x: 0, y: 553, width: 390, height: 291) }
  var hiddenFrame: CGRect { CGRect(x: 0, y: 844, width: 390, height: 291) }

  @Test(
    "will-show's userInfo reads as UIKit code reads it: as? CGRect, as? Double, as? Int, as? Bool")
  func willShowUserInfo() throws {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    let input = fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40))
    #expect(input.becomeFirstResponder())
    #expect(
      log.names == [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
      ])
    let info = try #require(log.last(UIResponder.keyboardWillShowNotification)).userInfo
    #expect(info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect == hiddenFrame)
    #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == shownFrame)
    #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
    #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval == 0.25)
    #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
    // iOS code also reads the curve as UInt (to shift it into options) or NSNumber.
    #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt == 7)
    #expect((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 7)
    #expect(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
    let raw = try #require(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int)
    #expect(UIView.AnimationCurve(rawValue: raw) != nil)
    #expect(UIView.AnimationCurve(rawValue: 7) == .keyboard)
    // The seed-004 idiom: curve << 16 as animation options is 458752.
    #expect(UIView.AnimationOptions(rawValue: UInt(raw) << 16).rawValue == 458_752)
    // The will-change-frame carries the same frames.
    let change = try #require(log.last(UIResponder.keyboardWillChangeFrameNotification)).userInfo
    #expect(change[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == shownFrame)
  }

  @Test("The frames are NSValues, read with as? NSValue then .cgRectValue, as iOS code does")
  func framesAreNSValues() throws {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40)).becomeFirstResponder()
    let info = try #require(log.last(UIResponder.keyboardWillShowNotification)).userInfo
    let end = try #require(info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)
    #expect(end.cgRectValue == shownFrame)
    #expect((info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue == hiddenFrame)
    #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
    #expect((info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
    // A rect's value is no point or size, as on iOS.
    #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGPoint == nil)
    #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGSize == nil)
  }

  @Test("The object is the keyboard's screen (iOS 16.1 and later)")
  func objectIsTheScreen() throws {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let seen = ObjectsSeen()
    let token = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: fixture.window.screen, queue: nil
    ) { notification in
      let object = (notification.object as AnyObject?).map(ObjectIdentifier.init)
      MainActor.assumeIsolated { seen.objects.append(object) }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40)).becomeFirstResponder()
    #expect(seen.objects == [ObjectIdentifier(fixture.window.screen)])
  }

  @Test("Observers run inside the keyboard's animation: inherited duration 0.25 s")
  func observersRunInsideTheAnimation() throws {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40)).becomeFirstResponder()
    let willShow = try #require(log.last(UIResponder.keyboardWillShowNotification))
    #expect(willShow.inheritedAnimationDuration == 0.25)
    fixture.frames(15)
    let didShow = try #require(log.last(UIResponder.keyboardDidShowNotification))
    #expect(didShow.inheritedAnimationDuration == 0)
  }

  @Test("did-show and did-change-frame come when the slide ends, 0.25 s later, not before")
  func didShowAfterTheSlide() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40)).becomeFirstResponder()
    #expect(fixture.keyboard.isKeyboardVisible)
    #expect(fixture.keyboard.keyboardFrame == shownFrame)
    #expect(fixture.keyboard.keyboardPresentationFrame == hiddenFrame)
    fixture.frames(14)
    #expect(log.count(UIResponder.keyboardDidShowNotification) == 0)
    #expect(fixture.keyboard.keyboardPresentationFrame.minY > 553)
    fixture.frames(1)
    #expect(log.count(UIResponder.keyboardDidShowNotification) == 1)
    #expect(
      log.names.suffix(2) == [
        UIResponder.keyboardDidShowNotification, UIResponder.keyboardDidChangeFrameNotification,
      ])
    #expect(fixture.keyboard.keyboardPresentationFrame == shownFrame)
    #expect(!fixture.keyboard.isAnimating)
    fixture.frames(60)
    #expect(log.entries.count == 4)
  }

  @Test("The slide follows curve 7 over 0.25 s, frame by frame")
  func slideFollowsTheCurve() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40)).becomeFirstResponder()
    for frame in 1...15 {
      fixture.frames(1)
      let t = min(1, Double(frame) / 60 / 0.25)
      let expected = 844 - 291 * TimingCurve.keyboard.value(at: t)
      #expect(
        abs(Double(fixture.keyboard.keyboardPresentationFrame.minY) - expected) < 1e-6,
        "frame \(frame)")
    }
  }

  @Test(
    "Switching between two text inputs while the keyboard is up posts no second will-show (iOS 16+)"
  )
  func switchingInputsPostsNothing() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    let a = fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40))
    let b = fixture.addInput(CGRect(x: 20, y: 200, width: 300, height: 40))
    a.becomeFirstResponder()
    fixture.frames(5)
    b.becomeFirstResponder()
    a.becomeFirstResponder()
    fixture.frames(30)
    b.becomeFirstResponder()
    fixture.frames(30)
    #expect(log.count(UIResponder.keyboardWillShowNotification) == 1)
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 0)
    #expect(log.count(UIResponder.keyboardDidShowNotification) == 1)
    #expect(fixture.keyboard.keyboardPresentationFrame == shownFrame)
  }

  @Test(
    "Resigning posts will-hide (on screen → off screen), then did-hide; the keyboard view hides")
  func hide() throws {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    let input = fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40))
    input.becomeFirstResponder()
    UIKitRuntime.current.settle()
    log.clear()
    input.resignFirstResponder()
    #expect(
      log.names == [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification,
      ])
    let info = try #require(log.last(UIResponder.keyboardWillHideNotification)).userInfo
    #expect(info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect == shownFrame)
    #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == hiddenFrame)
    #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
    #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
    #expect(!fixture.keyboard.isKeyboardVisible)
    fixture.frames(15)
    #expect(
      log.names.suffix(2) == [
        UIResponder.keyboardDidHideNotification, UIResponder.keyboardDidChangeFrameNotification,
      ])
    #expect(fixture.keyboard.keyboardPresentationFrame == hiddenFrame)
    #expect(fixture.keyboardView.isHidden)
  }

  @Test("A first responder that is not a text input takes the keyboard down")
  func nonTextResponderHides() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    final class Plain: UIView {
      override var canBecomeFirstResponder: Bool { true }
    }
    fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40)).becomeFirstResponder()
    UIKitRuntime.current.settle()
    let plain = Plain(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    fixture.root.view.addSubview(plain)
    #expect(plain.becomeFirstResponder())
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 1)
    #expect(!fixture.keyboard.isKeyboardVisible)
  }

  @Test("A hide during the show turns around from where the keyboard is: no jump, no did-show")
  func interruptedShow() throws {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    let input = fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40))
    input.becomeFirstResponder()
    fixture.frames(6)
    let midway = fixture.keyboard.keyboardPresentationFrame
    #expect(midway.minY < 844 && midway.minY > 553)
    input.resignFirstResponder()
    let info = try #require(log.last(UIResponder.keyboardWillHideNotification)).userInfo
    #expect(info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect == midway)
    #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == hiddenFrame)
    #expect(fixture.keyboard.keyboardPresentationFrame == midway)
    // The new slide starts from the on-screen frame and follows curve 7 from there.
    fixture.frames(1)
    let next = Double(fixture.keyboard.keyboardPresentationFrame.minY)
    let expected =
      Double(midway.minY) + (844 - Double(midway.minY)) * TimingCurve.keyboard.value(at: 1.0 / 15)
    #expect(abs(next - expected) < 1e-6)
    UIKitRuntime.current.settle()
    #expect(log.count(UIResponder.keyboardDidShowNotification) == 0)
    #expect(log.count(UIResponder.keyboardDidHideNotification) == 1)
    #expect(fixture.keyboard.keyboardPresentationFrame == hiddenFrame)

    // And the other way round: a show during the hide.
    input.becomeFirstResponder()
    UIKitRuntime.current.settle()
    input.resignFirstResponder()
    fixture.frames(4)
    let down = fixture.keyboard.keyboardPresentationFrame
    log.clear()
    input.becomeFirstResponder()
    #expect(
      log.names == [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
      ])
    #expect(
      log.last(UIResponder.keyboardWillShowNotification)?.userInfo[
        UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect == down)
    fixture.frames(1)
    #expect(fixture.keyboard.keyboardPresentationFrame.minY <= down.minY)
    UIKitRuntime.current.settle()
    #expect(log.names.filter { $0 == UIResponder.keyboardDidHideNotification }.isEmpty)
    #expect(fixture.keyboard.keyboardPresentationFrame == shownFrame)
  }

  @Test("Hiding and showing again before a frame runs ends where the last request says")
  func flipWithinOneFrame() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    let input = fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40))
    for _ in 0..<3 {
      input.becomeFirstResponder()
      input.resignFirstResponder()
    }
    input.becomeFirstResponder()
    UIKitRuntime.current.settle()
    #expect(fixture.keyboard.keyboardPresentationFrame == shownFrame)
    #expect(log.count(UIResponder.keyboardDidShowNotification) == 1)
    #expect(log.count(UIResponder.keyboardDidHideNotification) == 0)
  }

  @Test("Shown and hidden before a frame runs: the keyboard never moves, and ends hidden")
  func showAndHideWithinOneFrame() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    let input = fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40))
    input.becomeFirstResponder()
    input.resignFirstResponder()
    for _ in 0..<20 {
      fixture.frames(1)
      #expect(fixture.keyboard.keyboardPresentationFrame == hiddenFrame)
    }
    #expect(fixture.keyboardView.isHidden)
    #expect(log.count(UIResponder.keyboardDidShowNotification) == 0)
    #expect(log.count(UIResponder.keyboardDidHideNotification) == 1)
  }

  @Test(
    "An observer that resigns inside will-show: its will-hide comes after the will-show completes")
  func reentrantResign() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    let input = fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40))
    let token = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
    ) { _ in
      MainActor.assumeIsolated { _ = input.resignFirstResponder() }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    input.becomeFirstResponder()
    #expect(
      log.names == [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification,
      ])
    UIKitRuntime.current.settle()
    #expect(!fixture.keyboard.isKeyboardVisible)
    #expect(fixture.keyboard.keyboardPresentationFrame == hiddenFrame)
  }

  @Test("A keyboard height change while up posts will/did-change-frame, not will-show")
  func heightChange() throws {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    defer { UIScreen.main.device = .iPhone14 }
    fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40)).becomeFirstResponder()
    UIKitRuntime.current.settle()
    log.clear()
    let phone = DeviceProfile.iPhone14
    UIScreen.main.device = DeviceProfile(
      name: "tall-keyboard", size: phone.size, scale: phone.scale,
      safeAreaInsets: phone.safeAreaInsets,
      keyboardHeight: 336)
    fixture.frames(1)
    #expect(log.names == [UIResponder.keyboardWillChangeFrameNotification])
    let info = try #require(log.last(UIResponder.keyboardWillChangeFrameNotification)).userInfo
    #expect(info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect == shownFrame)
    #expect(
      info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        == CGRect(x: 0, y: 508, width: 390, height: 336))
    UIKitRuntime.current.settle()
    #expect(
      log.names == [
        UIResponder.keyboardWillChangeFrameNotification,
        UIResponder.keyboardDidChangeFrameNotification,
      ])
    #expect(
      fixture.keyboard.keyboardPresentationFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
  }

  @Test(
    "The keyboard is a window subview above the root view, also after the root controller changes")
  func ownLayer() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let window = fixture.window
    let keyboardView = fixture.keyboard.inputHostView
    #expect(keyboardView.superview === window)
    func index(_ view: UIView) -> Int? { window.subviews.firstIndex { $0 === view } }
    #expect(index(keyboardView)! > index(fixture.root.view)!)
    let next = UIViewController()
    window.rootViewController = next
    #expect(index(keyboardView)! > index(next.view)!)
    #expect(fixture.keyboard === window.keyboardController)
  }

  @Test("Removing the focused input from the window takes the keyboard down")
  func removingTheInput() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    let input = fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40))
    input.becomeFirstResponder()
    UIKitRuntime.current.settle()
    input.removeFromSuperview()
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 1)
    UIKitRuntime.current.settle()
    #expect(!fixture.keyboard.isKeyboardVisible)
  }
}

@MainActor private final class ObjectsSeen: Sendable {
  var objects: [ObjectIdentifier?] = []
}
