import Foundation
import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit
import UIKitTestSupport
import UIKitTesting

/// Seed 002 live: clicks, the on-screen keyboard, the real keyboard, and the field moving
/// with the keyboard, frame by frame.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct TodoAddKeyboardScenarioTests {
  /// Solved frames are snapped to a 2⁻²⁰-point grid.
  let grid: CGFloat = 1.0 / 1_048_576

  @Test(
    "Click the field: one will-show with UIKit's userInfo; field and keyboard move together; did-show"
  )
  func clickShowsKeyboard() throws {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    let log = KeyboardNotificationLog()
    #expect(screen.field.frame.minY == 150)

    screen.click(screen.field)
    #expect(screen.field.isFirstResponder)
    #expect(log.count(UIResponder.keyboardWillShowNotification) == 1)
    let info = try #require(log.userInfo(of: UIResponder.keyboardWillShowNotification))
    #expect(
      info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        == CGRect(x: 0, y: 553, width: 390, height: 291))
    #expect(
      info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect
        == CGRect(x: 0, y: 844, width: 390, height: 291))
    #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
    #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
    #expect(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
    // The handle is already 120 (the model); the screen has not moved yet.
    #expect(screen.constant == 120)
    #expect(screen.field.presentationFrame.minY == 150)

    // The field's `UIView.animate(withDuration: 0.3)` inherits the keyboard's 0.25 s and
    // curve 7, so field and keyboard move in step and both land at frame 15.
    var fieldTops: [CGFloat] = []
    for frame in 1...15 {
      screen.frames(1)
      let progress = TimingCurve.keyboard.value(at: Double(frame) / 15)
      let keyboardTop = screen.keyboard.keyboardPresentationFrame.minY
      #expect(abs(Double(keyboardTop) - (844 - 291 * progress)) < 1e-9, "frame \(frame)")
      #expect(
        abs(Double(screen.field.presentationFrame.minY) - (150 - 30 * progress)) <= Double(grid),
        "frame \(frame)")
      fieldTops.append(screen.field.presentationFrame.minY)
      if frame < 15 { #expect(log.count(UIResponder.keyboardDidShowNotification) == 0) }
    }
    #expect(screen.field.presentationFrame.minY == 120)
    #expect(
      screen.keyboard.keyboardPresentationFrame == CGRect(x: 0, y: 553, width: 390, height: 291))
    for (a, b) in zip(fieldTops, fieldTops.dropFirst()) { #expect(b <= a) }
    #expect(log.count(UIResponder.keyboardDidShowNotification) == 1)
    #expect(log.count(UIResponder.keyboardWillShowNotification) == 1)
    screen.frames(30)
    #expect(screen.field.frame.minY == 120)
  }

  @Test("Type hello on the on-screen keys, then on the real keyboard")
  func typing() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    screen.click(screen.field)
    screen.settle()
    screen.typeOnKeys("hello")
    #expect(screen.field.text == "hello")
    screen.window.handleText("hello")
    #expect(screen.field.text == "hellohello")
    #expect(screen.field.isFirstResponder)
  }

  @Test("Typing while the keyboard is still sliding up loses nothing")
  func typingMidAnimation() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    screen.click(screen.field)
    screen.window.handleText("a")
    screen.frames(3)
    screen.typeOnKeys("b")  // The keys are hit where they are going (the model frame).
    screen.frames(3)
    screen.window.handleText("c")
    screen.settle()
    #expect(screen.field.text == "abc")
  }

  @Test("Tab to the text view: no second will-show, the constant stays 120; typing goes there")
  func tabToTextView() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    let log = KeyboardNotificationLog()
    screen.click(screen.field)
    screen.settle()
    #expect(screen.window.handleKey(.tab, modifiers: []))
    #expect(screen.textView.isFirstResponder)
    screen.settle()
    #expect(log.count(UIResponder.keyboardWillShowNotification) == 1)
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 0)
    #expect(screen.constant == 120)
    #expect(screen.field.frame.minY == 120)
    screen.typeOnKeys("memo")
    screen.window.handleText("!")
    #expect(screen.textView.text == "memo!")
    #expect(screen.field.text == "")
    // Shift-Tab goes back to the field.
    screen.window.handleKey(.tab, modifiers: [.shift])
    #expect(screen.field.isFirstResponder)
    #expect(log.count(UIResponder.keyboardWillShowNotification) == 1)
  }

  @Test("Clicking the text view while the field is editing switches without a second will-show")
  func clickBetweenInputs() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    let log = KeyboardNotificationLog()
    screen.click(screen.field)
    screen.frames(4)
    screen.click(screen.textView)
    screen.frames(4)
    screen.click(screen.field)
    screen.settle()
    #expect(log.count(UIResponder.keyboardWillShowNotification) == 1)
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 0)
    #expect(screen.field.frame.minY == 120)
  }

  @Test("A tap on the background leaves the keyboard up (iOS never dismisses on a tap by itself)")
  func tapOutsideKeepsTheKeyboard() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    let log = KeyboardNotificationLog()
    screen.click(screen.field)
    screen.settle()
    screen.click(screen.background)
    screen.frames(20)
    #expect(screen.field.isFirstResponder)
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 0)
    #expect(screen.constant == 120)
    #expect(screen.field.frame.minY == 120)
    #expect(screen.keyboard.keyboardPresentationFrame == CGRect(x: 0, y: 553, width: 390, height: 291))
  }

  @Test("Escape: will-hide, and back to exactly 150")
  func escapeHides() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    let log = KeyboardNotificationLog()
    screen.click(screen.field)
    screen.settle()
    screen.dismiss()
    #expect(!screen.field.isFirstResponder)
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 1)
    #expect(screen.constant == 150)
    screen.frames(15)
    #expect(screen.field.frame.minY == 150)
    #expect(
      screen.keyboard.keyboardPresentationFrame == CGRect(x: 0, y: 844, width: 390, height: 291))
    #expect(log.count(UIResponder.keyboardDidHideNotification) == 1)
  }

  @Test("Escape half-way through the show turns the field around where it is")
  func interruptedShow() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    screen.click(screen.field)
    screen.frames(5)
    let midway = screen.field.presentationFrame.minY
    #expect(midway < 150 && midway > 120)
    screen.dismiss()
    #expect(screen.field.presentationFrame.minY == midway)
    screen.frames(1)
    #expect(screen.field.presentationFrame.minY >= midway)
    #expect(screen.field.presentationFrame.minY - midway < 10)
    screen.settle()
    #expect(screen.field.presentationFrame.minY == 150)
    #expect(screen.constant == 150)
  }

  @Test("Escape dismisses the keyboard")
  func escape() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    screen.click(screen.textView)
    screen.settle()
    #expect(screen.window.handleKey(.escape, modifiers: []))
    #expect(!screen.textView.isFirstResponder)
    screen.settle()
    #expect(!screen.keyboard.isKeyboardVisible)
    #expect(screen.field.frame.minY == 150)
  }

  @Test("The dismiss key takes the keyboard down")
  func dismissKey() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    screen.click(screen.field)
    screen.settle()
    screen.tapKey(.dismiss)
    screen.settle()
    #expect(!screen.keyboard.isKeyboardVisible)
    #expect(screen.field.frame.minY == 150)
  }

  /// A delegate with a configurable answer to Return.
  final class ReturnDelegate: UITextFieldDelegate {
    var answer: Bool
    var moveTo: UIView?
    var returns = 0
    init(answer: Bool, moveTo: UIView? = nil) {
      self.answer = answer
      self.moveTo = moveTo
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      returns += 1
      moveTo?.becomeFirstResponder()
      return answer
    }
  }

  @Test("Return on the field with no delegate keeps editing, as on iOS: the keyboard stays up")
  func returnWithoutDelegate() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    screen.click(screen.field)
    screen.settle()
    screen.tapKey(.returnKey)
    #expect(screen.field.isFirstResponder)
    screen.settle()
    #expect(screen.field.frame.minY == 120)
    #expect(screen.keyboard.isKeyboardVisible)
    // The real keyboard's Return does the same.
    #expect(screen.window.handleKey(.enter, modifiers: []))
    #expect(screen.field.isFirstResponder)
  }

  @Test("Return on the field whose delegate says no keeps editing, the keyboard up")
  func returnDelegateSaysNo() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    let delegate = ReturnDelegate(answer: false)
    screen.field.delegate = delegate
    screen.click(screen.field)
    screen.settle()
    screen.tapKey(.returnKey)
    screen.window.handleKey(.enter, modifiers: [])
    #expect(delegate.returns == 2)
    #expect(screen.field.isFirstResponder)
    screen.settle()
    #expect(screen.field.frame.minY == 120)
    #expect(screen.field.text == "")
  }

  @Test(
    "Return whose delegate moves on to the text view (returnKeyType .next): no hide, no second show"
  )
  func returnDelegateMovesOn() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    let log = KeyboardNotificationLog()
    let delegate = ReturnDelegate(answer: true, moveTo: screen.textView)
    screen.field.delegate = delegate
    screen.click(screen.field)
    screen.settle()
    screen.tapKey(.returnKey)
    #expect(screen.textView.isFirstResponder)
    screen.settle()
    #expect(log.count(UIResponder.keyboardWillShowNotification) == 1)
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 0)
    #expect(screen.field.frame.minY == 120)
  }

  @Test("Return in the text view types a newline")
  func returnInTextView() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    screen.click(screen.textView)
    screen.settle()
    screen.typeOnKeys("a")
    screen.tapKey(.returnKey)
    screen.window.handleKey(.enter, modifiers: [])
    screen.typeOnKeys("b")
    #expect(screen.textView.text == "a\n\nb")
    #expect(screen.textView.isFirstResponder)
  }

  @Test("The Return key is titled from the field's returnKeyType (next)")
  func returnKeyTitle() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    screen.click(screen.field)
    screen.settle()
    let canvas = RecordingCanvas()
    screen.window.render(in: canvas)
    let titles = canvas.commands.compactMap { command -> String? in
      if case .text(let string, _, _, _, _) = command { return string }
      return nil
    }
    #expect(titles.contains("next"))
    #expect(titles.contains("space"))
  }

  @Test("The platform's view of text input follows the field")
  func platformState() throws {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    #expect(!UIApplication.shared.isTextInputActive)
    screen.click(screen.field)
    #expect(UIApplication.shared.isTextInputActive)
    let caret = try #require(UIApplication.shared.textInputCaretRect)
    #expect(screen.field.frame.insetBy(dx: -1, dy: -1).contains(caret))
    screen.dismiss()
    #expect(!UIApplication.shared.isTextInputActive)
    #expect(UIApplication.shared.textInputCaretRect == nil)
  }
}
