import Foundation
import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit
import UIKitTestSupport

@testable import KeyboardAudit
@testable import KeyboardLab

/// The app shell headless with the default measurer on stepped frames: the switcher's
/// place, switching screens, and a script played against the real screens.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct AppShellTests {
  init() { SeedLabScreens.register() }

  /// Runs `body` with an `AppSession` in the test's own runtime, and its platform (the
  /// window titles the session set, in order).
  func withSession(_ flags: AppFlags = AppFlags(), _ body: (AppSession, TestPlatform) throws -> Void) throws {
    let platform = TestPlatform()
    let session = try AppSession(flags: flags, platform: platform)
    defer {
      session.window.endEditing(true)
      session.window.resignKeyAndHide()
    }
    try body(session, platform)
  }

  /// Plays `script` headless with `arguments` (besides `--headless --script`) and returns
  /// its exit code, or nil if it had not quit after 600 frames.
  func play(_ script: String, arguments: [String] = []) throws -> Int32? {
    let path = NSTemporaryDirectory() + "keyboardlab-shell-\(getpid())-\(UUID().uuidString).script"
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var code: Int32?
    try withSession(try AppFlags.parse(arguments + ["--headless", "--script", path])) { session, _ in
      for _ in 0..<600 where code == nil {
        UIKitRuntime.current.pumpFrames(1)
        code = session.tick()
      }
    }
    return code
  }

  @Test("The switcher floats in the top band; the todo field's top is at 150 window points")
  func placement() throws {
    try withSession { session, titles in
      UIKitRuntime.current.beginFrame(at: UIKitRuntime.current.now)
      let control = session.switcher.segmentedControl.convert(session.switcher.segmentedControl.bounds, to: nil)
      #expect(control.minY >= 0 && control.maxY <= 47)
      #expect(control.midX == 195)
      let field = try #require(session.switcher.firstTextInput)
      #expect(field.convert(CGPoint.zero, to: nil).y == 150)
      #expect(session.switcher.currentController?.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(titles.titles == ["KeyboardLab — todo"])
    }
  }

  @Test("Switching screens retitles the window, drops the old controller and takes the keyboard down")
  func switching() throws {
    guard AppScreens.all.count > 1 else { return }
    try withSession { session, titles in
      let other = AppScreens.all[1]
      weak var old = session.switcher.currentController
      session.switcher.focusFirstTextInput()
      #expect(session.window.keyboardController.isKeyboardVisible)
      session.switcher.show(named: other.name)
      UIKitRuntime.current.settle()
      #expect(old == nil)
      #expect(!session.window.keyboardController.isKeyboardVisible)
      #expect(session.switcher.segmentedControl.selectedSegmentIndex == 1)
      #expect(titles.titles.last == "KeyboardLab — \(other.name)")
    }
  }

  @Test("A script clicks, types and checks through the window's entry points")
  func scriptRuns() throws {
    let code = try play(
      """
      click 195 190
      type Hi 우유
      settle
      expect-field-top 120
      expect-keyboard-top 553
      expect-text Hi 우유
      key escape
      settle
      expect-field-top 150
      expect-keyboard hidden
      quit 7
      """)
    #expect(code == 7)
  }

  @Test("With a hardware keyboard the todo field types without the keys; detaching brings them and the seed's -30")
  func hardwareKeyboardScript() throws {
    // No will-show with a hardware keyboard: the seed's handler never runs, the field
    // stays at 150. Detached, the keys come up with will-show: 120, keys at 844 − 291.
    let code = try play(
      """
      click 195 190
      type Hi
      settle
      expect-keyboard hidden
      expect-field-top 150
      expect-text Hi
      keyboard software
      settle
      expect-keyboard shown
      expect-field-top 120
      expect-keyboard-top 553
      keyboard hardware
      settle
      expect-keyboard hidden
      expect-field-top 150
      quit 5
      """, arguments: ["--keyboard", "hardware"])
    #expect(code == 5)
  }

  @Test("--keyboard-language ko: tapping the Korean keys composes 우유 in the todo field")
  func koreanScript() throws {
    let code = try play(
      """
      click 195 190
      settle
      tap-key ㅇ
      tap-key ㅜ
      tap-key ㅇ
      tap-key ㅠ
      expect-text 우유
      tap-key globe
      tap-key a
      expect-text 우유a
      quit 6
      """, arguments: ["--keyboard-language", "ko"])
    #expect(code == 6)
  }

  @Test("--orientation landscape: the todo field rides the landscape keyboard; turning back restores portrait")
  func landscapeScript() throws {
    // Landscape keyboard 181 high on the 390-point-high screen: its top at 209. The
    // todo field is at 120 with the keyboard up in either orientation.
    let code = try play(
      """
      click 195 190
      settle
      expect-keyboard-top 209
      expect-field-top 120
      rotate portrait
      settle
      expect-keyboard-top 553
      expect-field-top 120
      rotate landscape
      settle
      expect-keyboard-top 209
      quit 3
      """, arguments: ["--orientation", "landscape"])
    #expect(code == 3)
  }

  @Test("--predictive on: the keyboard is 336 high, so its top is at 844 − 336 = 508")
  func predictiveScript() throws {
    let code = try play(
      """
      click 195 190
      settle
      expect-keyboard-top 508
      predictive off
      settle
      expect-keyboard-top 553
      quit 4
      """, arguments: ["--predictive", "on"])
    #expect(code == 4)
  }

  /// On an 11-inch iPad Pro the todo field's top is 150 at rest; a docked keyboard's
  /// will-show moves it to 120 and the keyboard's top is 1 210 − 289 = 921; undocked, the
  /// keyboard is 269 high, 403 up (a third of 1 210): its top at 538, and the seed is told
  /// will-hide, so the field goes back to 150; a lifted keyboard's show posts no will-show.
  @Test("keyboard-mode on an iPad: undocking posts will-hide, and a lifted keyboard comes up without will-show")
  func keyboardModeScript() throws {
    let code = try play(
      """
      focus
      settle
      expect-keyboard-top 921
      expect-field-top 120
      keyboard-mode undocked
      settle
      expect-keyboard-top 538
      expect-field-top 150
      tap-key dismiss
      settle
      expect-keyboard hidden
      focus
      settle
      expect-keyboard-top 538
      expect-field-top 150
      quit 5
      """, arguments: ["--device", "ipad-pro-11"])
    #expect(code == 5)
  }

  @Test("keyboard-mode on a phone fails the script")
  func keyboardModeOnAPhone() throws {
    #expect(try play("keyboard-mode split\nquit 3\n") == 1)
    #expect(try play("keyboard-mode docked\nquit 3\n") == 3)
  }

  @Test("A failed expectation ends the script with exit code 1")
  func scriptFails() throws {
    let path = NSTemporaryDirectory() + "keyboardlab-shell-fail-\(getpid()).script"
    try "expect-field-top 99\nquit\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var flags = AppFlags()
    flags.scriptPath = path
    flags.headless = true
    try withSession(flags) { session, _ in
      UIKitRuntime.current.beginFrame(at: UIKitRuntime.current.now)
      #expect(session.tick() == 1)
    }
  }

  @Test("Text typed with nothing focused ends the script with exit code 1; a key not on the keyboard too")
  func typingIntoNothingFails() throws {
    #expect(try play("type lost\nquit 3\n") == 1)
    #expect(try play("tap-key a\nquit 3\n") == 1)
    // Focused, both go through.
    #expect(try play("click 195 190\nsettle\ntype kept\ntap-key a\nexpect-text kepta\nquit 3\n") == 3)
  }
}
