import Foundation
import KeyboardLab
import SeedScreens
import Testing
import UIKit
import UIKitTesting

/// A screen as an app writes it: a field and a button at fixed places, a label the
/// button writes to, and a view that covers part of the screen.
@MainActor
private final class SignInController: UIViewController {
  let field = UITextField()
  let button = UIButton(type: .system)
  let label = UILabel()
  let cover = UIView()
  let hidden = UIButton(type: .system)
  var taps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    field.placeholder = "Email"
    field.frame = CGRect(x: 20, y: 100, width: 350, height: 44)
    button.setTitle("Sign in", for: .normal)
    button.frame = CGRect(x: 20, y: 160, width: 350, height: 44)
    button.addAction(
      UIAction { [unowned self] _ in
        taps += 1; label.text = "tapped \(taps)"
      }, for: .touchUpInside)
    label.frame = CGRect(x: 20, y: 220, width: 350, height: 30)
    hidden.setTitle("Hidden", for: .normal)
    hidden.frame = CGRect(x: 20, y: 260, width: 350, height: 44)
    hidden.isHidden = true
    cover.frame = CGRect(x: 0, y: 300, width: 390, height: 100)
    cover.backgroundColor = .white
    let underCover = UIButton(type: .system)
    underCover.setTitle("Under", for: .normal)
    underCover.frame = CGRect(x: 20, y: 320, width: 350, height: 44)
    for view in [field, button, label, hidden, underCover, cover] { self.view.addSubview(view) }
  }
}

@Suite @MainActor struct ScreenTesterTests {
  @Test func tappingAButtonRunsItsActionOnce() throws {
    let screen = SignInController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    try tester.tap(screen.button)
    #expect(screen.taps == 1)
    #expect(tester.drawnTexts().contains { $0.string == "tapped 1" })
  }

  /// Slide Over puts the window at (504, 20) on the 11-inch Pro: what it draws is read in
  /// its own points, the label's text at its frame's (20, 220), not the screen's (524, 240).
  @Test func aWindowAwayFromTheScreensCornerIsReadInItsOwnPoints() throws {
    let screen = SignInController()
    let tester = ScreenTester(screen, device: .iPadPro11)
    defer { tester.tearDown() }
    tester.run { _ = tester.window.screen.arrangeAppWindow(.slideOver) }
    try tester.settle()
    try tester.tap(screen.button)
    let label = try #require(tester.drawnTexts().first { $0.string == "tapped 1" })
    #expect(label.frame.minX == 20)
    #expect(label.frame.minY >= 220 && label.frame.maxY <= 250)
  }

  @Test func aViewThatATapCannotReachThrowsAndNothingIsTouched() throws {
    let screen = SignInController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    let under = try #require(tester.views(showing: "Under").first)
    #expect(throws: ScreenTesterError.self) { try tester.tap(under) }
    #expect(throws: ScreenTesterError.self) { try tester.tap(screen.hidden) }
    #expect(throws: ScreenTesterError.notInWindow(view: "UILabel")) { try tester.tap(UILabel()) }
    screen.button.frame.origin.y = 900
    #expect(throws: ScreenTesterError.self) { try tester.tap(screen.button) }
    #expect(screen.taps == 0)
  }

  @Test func tappingAFieldBringsTheKeyboardUpInAQuarterSecond() throws {
    let screen = SignInController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    #expect(tester.keyboardFrameOnScreen == nil)
    try tester.tap(screen.field)
    #expect(tester.firstResponder === screen.field)
    #expect(tester.isKeyboardShown)
    // 0.25 s at 60 Hz: 15 frames (iOS's keyboard slide), the last one completing it.
    let frames = try tester.settle()
    #expect(frames == 15)
    #expect(try tester.settle() == 1)
    // iPhone 14: 844 high, the keyboard 291 high at the bottom.
    #expect(tester.keyboardFrameOnScreen == CGRect(x: 0, y: 844 - 291, width: 390, height: 291))
    #expect(tester.isVisible(screen.field))
  }

