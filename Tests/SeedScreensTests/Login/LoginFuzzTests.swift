import Foundation
import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit
import UIKitTestSupport

/// Random event sequences on the live login screen, at random times (mid-slide
/// included), as `TodoAddFuzzTests` does for the todo screen: whatever happened, once
/// the screen settles the box's offset is exactly -50 or -keyboardHeight / 2, matching
/// the keyboard, and no keystroke was lost or reordered.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct LoginFuzzTests {
  /// What the user does next.
  enum Event: CaseIterable {
    case clickEmail, clickPassword, clickBackground, clickInsideBox, clickButton, tapKey, realText, enter, tab,
      shiftTab, escape, backspace
  }

  /// The draw, weighted towards focusing and typing.
  static let events: [Event] = [
    .clickEmail, .clickEmail, .clickPassword, .clickPassword, .clickBackground, .clickInsideBox, .clickButton,
    .tapKey, .tapKey, .tapKey, .realText, .realText, .enter, .tab, .shiftTab, .escape, .escape, .backspace,
  ]

  /// Text the real keyboard may send (one grapheme each way Backspace counts).
  static let realTexts = ["a", "Z", "xyz", " ", "@", "é", "한", "글자", "👍🏽", ".kr"]

  static let sequenceCount = 2000
  static let eventsPerSequence = 10

  @Test("2000 random sequences settle at -50 or -145.5 with the keyboard fully off or on, every character kept")
  func fuzz() {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    // One screen for the whole run: a drift in the offset would accumulate across
    // thousands of shows and hides and could not hide behind a fresh screen.
    var endedVisible = 0
    var eventsMidSlide = 0
    var charactersKept = 0
    var logIns = 0

    // No jumps: per frame nothing moves faster than the keyboard's curve moves it over
    // its full distance (291 points for the keyboard, 95.5 for the box), and nothing
    // moves at all on an event.
    let curveSteps = (1...15).map {
      TimingCurve.keyboard.value(at: Double($0) / 15) - TimingCurve.keyboard.value(at: Double($0 - 1) / 15)
    }
    let fastest = CGFloat(curveSteps.max()!)
    let grid: CGFloat = 1.0 / 1_048_576
    var jump: String?
    func positions() -> (keyboard: CGFloat, box: CGFloat) {
      (screen.keyboard.keyboardPresentationFrame.minY, screen.boxCenterY)
    }
    func checkMove(
      from before: (keyboard: CGFloat, box: CGFloat), keyboardLimit: CGFloat, boxLimit: CGFloat,
      _ what: @autoclosure () -> String
    ) {
      let after = positions()
      if jump == nil,
        abs(after.keyboard - before.keyboard) > keyboardLimit || abs(after.box - before.box) > boxLimit
      {
        jump = "\(what()): keyboard \(before.keyboard) → \(after.keyboard), box \(before.box) → \(after.box)"
      }
    }
    func step(_ count: Int, _ what: @autoclosure () -> String) {
      for _ in 0..<count {
        let before = positions()
        screen.frames(1)
        checkMove(from: before, keyboardLimit: 291 * fastest + 1e-6, boxLimit: 95.5 * fastest + 2 * grid, what())
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
      var random = SplitMix64(seed: UInt64(sequence) &* 6151 &+ 29)
      screen.email.text = ""
      screen.password.text = ""
      var expectedEmail = ""
      var expectedPassword = ""
      var trace: [String] = []

      /// The text the first responder should now have, to append to or delete from.
      func editExpected(_ edit: (inout String) -> Void) {
        if screen.email.isFirstResponder {
          edit(&expectedEmail)
        } else if screen.password.isFirstResponder {
          edit(&expectedPassword)
        }
      }

      for _ in 0..<Self.eventsPerSequence {
        let event = Self.events.randomElement(using: &random)!
        if event == .clickEmail || event == .clickPassword { apart("sequence \(sequence) before \(trace)") }
        if screen.keyboard.isAnimating { eventsMidSlide += 1 }
        let beforeEvent = positions()
        let messageBefore = screen.message
        trace.append("\(event)")
        switch event {
        case .clickEmail:
          screen.clickAtEnd(screen.email)
        case .clickPassword:
          screen.clickAtEnd(screen.password)
        case .clickBackground:
          screen.click(screen.backgroundPoints.randomElement(using: &random)!)
        case .clickInsideBox:
          // Between the fields, or on the logo: inside the box, on no control.
          // A tap on a field's caret shows the edit menu over the gap between the fields,
          // and a click there would tap its Select All: the model types, it does not edit
          // with the menu, so such a click goes to the logo instead.
          let email = screen.email.convert(screen.email.bounds, to: nil)
          let logo = screen.views.logo.convert(screen.views.logo.bounds, to: nil)
          let between = CGPoint(x: email.midX, y: email.maxY + 6)
          let onMenu = screen.window.shownEditMenu.map { $0.frame.contains(between) } ?? false
          screen.click(
            Bool.random(using: &random) && !onMenu ? between : CGPoint(x: logo.midX, y: logo.midY))
        case .clickButton:
          screen.click(screen.button)
        case .tapKey:
          // Keys can be hit while the keyboard is up or on its way up.
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
          case .returnKey, .shift, .numbers, .symbols, .letters, .dismiss, .globe:
            break
          }
          screen.tapKey(key)
        case .realText:
          let text = Self.realTexts.randomElement(using: &random)!
          trace[trace.count - 1] += "(\(text))"
          editExpected { $0 += text }
          screen.window.handleText(text)
        case .enter:
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
        if screen.message != messageBefore { logIns += 1 }
        checkMove(from: beforeEvent, keyboardLimit: 0, boxLimit: 0, "sequence \(sequence) at \(trace)")
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
      let restingOffset: CGFloat = visible ? -145.5 : -50
      let restingCentre: CGFloat = visible ? 283 : 378.5
      let keyboardFrame = CGRect(x: 0, y: visible ? 553 : 844, width: 390, height: 291)
      let ok =
        screen.offset == restingOffset && screen.boxCenterY == restingCentre
        && screen.boxFrameCenterY == restingCentre
        && screen.keyboard.keyboardPresentationFrame == keyboardFrame
        && screen.keyboard.keyboardFrame == keyboardFrame
        && visible == (screen.email.isFirstResponder || screen.password.isFirstResponder)
        && screen.email.text == expectedEmail && screen.password.text == expectedPassword
      if !ok {
        #expect(screen.offset == restingOffset, "\(context)")
        #expect(screen.boxCenterY == restingCentre, "\(context)")
        #expect(screen.boxFrameCenterY == restingCentre, "\(context)")
        #expect(screen.keyboard.keyboardPresentationFrame == keyboardFrame, "\(context)")
        #expect(screen.keyboard.keyboardFrame == keyboardFrame, "\(context)")
        #expect(visible == (screen.email.isFirstResponder || screen.password.isFirstResponder), "\(context)")
        #expect(screen.email.text == expectedEmail, "\(context)")
        #expect(screen.password.text == expectedPassword, "\(context)")
        return
      }
      if visible { endedVisible += 1 }
      charactersKept += expectedEmail.count + expectedPassword.count
    }
    // The run exercised what it claims to: both resting states, events during slides,
    // real typing, and logging in.
    #expect(endedVisible > Self.sequenceCount / 5)
    #expect(endedVisible < Self.sequenceCount * 4 / 5)
    #expect(eventsMidSlide > Self.sequenceCount / 2)
    #expect(charactersKept > 2 * Self.sequenceCount)
    #expect(logIns > Self.sequenceCount / 4)
  }
}
