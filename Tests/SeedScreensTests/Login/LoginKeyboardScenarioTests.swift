import Foundation
import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit
import UIKitTestSupport
import UIKitTesting

/// Seed 000 live: clicks, the on-screen keyboard, Return, Tab, taps outside, and the
/// login box moving with the keyboard, frame by frame.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct LoginKeyboardScenarioTests {
  /// Solved frames are snapped to a 2⁻²⁰-point grid.
  let grid: CGFloat = 1.0 / 1_048_576

  @Test("Click email: one will-show; the box moves in step with the keyboard and lands on its last frame")
  func boxMovesWithTheKeyboard() throws {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    let log = KeyboardNotificationLog()
    screen.click(screen.email)
    #expect(log.count(UIResponder.keyboardWillShowNotification) == 1)
    let info = try #require(log.userInfo(of: UIResponder.keyboardWillShowNotification))
    #expect(
      info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == CGRect(x: 0, y: 553, width: 390, height: 291))
    // The constraint is already at -145.5 and the box's model frame is final (as on
    // iOS); what is drawn has not moved yet.
    #expect(screen.offset == -145.5)
    #expect(screen.boxFrameCenterY == 283)
    #expect(screen.boxCenterY == 378.5)

    // The post's `UIView.animate(withDuration: 0.3)` runs inside the keyboard's block and
    // inherits its 0.25 s and curve 7: fifteen frames, both on the same curve.
    var centres: [CGFloat] = []
    for frame in 1...15 {
      screen.frames(1)
      let progress = TimingCurve.keyboard.value(at: Double(frame) / 15)
      let keyboardTop = screen.keyboard.keyboardPresentationFrame.minY
      #expect(abs(Double(keyboardTop) - (844 - 291 * progress)) < 1e-9, "frame \(frame)")
      #expect(abs(Double(screen.boxCenterY) - (378.5 - 95.5 * progress)) <= 2 * Double(grid), "frame \(frame)")
      if frame < 15 { #expect(screen.boxCenterY > 283, "frame \(frame)") }
      centres.append(screen.boxCenterY)
    }
    #expect(screen.boxCenterY == 283)
    #expect(screen.keyboard.keyboardPresentationFrame == CGRect(x: 0, y: 553, width: 390, height: 291))
    for (a, b) in zip(centres, centres.dropFirst()) { #expect(b <= a) }
    #expect(log.count(UIResponder.keyboardDidShowNotification) == 1)
    #expect(!UIKitRuntime.current.animator.isAnimating)
    screen.frames(30)
    #expect(screen.boxCenterY == 283)
  }

  @Test("Switching email ↔ password (click, Return, Tab) never moves the box: no will-show, no animation")
  func switchingFieldsNeverMovesTheBox() {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    let log = KeyboardNotificationLog()
    screen.click(screen.email)
    screen.settle()
    #expect(screen.offset == -145.5)

    func expectStill(_ what: String, focused field: UITextField) {
      #expect(field.isFirstResponder, "\(what)")
      #expect(UIKitRuntime.current.animator.runningCount == 0, "\(what)")
      #expect(screen.offset == -145.5, "\(what)")
      #expect(screen.boxCenterY == 283, "\(what)")
      screen.frames(20)
      #expect(screen.boxCenterY == 283, "\(what)")
    }
    screen.click(screen.password)
    expectStill("click password", focused: screen.password)
    screen.click(screen.email)
    expectStill("click email", focused: screen.email)
    screen.tapKey(.returnKey)
    expectStill("Return (next) on email", focused: screen.password)
    screen.window.handleKey(.tab, modifiers: [.shift])
    expectStill("Shift-Tab", focused: screen.email)
    screen.window.handleKey(.tab, modifiers: [])
    expectStill("Tab", focused: screen.password)
    screen.click(screen.email)
    screen.window.handleKey(.enter, modifiers: [])
    expectStill("real Enter on email", focused: screen.password)

    #expect(log.count(UIResponder.keyboardWillShowNotification) == 1)
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 0)
    #expect(screen.message == nil)
  }

  @Test("Switching fields half-way through the slide does not disturb it")
  func switchingMidSlide() {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    let log = KeyboardNotificationLog()
    screen.click(screen.email)
    screen.frames(5)
    let before = screen.boxCenterY
    screen.click(screen.password)
    #expect(screen.boxCenterY == before)
    screen.frames(10)
    #expect(screen.boxCenterY == 283)
    #expect(log.count(UIResponder.keyboardWillShowNotification) == 1)
  }

  @Test("Taps beside the fields (background, the box between its fields, the logo) leave the keyboard up")
  func tapOutsideKeepsTheKeyboard() {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    let log = KeyboardNotificationLog()
    screen.click(screen.email)
    screen.settle()
    let gap = screen.email.convert(screen.email.bounds, to: nil).maxY + 6
    let logoCentre = screen.views.logo.convert(CGPoint(x: 30, y: 30), to: nil)
    for target in screen.backgroundPoints + [CGPoint(x: 195, y: 0), CGPoint(x: 195, y: gap), logoCentre] {
      screen.click(target)
      screen.frames(15)
      #expect(screen.email.isFirstResponder, "\(target)")
      #expect(screen.offset == LoginScreen.shownOffset)
      #expect(screen.boxCenterY == 283, "\(target)")
    }
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 0)
  }

  @Test("Escape from either field, after taps beside them: back to exactly -50")
  func escapeHides() {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    let log = KeyboardNotificationLog()
    let logo = screen.views.logo
    var hides = 0
    for point in screen.backgroundPoints + [CGPoint(x: 195, y: 0)] {
      screen.click(screen.email)
      screen.settle()
      #expect(screen.boxCenterY == 283)
      // Inside the box but on no control: the gap between the two fields, and the logo.
      let gap = screen.email.convert(screen.email.bounds, to: nil).maxY + 6
      let logoCentre = logo.convert(CGPoint(x: 30, y: 30), to: nil)
      for target in [point, CGPoint(x: 195, y: gap), logoCentre] {
        if !screen.keyboard.isKeyboardVisible {
          screen.click(screen.password)
          screen.settle()
        }
        screen.click(target)
        screen.dismiss()
        hides += 1
        #expect(!screen.email.isFirstResponder && !screen.password.isFirstResponder, "\(target)")
        #expect(log.count(UIResponder.keyboardWillHideNotification) == hides)
        #expect(screen.offset == -50)
        screen.frames(15)
        #expect(screen.boxCenterY == 378.5, "\(target)")
        #expect(screen.keyboard.keyboardPresentationFrame == CGRect(x: 0, y: 844, width: 390, height: 291))
      }
    }
  }

  @Test("Escape half-way through the show turns the box around where it is")
  func interruptedShow() {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    screen.click(screen.email)
    screen.frames(5)
    let midway = screen.boxCenterY
    #expect(midway < 378.5 && midway > 283)
    screen.dismiss()
    #expect(screen.boxCenterY == midway)
    screen.frames(1)
    #expect(screen.boxCenterY >= midway)
    #expect(screen.boxCenterY - midway < 20)
    screen.settle()
    #expect(screen.boxCenterY == 378.5)
    #expect(screen.offset == -50)
  }

  @Test("Escape and the keyboard's dismiss key take the keyboard down and the box back")
  func escapeAndDismiss() {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    screen.click(screen.password)
    screen.settle()
    #expect(screen.window.handleKey(.escape, modifiers: []))
    screen.settle()
    #expect(!screen.keyboard.isKeyboardVisible)
    #expect(screen.boxCenterY == 378.5)
    screen.click(screen.email)
    screen.settle()
    screen.tapKey(.dismiss)
    screen.settle()
    #expect(!screen.keyboard.isKeyboardVisible)
    #expect(screen.offset == -50)
    #expect(screen.boxCenterY == 378.5)
  }

  @Test("The Return key reads next on the email field and go on the password field")
  func returnKeyTitles() {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    screen.click(screen.email)
    screen.settle()
    #expect(screen.drawnTexts().map(\.0).contains("next"))
    screen.click(screen.password)
    screen.settle()
    let titles = screen.drawnTexts().map(\.0)
    #expect(titles.contains("go"))
    #expect(!titles.contains("next"))
  }

  @Test("Typing on the keys and the real keyboard, also mid-slide, loses nothing")
  func typing() {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    screen.click(screen.email)
    screen.window.handleText("a")
    screen.frames(3)
    screen.typeOnKeys("b")
    screen.window.handleText("@한.kr")
    screen.settle()
    #expect(screen.email.text == "ab@한.kr")
    screen.tapKey(.returnKey)
    screen.typeOnKeys("pw")
    screen.window.handleText("!")
    #expect(screen.password.text == "pw!")
    #expect(screen.email.text == "ab@한.kr")
  }
}
