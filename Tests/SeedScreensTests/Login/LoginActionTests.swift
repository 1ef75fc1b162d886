import Foundation
import SeedScreens
import SeedScreensTestSupport
import Testing
@_spi(Testing) import UIKit
import UIKitTestSupport
import UIKitTesting

/// What Log In does (Return on the password field, or the button) and how the form is
/// drawn: the would-be login message, the missing-field messages, secure entry.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct LoginActionTests {
  @Test("Return on the password field with both filled: says which email would log in; the keyboard goes down")
  func validLogin() {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    let log = KeyboardNotificationLog()
    screen.click(screen.email)
    screen.window.handleText("a@b.c")
    screen.tapKey(.returnKey)
    #expect(screen.password.isFirstResponder)
    screen.typeOnKeys("secret")
    screen.tapKey(.returnKey)
    #expect(screen.message == "Would log in as a@b.c — no network in this lab")
    #expect(screen.views.messageLabel.textColor == .secondaryLabel)
    #expect(!screen.email.isFirstResponder && !screen.password.isFirstResponder)
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 1)
    screen.settle()
    #expect(screen.offset == -50)
    #expect(screen.boxCenterY == 378.5)
    // The texts stay as typed.
    #expect(screen.email.text == "a@b.c")
    #expect(screen.password.text == "secret")
  }

  @Test("The Log In button does the same; the email is trimmed of surrounding spaces")
  func buttonLogin() {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    screen.click(screen.email)
    screen.window.handleText("  me@example.com ")
    screen.click(screen.password)
    screen.window.handleText("pw")
    screen.settle()
    screen.click(screen.button)
    #expect(screen.message == "Would log in as me@example.com — no network in this lab")
    #expect(!screen.keyboard.isKeyboardVisible)
    screen.settle()
    #expect(screen.boxCenterY == 378.5)
  }

  @Test("Empty email: a clear message, and the email field takes the keyboard")
  func emptyEmail() {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    let log = KeyboardNotificationLog()
    screen.click(screen.password)
    screen.typeOnKeys("pw")
    screen.tapKey(.returnKey)
    #expect(screen.message == "Enter your email to log in.")
    #expect(screen.views.messageLabel.textColor == .systemRed)
    #expect(screen.email.isFirstResponder)
    screen.settle()
    #expect(log.count(UIResponder.keyboardWillShowNotification) == 1)
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 0)
    #expect(screen.offset == -145.5)
    // Spaces alone are no email either.
    screen.window.handleText("   ")
    screen.click(screen.password)
    screen.window.handleKey(.enter, modifiers: [])
    #expect(screen.message == "Enter your email to log in.")
    #expect(screen.email.isFirstResponder)
  }

  @Test("Empty password: a clear message, and the password field keeps editing")
  func emptyPassword() {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    screen.click(screen.email)
    screen.window.handleText("a@b.c")
    screen.window.handleKey(.enter, modifiers: [])
    #expect(screen.password.isFirstResponder)
    screen.window.handleKey(.enter, modifiers: [])
    #expect(screen.message == "Enter your password to log in.")
    #expect(screen.password.isFirstResponder)
    screen.settle()
    #expect(screen.keyboard.isKeyboardVisible)
    #expect(screen.offset == -145.5)
    // Then typing it and Return logs in.
    screen.window.handleText("x")
    screen.window.handleKey(.enter, modifiers: [])
    #expect(screen.message == "Would log in as a@b.c — no network in this lab")
  }

  @Test("The button with nothing typed asks for the email and brings up the keyboard for it")
  func buttonWithEmptyForm() {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    screen.click(screen.button)
    #expect(screen.message == "Enter your email to log in.")
    #expect(screen.email.isFirstResponder)
    screen.settle()
    #expect(screen.boxCenterY == 283)
  }

  @Test("Log In answers field by field: email trimmed, any password but an empty one")
  func attempts() {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    let cases: [(email: String?, password: String?, message: String)] = [
      (nil, nil, "Enter your email to log in."),
      (" \n", "pw", "Enter your email to log in."),
      ("a@b.c", "", "Enter your password to log in."),
      (" a@b.c ", " ", "Would log in as a@b.c — no network in this lab"),
    ]
    for (email, password, message) in cases {
      screen.email.text = email
      screen.password.text = password
      screen.click(screen.button)
      #expect(screen.message == message, "email \(String(describing: email)), password \(String(describing: password))")
    }
  }

  @Test("Secure entry draws one bullet per character, never the password")
  func secureEntryDrawsBullets() {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    screen.click(screen.password)
    screen.typeOnKeys("abc")
    screen.window.handleText("한👍🏽")
    screen.settle()
    #expect(screen.password.text == "abc한👍🏽")
    let texts = screen.drawnTexts().map(\.0)
    #expect(texts.contains("•••••"))
    #expect(!texts.contains { $0.contains("abc") || $0.contains("한") || $0.contains("👍") })
    // The email field is not secure.
    screen.click(screen.email)
    screen.window.handleText("abc")
    #expect(screen.drawnTexts().map(\.0).contains("abc"))
  }

  @Test("The password field's caret sits after the last bullet")
  func secureEntryCaret() throws {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    screen.click(screen.password)
    screen.window.handleText("abcdefgh")
    let canvas = RecordingCanvas()
    screen.password.render(in: canvas)
    var bullets: CGRect?
    var caret: CGRect?
    for command in canvas.commands {
      if case .text("••••••••", let frame, _, _, _) = command { bullets = frame }
      if case .fill(let rect, _, let color, _) = command, color == screen.password.tintColor, rect.width <= 3 {
        caret = rect
      }
    }
    let text = try #require(bullets)
    let drawnCaret = try #require(caret)
    // The caret sits after the last bullet (it is placed by grapheme count, since the
    // bullets' string indices are not the real text's).
    #expect(abs(drawnCaret.minX - text.maxX) <= 2)
  }

  @Test("It looks like an iOS login form: white, grey-bordered rounded fields, grey placeholders, a blue button")
  func looksLikeALoginForm() throws {
    let screen = LoginScreen()
    defer { screen.tearDown() }
    #expect(screen.views.root.backgroundColor == .white)
    #expect(screen.email.borderStyle == .roundedRect && screen.password.borderStyle == .roundedRect)
    #expect(screen.email.returnKeyType == .next)
    #expect(screen.password.returnKeyType == .go && screen.password.isSecureTextEntry)
    #expect(screen.button.backgroundColor == .systemBlue)
    #expect(screen.button.currentTitle == "Log In")
    #expect(screen.button.currentTitleColor == .white)
    #expect(screen.button.layer.cornerRadius > 0)

    // Frames: a 330-wide box centred in the safe area; stacked logo, fields, button.
    let box = screen.box.frame
    #expect(box.width == 330 && box.midX == 195)
    #expect(box.midY == 378.5)
    #expect(screen.views.logo.frame == CGRect(x: 135, y: 0, width: 60, height: 60))
    #expect(screen.email.frame == CGRect(x: 0, y: 92, width: 330, height: 44))
    #expect(screen.password.frame == CGRect(x: 0, y: 148, width: 330, height: 44))
    #expect(screen.button.frame == CGRect(x: 0, y: 216, width: 330, height: 50))
    #expect(box.height == 266)
    #expect(screen.views.messageLabel.frame.minY == box.maxY + 16)

    let canvas = RecordingCanvas()
    screen.window.render(in: canvas)
    var strokes: [(CGRect, UIColor)] = []
    var texts: [(String, UIColor)] = []
    var fills: [(CGRect, UIColor)] = []
    for command in canvas.commands {
      switch command {
      case .stroke(let rect, _, _, let color, _): strokes.append((rect, color))
      case .text(let string, _, _, let color, _): texts.append((string, color))
      case .fill(let rect, _, let color, _): fills.append((rect, color))
      default: break
      }
    }
    #expect(strokes.filter { $0.1 == .systemGray4 && $0.0.size == CGSize(width: 330, height: 44) }.count == 2)
    #expect(texts.contains { $0.0 == "Email" && $0.1 == .placeholderText })
    #expect(texts.contains { $0.0 == "Password" && $0.1 == .placeholderText })
    #expect(texts.contains { $0.0 == "Log In" && $0.1 == .white })
    #expect(fills.contains { $0.0.size == CGSize(width: 330, height: 50) && $0.1 == .systemBlue })
    #expect(fills.contains { $0.0.size == CGSize(width: 390, height: 844) && $0.1 == .white })
  }

  @Test("No logo image registered: a drawn placeholder of the logo's size; with one: the image")
  func logo() throws {
    let saved = UIImage(named: "logo")
    defer {
      if let saved { UIImage.register(saved, named: "logo") } else { UIImage.unregister(named: "logo") }
    }
    UIImage.unregister(named: "logo")
    do {
      let screen = LoginScreen()
      defer { screen.tearDown() }
      let logo = screen.views.logo
      #expect(logo.image == nil)
      let placeholder = try #require(screen.views.logoPlaceholder)
      #expect(placeholder.superview === logo)
      #expect(placeholder.frame == CGRect(x: 0, y: 0, width: 60, height: 60))
      let canvas = RecordingCanvas()
      placeholder.render(in: canvas)
      #expect(canvas.commands.count > 10)
    }
    UIImage.register(.solid(color: .systemOrange, size: CGSize(width: 60, height: 60), scale: 3), named: "logo")
    do {
      let screen = LoginScreen()
      defer { screen.tearDown() }
      let logo = screen.views.logo
      #expect(logo.image != nil)
      #expect(screen.views.logoPlaceholder == nil)
      #expect(logo.frame == CGRect(x: 135, y: 0, width: 60, height: 60))
      let canvas = RecordingCanvas()
      screen.window.render(in: canvas)
      #expect(
        canvas.commands.contains { command in
          if case .image(_, let rect, _) = command { return rect.size == CGSize(width: 60, height: 60) }
          return false
        })
    }
  }
}