  @Test func typingReachesTheFieldOnEitherKeyboard() throws {
    let screen = SignInController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    #expect(throws: ScreenTesterError.noTextInput) { try tester.type("x") }
    #expect(throws: ScreenTesterError.keyboardNotShown) { try tester.typeOnKeyboard("x") }
    try tester.tap(screen.field)
    try tester.settle()
    try tester.type("me@")
    try tester.typeOnKeyboard("Ab 42!")
    #expect(screen.field.text == "me@Ab 42!")
    tester.press(.backspace)
    #expect(screen.field.text == "me@Ab 42")
    #expect(throws: ScreenTesterError.notOnKeyboard("한")) { try tester.typeOnKeyboard("한") }
  }

  @Test func pumpingForADurationRunsWholeFrames() {
    let tester = ScreenTester(SignInController())
    defer { tester.tearDown() }
    let start = tester.now
    tester.pump(for: 0.25)
    #expect(abs(tester.now - start - 15.0 / 60.0) < 1e-9)
    tester.pump(for: 0.26)
    #expect(abs(tester.now - start - 31.0 / 60.0) < 1e-9)
  }

  @Test func aFieldAboveTheKeyboardIsVisibleAndOneBelowIsNot() throws {
    let screen = SignInController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    let low = UITextField()
    low.frame = CGRect(x: 20, y: 700, width: 350, height: 44)
    screen.view.addSubview(low)
    #expect(tester.isVisible(low))
    try tester.tap(screen.field)
    try tester.settle()
    // The keyboard's top is at 553; the low field (700…744) lies under it.
    #expect(!tester.isVisible(low))
    #expect(tester.isVisible(screen.field))
    #expect(!tester.isVisible(screen.hidden))
  }

  @Test func theSeedTodoScreenMovesItsFieldUpThirtyPoints() throws {
    let tester = ScreenTester(TodoAddViewController())
    defer { tester.tearDown() }
    let field = try #require(tester.views(of: UITextField.self).first)
    let resting = tester.frame(of: field)
    try tester.tap(field)
    tester.pump(for: 0.15)
    // Half-way through the 0.3 s animation the field is drawn between its two places.
    let halfway = tester.presentedFrame(of: field).minY
    #expect(halfway < resting.minY && halfway > resting.minY - 30)
    try tester.settle()
    #expect(tester.frame(of: field).minY == resting.minY - 30)
    #expect(tester.presentedFrame(of: field) == tester.frame(of: field))
  }

  @Test func eachTesterHearsOnlyItsOwnKeyboard() throws {
    let phone = SignInController()
    let small = SignInController()
    let a = ScreenTester(phone)
    let b = ScreenTester(small, device: .iPhoneSE)
    defer {
      a.tearDown()
      b.tearDown()
    }
    let logA = a.recordKeyboardNotifications()
    let logB = b.recordKeyboardNotifications()
    try a.tap(phone.field)
    try a.settle()
    #expect(logB.entries.isEmpty)
    #expect(logA.shortNames.contains("WillShow") && logA.shortNames.contains("DidShow"))
    #expect(
      logA.entries.first { $0.shortName == "WillShow" }?.endFrame == CGRect(x: 0, y: 553, width: 390, height: 291))
    try b.tap(small.field)
    try b.settle()
    // iPhone SE: 667 high, keyboard 216.
    #expect(b.keyboardFrameOnScreen == CGRect(x: 0, y: 667 - 216, width: 375, height: 216))
    #expect(
      logB.entries.first { $0.shortName == "WillShow" }?.endFrame == CGRect(x: 0, y: 451, width: 375, height: 216))
    #expect(a.keyboardFrameOnScreen == CGRect(x: 0, y: 553, width: 390, height: 291))
  }

  @Test func changingTheDeviceMovesTheKeyboard() throws {
    let screen = SignInController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    try tester.tap(screen.field)
    try tester.settle()
    tester.device = .iPhone14ProMax
    try tester.settle()
    // 430×932 with a 301-point keyboard.
    #expect(tester.window.bounds.size == CGSize(width: 430, height: 932))
    #expect(tester.keyboardFrameOnScreen == CGRect(x: 0, y: 631, width: 430, height: 301))
  }

  @Test func tearingDownReleasesTheScreen() {
    weak var released: UIViewController?
    do {
      let screen = SignInController()
      released = screen
      let tester = ScreenTester(screen)
      tester.tearDown()
    }
    #expect(released == nil)
  }
}
