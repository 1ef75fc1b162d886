import Foundation
import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit
import UIKitTestSupport
import UIKitTesting

/// Seed 004's memo screen headless: click, keyboard, wrapper, spacer, scroll, Save.
/// Numbers on a 390×844 window (safe area 47 / 34, keyboard 291, top at 553):
/// scroll view 30…844 at rest (814 high, insets 17 / 34 for the safe-area bands),
/// content 422 + 10 + 201 + 10 + 80 + 10 + 30 = 763; with the keyboard up the scroll view
/// is 30…553 (523 high, no bottom band), the content 552 (spacer and its gap gone), and
/// the bottom offset 552 − 523 = 29.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct MemoScenarioTests {
  @Test("At rest: the seed's layout, the content exactly filling the scroll view between the safe-area bands")
  func restingLayout() {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    screen.settle()
    #expect(screen.wrapper.frame == CGRect(x: 0, y: 844, width: 390, height: 0))
    #expect(screen.wrapperConstant == 0)
    #expect(screen.views.keyboardSafeArea.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(screen.scrollView.frame == CGRect(x: 0, y: 30, width: 390, height: 814))
    #expect(screen.scrollView.contentSize == CGSize(width: 390, height: 763))
    #expect(screen.scrollView.adjustedContentInset == UIEdgeInsets(top: 17, left: 0, bottom: 34, right: 0))
    #expect(screen.scrollView.contentOffset == CGPoint(x: 0, y: -17))
    // The text view starts where the safe area does; the button ends where the bottom
    // spacer starts, 30 above the home-indicator band.
    #expect(screen.textView.convert(screen.textView.bounds, to: nil) == CGRect(x: 30, y: 47, width: 330, height: 422))
    #expect(screen.spacer.frame.height == 201)
    #expect(!screen.spacer.isHidden)
    #expect(screen.buttonInWindow == CGRect(x: 0, y: 690, width: 390, height: 80))
    #expect(screen.views.bottomSpacer.convert(screen.views.bottomSpacer.bounds, to: nil).maxY == 810)
    #expect(screen.views.counterLabel.text == "0/700")
    #expect(!screen.views.placeholderLabel.isHidden)
    #expect(screen.button.currentTitle == "Save")
    #expect(LayoutLog.messages.isEmpty)
  }

  @Test(
    "Click the text view: will-show, the wrapper animates to exactly 291, the spacer hides, Save ends above the keyboard"
  )
  func keyboardUp() {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    screen.settle()
    let log = KeyboardNotificationLog()
    screen.click(screen.textView)
    #expect(screen.textView.isFirstResponder)
    #expect(log.count(UIResponder.keyboardWillShowNotification) == 1)
    // The seed's handler ran inside will-show: constant set, spacer hidden, scroll scheduled.
    #expect(screen.wrapperConstant == 291)
    #expect(screen.spacer.isHidden)
    #expect(screen.scheduler.hasPending)
    // The wrapper grows with the keyboard's curve: monotonic, strictly between at mid-way.
    var heights: [CGFloat] = []
    for _ in 0..<15 {
      screen.frames(1)
      heights.append(screen.wrapper.presentationFrame.height)
    }
    for (a, b) in zip(heights, heights.dropFirst()) { #expect(b >= a) }
    #expect(heights[6] > 0 && heights[6] < 291)
    #expect(heights.last == 291)
    // The wrapper's top follows the keyboard's top frame by frame (same duration and curve).
    screen.settle()
    #expect(screen.wrapper.frame == CGRect(x: 0, y: 553, width: 390, height: 291))
    #expect(screen.keyboard.keyboardFrame.minY == 553)
    #expect(screen.views.keyboardSafeArea.frame == CGRect(x: 0, y: 0, width: 390, height: 553))
    #expect(screen.scrollView.frame == CGRect(x: 0, y: 30, width: 390, height: 523))
    #expect(screen.scrollView.contentSize == CGSize(width: 390, height: 552))
    #expect(screen.scrollView.contentOffset == CGPoint(x: 0, y: 29))
    #expect(screen.buttonInWindow == CGRect(x: 0, y: 433, width: 390, height: 80))
    #expect(screen.buttonInWindow.maxY <= screen.keyboard.keyboardFrame.minY)
    #expect(log.count(UIResponder.keyboardDidShowNotification) == 1)
    #expect(LayoutLog.messages.isEmpty)
  }

  @Test("The seed's 0.1 s scroll reads the final layout and lands on the final bottom")
  func scrollAtPointOneSecond() {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    screen.settle()
    screen.click(screen.textView)
    // 0.1 s = 6 frames: the seed's scroll runs at the start of frame 6, on frame 5's layout.
    screen.frames(5)
    // As on iOS the sizes are final inside the transition (only the drawing animates):
    // content 422 + 10 + 80 + 10 + 30 = 552, scroll view 844 − 291 − 30 = 523.
    #expect(screen.scrollView.contentSize.height == 552)
    #expect(screen.scrollView.bounds.height == 523)
    #expect(screen.scheduler.hasPending)
    screen.frames(1)
    #expect(!screen.scheduler.hasPending)
    #expect(screen.scheduler.ranCount == 1)
    // The seed's one scroll heads for 552 − 523 = 29, and lands there.
    screen.settle()
    #expect(screen.scrollView.contentOffset.y == 29)
    #expect(screen.buttonInWindow.maxY == 513)
  }

  @Test("A tap beside the text view leaves the keyboard up and the wrapper at 291 (iOS never dismisses on a tap)")
  func tapOutsideKeepsTheKeyboard() {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    screen.settle()
    screen.click(screen.textView)
    screen.settle()
    let log = KeyboardNotificationLog()
    screen.click(screen.outside)
    screen.settle()
    #expect(screen.textView.isFirstResponder)
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 0)
    #expect(screen.wrapperConstant == 291)
    #expect(screen.spacer.isHidden)
  }

  @Test("Escape: will-hide, the wrapper back to exactly 0, the spacer shown, the content back at the top")
  func escapeHides() {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    screen.settle()
    screen.click(screen.textView)
    screen.settle()
    let log = KeyboardNotificationLog()
    screen.dismiss()
    #expect(!screen.textView.isFirstResponder)
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 1)
    #expect(screen.wrapperConstant == 0)
    #expect(!screen.spacer.isHidden)
    screen.settle()
    #expect(screen.wrapper.frame == CGRect(x: 0, y: 844, width: 390, height: 0))
    #expect(screen.scrollView.frame.height == 814)
    #expect(screen.scrollView.contentSize.height == 763)
    // The seed's target is negative here (763 − 814 = −51), and setContentOffset goes
    // there as on iOS, which does not clamp an offset set from code: the content rests
    // 34 points below its top inset (−17) until touched.
    #expect(screen.scrollView.contentOffset == CGPoint(x: 0, y: -51))
    #expect(screen.buttonInWindow == CGRect(x: 0, y: 724, width: 390, height: 80))
    #expect(log.count(UIResponder.keyboardDidHideNotification) == 1)
  }

  @Test("Escape and the keyboard's dismiss key take it down the same way")
  func otherDismissals() {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    screen.click(screen.textView)
    screen.settle()
    #expect(screen.window.handleKey(.escape, modifiers: []))
    screen.settle()
    #expect(screen.wrapper.frame.height == 0)
    #expect(!screen.spacer.isHidden)
    screen.click(screen.textView)
    screen.settle()
    #expect(screen.wrapper.frame.height == 291)
    screen.tapKey(.dismiss)
    screen.settle()
    #expect(screen.wrapper.frame.height == 0)
    #expect(screen.scrollView.contentOffset.y == -51)  // The seed's 763 − 814, unclamped.
  }

  @Test("Hide half-way through the show: the wrapper turns around where it is, then rests at 0")
  func interruptedShow() {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    screen.settle()
    screen.click(screen.textView)
    screen.frames(5)
    let midway = screen.wrapper.presentationFrame.height
    #expect(midway > 0 && midway < 291)
    screen.dismiss()
    #expect(screen.wrapper.presentationFrame.height == midway)
    screen.frames(1)
    #expect(abs(screen.wrapper.presentationFrame.height - midway) < 40)
    screen.settle()
    #expect(screen.wrapper.frame.height == 0)
    #expect(screen.wrapperConstant == 0)
    #expect(!screen.spacer.isHidden)
    #expect(screen.scrollView.contentOffset.y == -51)  // The seed's 763 − 814, unclamped.
  }

  @Test("Typing on the keys and the real keyboard; the counter follows; Backspace removes one character")
  func typing() {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    screen.click(screen.textView)
    screen.settle()
    screen.typeOnKeys("hello world")
    screen.window.handleText(" 한글 👍🏽")
    #expect(screen.text == "hello world 한글 👍🏽")
    #expect(screen.views.counterLabel.text == "16/700")
    #expect(screen.views.placeholderLabel.isHidden)
    screen.tapKey(.backspace)
    screen.window.handleKey(.backspace, modifiers: [])
    #expect(screen.text == "hello world 한글")
    #expect(screen.views.counterLabel.text == "14/700")
    screen.tapKey(.returnKey)
    #expect(screen.text == "hello world 한글\n")
    #expect(screen.textView.isFirstResponder)
  }

  @Test(
    "With the keyboard up the first line is scrolled under the status band; typing brings it back, Save still shown")
  func caretFollowsTyping() throws {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    screen.click(screen.textView)
    screen.settle()
    // The seed's scroll to the bottom: the text view's top 29 points are above the
    // scroll view, its first line (16…38 in the text view) under the band.
    #expect(screen.scrollView.contentOffset.y == 29)
    let before = try #require(UIApplication.shared.textInputCaretRect)
    #expect(before.minY < 47)
    screen.typeOnKeys("hi")
    screen.settle()
    let caret = try #require(UIApplication.shared.textInputCaretRect)
    // As little as needed: the line's top exactly at the top inset (47).
    #expect(caret.minY == 47)
    #expect(screen.scrollView.contentOffset.y == -1)
    #expect(screen.buttonInWindow.maxY == 543)
    #expect(screen.buttonInWindow.maxY <= 553)
    // Typing further down needs no scroll: the page stays put.
    for _ in 0..<5 { screen.tapKey(.returnKey) }
    screen.typeOnKeys("x")
    screen.settle()
    #expect(screen.scrollView.contentOffset.y == -1)
    // A keyboard round trip scrolls to the bottom again, as the seed does.
    screen.dismiss()
    screen.settle()
    screen.click(screen.textView)
    screen.settle()
    #expect(screen.scrollView.contentOffset.y == 29)
  }

  @Test("Typing 705 characters one by one keeps the first 700; the counter reads 700/700")
  func typingPastTheLimit() {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    screen.click(screen.textView)
    screen.settle()
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    var typed = ""
    for i in 0..<705 {
      let c = String(letters[i % letters.count])
      typed += c
      screen.window.handleText(c)
    }
    #expect(screen.text.count == 700)
    #expect(screen.text == String(typed.prefix(700)))
    #expect(screen.views.counterLabel.text == "700/700")
    // Backspace still works at the limit, and the freed place takes one more; two do
    // not fit in one, so they are refused together.
    screen.window.handleKey(.backspace, modifiers: [])
    #expect(screen.text.count == 699)
    screen.window.handleText("XY")
    #expect(screen.text.count == 699)
    screen.window.handleText("X")
    #expect(screen.text.count == 700)
    #expect(screen.text.hasSuffix("X"))
  }

  @Test("A paste of 20 characters at 690 is refused whole, as one edit; 10 go in; at 700 nothing does")
  func pastePastTheLimit() throws {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    screen.click(screen.textView)
    screen.settle()
    screen.setText(String(repeating: "a", count: 690))
    #expect(screen.views.counterLabel.text == "690/700")
    try screen.tester.paste("ABCDEFGHIJKLMNOPQRST")
    #expect(screen.text == String(repeating: "a", count: 690))
    try screen.tester.paste("ABCDEFGHIJ")
    #expect(screen.text == String(repeating: "a", count: 690) + "ABCDEFGHIJ")
    #expect(screen.views.counterLabel.text == "700/700")
    #expect(screen.textView.caretOffset == 700)
    try screen.tester.paste("more")
    #expect(screen.text.count == 700)
    #expect(screen.text.hasSuffix("ABCDEFGHIJ"))
  }

  @Test("A paste in the middle goes in whole when it fits, with the caret after it")
  func pasteInTheMiddle() throws {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    screen.click(screen.textView)
    screen.settle()
    screen.setText(String(repeating: "a", count: 690))
    screen.textView.caretOffset = 5
    try screen.tester.paste("0123456789")
    #expect(screen.text == "aaaaa0123456789" + String(repeating: "a", count: 685))
    #expect(screen.textView.caretOffset == 15)
    try screen.tester.paste("!")
    #expect(screen.text.count == 700)
  }

  @Test("The limit is in whole characters: an emoji with its modifier is one, an accent joins its letter")
  func graphemeBoundaries() {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    screen.click(screen.textView)
    screen.settle()
    screen.setText(String(repeating: "a", count: 698))
    // Three characters in two places: refused; two fit.
    screen.window.handleText("👍🏽한글")
    #expect(screen.text.count == 698)
    screen.window.handleText("👍🏽한")
    #expect(screen.text == String(repeating: "a", count: 698) + "👍🏽한")
    #expect(screen.text.count == 700)
    // At 700, a combining accent makes no new character: "한" + U+0301 stays one.
    screen.window.handleText("\u{301}")
    #expect(screen.text.count == 700)
    #expect(screen.text.unicodeScalars.last == "\u{301}")
    // A family emoji (one character of seven scalars) does not fit in 0 places.
    screen.window.handleText("👨‍👩‍👧‍👦")
    #expect(screen.text.count == 700)
    #expect(!screen.text.contains("👨"))
  }

  @Test("Save shows 'Saved N characters', keeps the keyboard up, and the message fades")
  func save() {
    let screen = MemoScreen()
    defer { screen.tearDown() }
    screen.click(screen.textView)
    screen.settle()
    screen.window.handleText("Shopping list")
    screen.click(screen.button)
    #expect(screen.savedMemo == "Shopping list")
    #expect(screen.views.toastLabel.text == "Saved 13 characters")
    #expect(screen.textView.isFirstResponder)
    screen.frames(30)
    #expect(screen.views.visibleToastMessage == "Saved 13 characters")
    screen.settle()
    #expect(screen.views.visibleToastMessage == nil)
    #expect(screen.wrapper.frame.height == 291)
    screen.window.handleKey(.backspace, modifiers: [])
    screen.setText("x")
    screen.click(screen.button)
    #expect(screen.views.toastLabel.text == "Saved 1 character")
  }

  @Test("A smaller phone (iPhone SE, no home indicator): the seed's metrics for it, Save still above the keyboard")
  func smallerPhone() {
    let screen = MemoScreen(device: .iPhoneSE)
    defer { screen.tearDown() }
    screen.settle()
    // Half the 667-point screen, and 667 − (30 + 333.5 + 80 + 30 + 20 + 0).
    #expect(screen.textView.frame.height == 333.5)
    #expect(screen.spacer.frame.height == 173.5)
    #expect(screen.scrollView.contentOffset.y == 0)
    screen.click(screen.textView)
    screen.settle()
    #expect(screen.wrapper.frame.height == 216)
    #expect(screen.buttonInWindow.maxY <= 667 - 216)
    #expect(LayoutLog.messages.isEmpty)
  }
}
