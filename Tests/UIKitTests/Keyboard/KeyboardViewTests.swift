import Foundation
import Testing
import UIKitTestSupport
import UIKitTesting

@testable import UIKit

/// The on-screen keyboard's keys: layout, typing, shift and caps lock, the symbol panes,
/// Return, backspace repeat, the dismiss key, and that it never takes first responder.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct KeyboardViewTests {
  /// A window with one focused input and the keyboard up. Made in each test's body, not
  /// in `init`: Swift Testing may run another suite's test between a suite's `init` and
  /// its test, and these globals (first responder, clock, windows) are shared.
  func setUp() -> (KeyboardFixture, KeyboardTestInput) {
    let fixture = KeyboardFixture()
    let input = fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40))
    input.becomeFirstResponder()
    UIKitRuntime.current.settle()
    return (fixture, input)
  }

  @Test(
    "291 points high on a 390×844 phone, flush with the bottom; keys inside it, none overlapping")
  func geometry() {
    let (fixture, _) = setUp()
    defer { fixture.tearDown() }
    #expect(fixture.keyboard.keyboardFrame == CGRect(x: 0, y: 553, width: 390, height: 291))
    let caps = fixture.keyboardView.layout.keyCaps
    for cap in caps {
      #expect(fixture.keyboardView.bounds.contains(cap.frame), "\(cap.key)")
    }
    for (i, a) in caps.enumerated() {
      for b in caps[(i + 1)...] { #expect(!a.frame.intersects(b.frame), "\(a.key) / \(b.key)") }
    }
    // iOS's numbers: ten 33-point letters in the top row, 42-point keys, 6-point gaps.
    let q = fixture.keyboardView.keyRect(for: "q")!
    let w = fixture.keyboardView.keyRect(for: "w")!
    #expect(q.width == 33 && q.height == 42)
    #expect(w.minX - q.maxX == 6)
    #expect(q.minX == 3)
    #expect(fixture.keyboardView.keyRect(for: "p")!.maxX == 387)
    // The home-indicator band (34 points) under the bottom row holds only the globe.
    #expect(fixture.keyboardView.keyRect(for: .space)!.maxY == 257)
    #expect(fixture.keyboardView.keyRect(for: .globe)!.minY > 257)
    // 26 letters; dismiss, shift, backspace, 123, space, return; the globe.
    #expect(fixture.keyboardView.visibleKeys.count == 26 + 6 + 1)
  }

  @Test("Keys type into the first responder; the keyboard never becomes first responder")
  func typing() {
    let (fixture, input) = setUp()
    defer { fixture.tearDown() }
    fixture.type("hello world")
    #expect(input.text == "hello world")
    #expect(input.isFirstResponder)
    #expect(!fixture.keyboardView.canBecomeFirstResponder)
    #expect(!fixture.keyboardView.becomeFirstResponder())
    #expect(input.isFirstResponder)
    #expect(fixture.keyboard.isKeyboardVisible)
  }

  @Test("Taps between keys go to the nearest key, not through to the screen")
  func gapsBetweenKeys() {
    let (fixture, input) = setUp()
    defer { fixture.tearDown() }
    let q = fixture.keyboard.keyRect(for: "q")!
    fixture.tap(CGPoint(x: q.maxX + 2, y: q.midY))
    fixture.tap(CGPoint(x: q.midX, y: q.maxY + 5))
    #expect(input.text == "qq")
    #expect(input.isFirstResponder)
    // The home-indicator band under the rows has no keys (and keeps the first responder).
    fixture.tap(CGPoint(x: 195, y: 844 - 10))
    #expect(input.text == "qq")
    #expect(input.isFirstResponder)
  }

  @Test("Shift types one capital; a double tap within 0.3 s locks the caps; a tap unlocks")
  func shiftAndCapsLock() {
    let (fixture, input) = setUp()
    defer { fixture.tearDown() }
    fixture.tapKey(.shift)
    #expect(fixture.keyboardView.shiftState == .once)
    fixture.type("hi")
    #expect(input.text == "Hi")
    #expect(fixture.keyboardView.shiftState == .off)

    fixture.frames(30)
    fixture.tapKey(.shift)
    fixture.frames(10)  // 0.17 s later
    fixture.tapKey(.shift)
    #expect(fixture.keyboardView.shiftState == .locked)
    fixture.type(" yes")
    #expect(input.text == "Hi YES")
    fixture.tapKey(.shift)
    #expect(fixture.keyboardView.shiftState == .off)
    fixture.type("x")
    #expect(input.text == "Hi YESx")

    // Two taps 0.5 s apart are two single taps: on, then off.
    fixture.frames(30)
    fixture.tapKey(.shift)
    fixture.frames(30)
    fixture.tapKey(.shift)
    #expect(fixture.keyboardView.shiftState == .off)
  }

  @Test("123 and #+= panes type digits and symbols; ABC goes back to letters")
  func symbolPanes() {
    let (fixture, input) = setUp()
    defer { fixture.tearDown() }
    fixture.tapKey(.numbers)
    #expect(fixture.keyboardView.pane == .numbers)
    #expect(fixture.keyboard.keyRect(for: "a") == nil)
    fixture.type("12@")
    fixture.tapKey(.symbols)
    #expect(fixture.keyboardView.pane == .symbols)
    fixture.type("{€")
    fixture.tapKey(.numbers)
    fixture.type("?")
    fixture.tapKey(.letters)
    #expect(fixture.keyboardView.pane == .letters)
    fixture.type("a")
    #expect(input.text == "12@{€?a")
  }

  @Test("Shift does not change digits and symbols")
  func shiftOnSymbols() {
    let (fixture, input) = setUp()
    defer { fixture.tearDown() }
    fixture.tapKey(.shift)
    fixture.tapKey(.numbers)
    #expect(fixture.keyboardView.typedText(for: "1") == "1")
    fixture.type("1")
    #expect(input.text == "1")
  }

  @Test("The keyboard comes back on letters with shift off for a new editing session")
  func resetsWhenShownAgain() {
    let (fixture, input) = setUp()
    defer { fixture.tearDown() }
    fixture.tapKey(.numbers)
    fixture.tapKey(.dismiss)
    UIKitRuntime.current.settle()
    input.becomeFirstResponder()
    #expect(fixture.keyboardView.pane == .letters)
    #expect(fixture.keyboardView.shiftState == .off)
  }

  @Test("Backspace deletes on touch down, then after 0.5 s every 0.1 s while held")
  func backspaceRepeat() {
    let (fixture, input) = setUp()
    defer { fixture.tearDown() }
    input.text = "abcdefghij"
    let rect = fixture.keyboard.keyRect(for: .backspace)!
    let point = CGPoint(x: rect.midX, y: rect.midY)
    fixture.window.handleTouch(.began, at: point)
    #expect(input.text == "abcdefghi")
    #expect(fixture.keyboardView.pressedKey == .backspace)
    fixture.frames(29)  // 0.483 s
    #expect(input.text == "abcdefghi")
    fixture.frames(1)  // 0.5 s
    #expect(input.text == "abcdefgh")
    fixture.frames(5)  // 0.583 s
    #expect(input.text == "abcdefgh")
    fixture.frames(1)  // 0.6 s
    #expect(input.text == "abcdefg")
    fixture.frames(6)  // 0.7 s
    #expect(input.text == "abcdef")
    fixture.window.handleTouch(.ended, at: point)
    fixture.frames(60)
    #expect(input.text == "abcdef")
    #expect(fixture.keyboardView.pressedKey == nil)
  }

  @Test("A quick tap on backspace deletes exactly one character; sliding off it stops the repeat")
  func backspaceTapAndSlide() {
    let (fixture, input) = setUp()
    defer { fixture.tearDown() }
    input.text = "👍🏽한글"
    fixture.tapKey(.backspace)
    #expect(input.text == "👍🏽한")
    let rect = fixture.keyboard.keyRect(for: .backspace)!
    fixture.window.handleTouch(.began, at: CGPoint(x: rect.midX, y: rect.midY))
    #expect(input.text == "👍🏽")
    let m = fixture.keyboard.keyRect(for: "m")!
    fixture.window.handleTouch(.moved, at: CGPoint(x: m.midX, y: m.midY))
    fixture.frames(60)
    #expect(input.text == "👍🏽")
    fixture.window.handleTouch(.ended, at: CGPoint(x: m.midX, y: m.midY))
    #expect(input.text == "👍🏽m")
  }

  @Test("A key highlights while pressed; the finger can slide to another key before lifting")
  func pressedHighlight() {
    let (fixture, input) = setUp()
    defer { fixture.tearDown() }
    let a = fixture.keyboard.keyRect(for: "a")!
    let s = fixture.keyboard.keyRect(for: "s")!
    fixture.window.handleTouch(.began, at: CGPoint(x: a.midX, y: a.midY))
    #expect(fixture.keyboardView.pressedKey == "a")
    #expect(input.text == "")
    let canvas = RecordingCanvas()
    fixture.keyboardView.draw(in: canvas)
    let faces = canvas.commands.compactMap { command -> UIColor? in
      if case .fill(let rect, _, let color, _) = command,
        rect == fixture.keyboardView.keyRect(for: "a")
      {
        return color
      }
      return nil
    }
    #expect(faces == [KeyboardPalette.light.functionKey])
    fixture.window.handleTouch(.moved, at: CGPoint(x: s.midX, y: s.midY))
    #expect(fixture.keyboardView.pressedKey == "s")
    fixture.window.handleTouch(.ended, at: CGPoint(x: s.midX, y: s.midY))
    #expect(input.text == "s")
    #expect(fixture.keyboardView.pressedKey == nil)
  }

  @Test("Return is titled from the first responder's returnKeyType")
  func returnTitle() {
    let (fixture, _) = setUp()
    defer { fixture.tearDown() }
    func drawnTitles() -> [String] {
      let canvas = RecordingCanvas()
      fixture.keyboardView.draw(in: canvas)
      return canvas.commands.compactMap { command in
        if case .text(let string, _, _, _, _) = command { return string }
        return nil
      }
    }
    #expect(drawnTitles().contains("return"))
    let other = fixture.addInput(CGRect(x: 20, y: 200, width: 300, height: 40))
    other.returnKeyType = .done
    other.becomeFirstResponder()
    #expect(drawnTitles().contains("done"))
    #expect(!drawnTitles().contains("return"))
    other.returnKeyType = .next
    #expect(drawnTitles().contains("next"))
  }

  @Test("Return goes to the input's key handling (.enter) when it has one, else types a newline")
  func returnKey() {
    let (fixture, input) = setUp()
    defer { fixture.tearDown() }
    fixture.tapKey(.returnKey)
    #expect(input.text == "\n")
    let handling = KeyboardTestKeyHandlingInput()
    fixture.addInput(CGRect(x: 20, y: 200, width: 300, height: 40), handling)
    handling.handledKeys = [KeyboardKeyName(.enter)]
    handling.becomeFirstResponder()
    fixture.tapKey(.returnKey)
    #expect(handling.offered == [.enter])
    #expect(handling.text == "")
  }

  @Test("The dismiss key resigns the first responder and the keyboard goes down")
  func dismissKey() {
    let (fixture, input) = setUp()
    defer { fixture.tearDown() }
    let log = KeyboardNotificationLog()
    fixture.tapKey(.dismiss)
    #expect(!input.isFirstResponder)
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 1)
    UIKitRuntime.current.settle()
    #expect(!fixture.keyboard.isKeyboardVisible)
  }

  @Test("Drawing: grey panel, white keys with a shadow line, nothing unbalanced")
  func drawing() {
    let (fixture, _) = setUp()
    defer { fixture.tearDown() }
    let canvas = RecordingCanvas()
    fixture.keyboard.inputHostView.render(in: canvas)
    #expect(canvas.stateDepth == 0)
    #expect(canvas.unbalancedRestoreCount == 0)
    let fills = canvas.commands.compactMap { command -> (CGRect, UIColor)? in
      if case .fill(let rect, _, let color, _) = command { return (rect, color) }
      return nil
    }
    #expect(fills.first?.0 == CGRect(x: 0, y: 553, width: 390, height: 291))
    #expect(fills.first?.1 == UIColor(hex: 0xD1D3D9))
    let q = fixture.keyboard.keyRect(for: "q")!
    #expect(fills.contains { $0.0 == q && $0.1 == .white })
    #expect(
      fills.contains { $0.0 == q.offsetBy(dx: 0, dy: 1) && $0.1 == KeyboardPalette.light.shadow })
  }
}
