import Foundation
import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit
import UIKitTestSupport

@testable import KeyboardAudit
@testable import KeyboardLab

/// The three seed screens through random sequences of turns, keyboard mode switches
/// (hardware keyboard, predictive bar, language), focus changes, dismissals and partial
/// animations, on an iPhone 14. After each sequence settles, each screen is
/// where the same code puts it on iOS in that orientation: the window is the turned
/// screen, a keyboard that is up is the orientation's and the bar's (291 points in
/// portrait, 336 with the bar; 181 in landscape, 219 with the bar; no bar for a secure
/// field), a hardware keyboard keeps the keys down, the todo field is at 120 with the keyboard up and 150 without, and the
/// login box's offset is −keyboardHeight / 2 with it up and −50 without.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct RotationFuzzTests {
  init() { SeedLabScreens.register() }

  enum Step: CaseIterable {
    case rotate, focus, tab, dismiss, frames, hardware, predictive, globe
  }

  func withSession(screen: String, _ body: (AppSession) throws -> Void) throws {
    let runtime = UIKitRuntime.current
    let session = try AppSession(
      flags: try AppFlags.parse(["--screen", screen]),
      platform: TestPlatform(runtime: runtime))
    defer {
      session.window.endEditing(true)
      session.window.resignKeyAndHide()
      session.window.screen.rotate(to: .portrait)
    }
    try body(session)
  }

  /// What every screen must show once settled.
  func expectTurnedGeometry(_ session: AppSession, trace: String) {
    let screen = session.window.screen
    let landscape = screen.interfaceOrientation.isLandscape
    let size = landscape ? CGSize(width: 844, height: 390) : CGSize(width: 390, height: 844)
    #expect(session.window.frame.size == size, "\(trace)")
    let keyboard = session.window.keyboardController
    if keyboard.isHardwareKeyboardAttached {
      #expect(!keyboard.isKeyboardVisible, "\(trace)")
    }
    if keyboard.isKeyboardVisible {
      let secure = (session.window.firstResponder as? UITextInputTraits)?.isSecureTextEntry ?? false
      let bar = keyboard.isPredictiveBarEnabled && !secure
      let height: CGFloat = landscape ? (bar ? 219 : 181) : (bar ? 336 : 291)
      #expect(
        keyboard.keyboardFrame == CGRect(x: 0, y: size.height - height, width: size.width, height: height),
        "\(trace)")
    }
  }

  func run(screen: String, sequences: Int, check: (AppSession, String) -> Void) throws {
    for sequence in 0..<sequences {
      try withSession(screen: screen) { session in
        var random = SplitMix64(seed: UInt64(sequence) &* 104_729 &+ 3)
        var trace: [String] = []
        for _ in 0..<12 {
          let step = Step.allCases.randomElement(using: &random)!
          trace.append("\(step)")
          switch step {
          case .rotate:
            let to: UIInterfaceOrientation = [.portrait, .landscapeRight, .landscapeLeft].randomElement(using: &random)!
            trace[trace.count - 1] += "(\(to.rawValue))"
            session.window.screen.rotate(to: to)
          case .focus: session.switcher.focusFirstTextInput()
          case .tab: session.window.handleKey(.tab, modifiers: [])
          case .dismiss: session.window.endEditing(true)
          case .hardware: session.window.keyboardController.isHardwareKeyboardAttached.toggle()
          case .predictive: session.window.keyboardController.isPredictiveBarEnabled.toggle()
          case .globe:
            let view = session.window.keyboardController.keyboardView
            view.language = view.language == .english ? .korean : .english
          case .frames:
            let count = Int.random(in: 1...20, using: &random)
            trace[trace.count - 1] += "(\(count))"
            UIKitRuntime.current.pumpFrames(count)
          }
        }
        UIKitRuntime.current.settle()
        let text = "sequence \(sequence): \(trace.joined(separator: " "))"
        expectTurnedGeometry(session, trace: text)
        check(session, text)
      }
    }
  }

  @Test("Todo: the field is at 120 with the keyboard up and 150 without, in either orientation")
  func todo() throws {
    try run(screen: "todo", sequences: 40) { session, trace in
      guard let field = session.switcher.firstTextInput else {
        Issue.record("no field")
        return
      }
      let expected: CGFloat = session.window.keyboardController.isKeyboardVisible ? 120 : 150
      #expect(field.convert(CGPoint.zero, to: nil).y == expected, "\(trace)")
    }
  }

  @Test("Login: the box is offset by −keyboardHeight / 2 with the keyboard up and −50 without")
  func login() throws {
    try run(screen: "login", sequences: 40) { session, trace in
      guard let login = session.switcher.currentController as? LoginViewController else {
        Issue.record("not the login screen")
        return
      }
      let keyboard = session.window.keyboardController
      let expected: CGFloat = keyboard.isKeyboardVisible ? -keyboard.keyboardFrame.height / 2 : -50
      #expect(LoginViews(login.view).boxCenterYOffset == expected, "\(trace)")
    }
  }

  @Test("Memo: the window and the keyboard follow every turn")
  func memo() throws {
    try run(screen: "memo", sequences: 30) { _, _ in }
  }
}
