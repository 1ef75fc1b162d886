import Foundation
import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit
import UIKitTestSupport

/// Random event sequences on the live todo screen, at random times (mid-animation
/// included): whatever happened, once the screen settles the layout is exactly at rest
/// and no keystroke was lost or reordered.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct TodoAddFuzzTests {
  /// What the user does next.
  enum Event: CaseIterable {
    case clickField, clickTextView, clickBackground, tapKey, realText, enter, tab, shiftTab, escape,
      backspace
  }

  /// The draw, weighted towards focusing and typing so texts grow as dismissals come.
  static let events: [Event] = [
    .clickField, .clickField, .clickTextView, .clickTextView, .clickBackground, .tapKey, .tapKey,
    .tapKey,
    .realText, .realText, .enter, .tab, .shiftTab, .escape, .backspace,
  ]

  /// Text the real keyboard may send: Latin, Hangul syllables, an emoji with a skin-tone
  /// modifier (one grapheme each way Backspace counts).
  static let realTexts = ["a", "Z", "xyz", " ", "é", "한", "글자", "👍🏽", "1,"]

  static let sequenceCount = 2000
  static let eventsPerSequence = 10

  @Test(
    "2000 random sequences settle at 150 or 120 with the keyboard fully on or off, and every character kept"
  )
  func fuzz() {
    let screen = TodoAddScreen()
    defer { screen.tearDown() }
    // One screen for the whole run: a drift in the handle would accumulate across
    // thousands of shows and hides and could not hide behind a fresh screen.
    var endedVisible = 0
    var eventsMidSlide = 0
    var charactersKept = 0

    // No jumps, frame to frame: nothing moves faster than the keyboard's curve moves it
    // from rest over its full distance (291 points for the keyboard, 30 for the field),
    // and nothing moves at all on an event (an interrupted slide turns around from
    // where it is on screen).
    let curveSteps = (1...15).map {
      TimingCurve.keyboard.value(at: Double($0) / 15)
        - TimingCurve.keyboard.value(at: Double($0 - 1) / 15)
    }
    let fastest = CGFloat(curveSteps.max()!)
    let grid: CGFloat = 1.0 / 1_048_576
    var jump: String?
    func positions() -> (keyboard: CGFloat, field: CGFloat) {
      (screen.keyboard.keyboardPresentationFrame.minY, screen.field.presentationFrame.minY)
    }
    func checkMove(
      from before: (keyboard: CGFloat, field: CGFloat), keyboardLimit: CGFloat, fieldLimit: CGFloat,
      _ what: @autoclosure () -> String
    ) {
      let after = positions()
      if jump == nil,
        abs(after.keyboard - before.keyboard) > keyboardLimit
          || abs(after.field - before.field) > fieldLimit
      {
        jump =
          "\(what()): keyboard \(before.keyboard) → \(after.keyboard), field \(before.field) → \(after.field)"
      }
    }
    func step(_ count: Int, _ what: @autoclosure () -> String) {
      for _ in 0..<count {
        let before = positions()
        screen.frames(1)
        checkMove(
          from: before, keyboardLimit: 291 * fastest + 1e-6, fieldLimit: 30 * fastest + grid, what()
        )
      }
    }

    // Two clicks in one place within a double tap's interval are a double tap, which
    // selects the word under them (tested on its own): the clicks here come apart, so
    // that each is a tap and every typed character stays.
    var lastClick = -TimeInterval.infinity
    func apart(_ what: @autoclosure () -> String) {
      let wait = lastClick + 0.4 - UIKitRuntime.current.now
      if wait > 0 { step(Int((wait * 60).rounded(.up)), what()) }
      lastClick = UIKitRuntime.current.now
    }

    for sequence in 0..<Self.sequenceCount {
      var random = SplitMix64(seed: UInt64(sequence) &* 7919 &+ 17)
      screen.field.text = ""
      screen.textView.text = ""
      var expectedField = ""
      var expectedTextView = ""
      var trace: [String] = []

      /// The text the first responder should now have, to append to or delete from.
      func editExpected(_ edit: (inout String) -> Void) {
        if screen.field.isFirstResponder {
          edit(&expectedField)
        } else if screen.textView.isFirstResponder {
          edit(&expectedTextView)
        }
      }

      for _ in 0..<Self.eventsPerSequence {
        let event = Self.events.randomElement(using: &random)!
        if event == .clickField || event == .clickTextView { apart("sequence \(sequence) before \(trace)") }
        if screen.keyboard.isAnimating { eventsMidSlide += 1 }
        let beforeEvent = positions()
        trace.append("\(event)")
        switch event {
        case .clickField:
          // At the right end, so the caret lands after the last character and typing
          // appends (a click in the middle of the text would put the caret there).
          let frame = screen.field.frame
          screen.click(CGPoint(x: frame.maxX - 2, y: frame.midY))
        case .clickTextView:
          let frame = screen.textView.frame
          screen.click(CGPoint(x: frame.maxX - 3, y: frame.maxY - 3))
        case .clickBackground:
          screen.click(Bool.random(using: &random) ? screen.background : CGPoint(x: 195, y: 60))
        case .tapKey:
          // Keys can be hit while the keyboard is up or on its way up (hit testing uses
          // where it is going); on its way down they are off screen.
          guard screen.keyboard.isKeyboardVisible else { break }
          let keyboardView = screen.keyboard.keyboardView
          // The globe would switch to Korean, whose composition this model does not follow
          // (the Korean keyboard has tests of its own).
          let key = keyboardView.visibleKeys.filter { $0 != .globe }.randomElement(using: &random)!
          trace[trace.count - 1] += "(\(key))"
          switch key {
          case .character, .space:
            let typed = keyboardView.typedText(for: key)!
            editExpected { $0 += typed }
          case .backspace:
            editExpected { if !$0.isEmpty { $0.removeLast() } }
          case .returnKey:
            // The field's Return (no delegate) resigns; the text view's types a newline.
            if screen.textView.isFirstResponder { expectedTextView += "\n" }
          case .shift, .numbers, .symbols, .letters, .dismiss, .globe:
            break
          }
          screen.tapKey(key)
        case .realText:
          let text = Self.realTexts.randomElement(using: &random)!
          trace[trace.count - 1] += "(\(text))"
          editExpected { $0 += text }
          screen.window.handleText(text)
        case .enter:
          if screen.textView.isFirstResponder { expectedTextView += "\n" }
          screen.window.handleKey(.enter, modifiers: [])
        case .tab:
          screen.window.handleKey(.tab, modifiers: [])
        case .shiftTab:
          screen.window.handleKey(.tab, modifiers: [.shift])
        case .escape:
          screen.window.handleKey(.escape, modifiers: [])
        case .backspace:
          editExpected { if !$0.isEmpty { $0.removeLast() } }
          screen.window.handleKey(.backspace, modifiers: [])
        }
        checkMove(
          from: beforeEvent, keyboardLimit: 0, fieldLimit: 0, "sequence \(sequence) at \(trace)")
        step(Int.random(in: 0...20, using: &random), "sequence \(sequence) after \(trace)")
      }

      var settleFrames = 0
      while UIKitRuntime.current.animator.isAnimating && settleFrames < 600 {
        step(1, "sequence \(sequence) settling after \(trace)")
        settleFrames += 1
      }
      if let jump {
        Issue.record("jump: \(jump)")
        return
      }
      let context = "sequence \(sequence): \(trace.joined(separator: ", "))"
      let visible = screen.keyboard.isKeyboardVisible
      let restingTop: CGFloat = visible ? 120 : 150
      let keyboardFrame = CGRect(x: 0, y: visible ? 553 : 844, width: 390, height: 291)
      let ok =
        screen.constant == restingTop && screen.field.frame.minY == restingTop
        && screen.keyboard.keyboardPresentationFrame == keyboardFrame
        && screen.keyboard.keyboardFrame == keyboardFrame
        && visible == (screen.field.isFirstResponder || screen.textView.isFirstResponder)
        && screen.field.text == expectedField && screen.textView.text == expectedTextView
      if !ok {
        #expect(screen.constant == restingTop, "\(context)")
        #expect(screen.field.frame.minY == restingTop, "\(context)")
        #expect(screen.keyboard.keyboardPresentationFrame == keyboardFrame, "\(context)")
        #expect(screen.keyboard.keyboardFrame == keyboardFrame, "\(context)")
        #expect(
          visible == (screen.field.isFirstResponder || screen.textView.isFirstResponder),
          "\(context)")
        #expect(screen.field.text == expectedField, "\(context)")
        #expect(screen.textView.text == expectedTextView, "\(context)")
        return
      }
      if visible { endedVisible += 1 }
      charactersKept += expectedField.count + expectedTextView.count
    }
    // The run exercised what it claims to: both resting states, events during slides,
    // and real typing.
    #expect(endedVisible > Self.sequenceCount / 5)
    #expect(endedVisible < Self.sequenceCount * 9 / 10)
    #expect(eventsMidSlide > Self.sequenceCount / 2)
    #expect(charactersKept > 2 * Self.sequenceCount)
  }
}
