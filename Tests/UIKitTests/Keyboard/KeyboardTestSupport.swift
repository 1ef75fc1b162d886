import Foundation
import Testing

@testable import UIKit

/// A minimal text input, independent of `UITextField`'s own editing rules: it becomes
/// first responder when tapped and appends what it is given.
@MainActor
class KeyboardTestInput: UIView, UIKeyInput, UITextInputTraits {
  var text = ""
  var returnKeyType: UIReturnKeyType = .default
  var isSecureTextEntry = false

  var hasText: Bool { !text.isEmpty }
  override var canBecomeFirstResponder: Bool { true }

  func insertText(_ text: String) { self.text += text }

  func deleteBackward() {
    if !text.isEmpty { text.removeLast() }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    becomeFirstResponder()
  }
}

/// A text input that handles editing keys itself, recording what it was offered.
@MainActor
final class KeyboardTestKeyHandlingInput: KeyboardTestInput, EditingKeyHandling {
  var offered: [KeyboardKey] = []
  var handledKeys: Set<KeyboardKeyName> = []

  func handleEditingKey(_ key: KeyboardKey, modifiers: KeyModifiers) -> Bool {
    offered.append(key)
    return handledKeys.contains(KeyboardKeyName(key))
  }
}

/// `KeyboardKey` is Equatable but not Hashable; tests key sets by name.
struct KeyboardKeyName: Hashable {
  let name: String
  init(_ key: KeyboardKey) { name = "\(key)" }
}

/// A fresh 390×844 key window with a plain root view: the keyboard's window, in the
/// test's own runtime (the suite's `.uikitRuntime` trait).
@MainActor
final class KeyboardFixture {
  let window: UIWindow
  let root: UIViewController

  init() {
    UIKitRuntime.current.layoutLog.echoToStandardError = false
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
  }

  /// Call in a `defer` right after making the fixture.
  func tearDown() {
    window.endEditing(true)
    window.resignKeyAndHide()
  }

  var keyboard: KeyboardController { window.keyboardController }
  var keyboardView: KeyboardView { keyboard.keyboardView }

  /// Adds a test input at `frame` to the root view.
  @discardableResult
  func addInput(_ frame: CGRect, _ input: KeyboardTestInput = KeyboardTestInput())
    -> KeyboardTestInput
  {
    input.frame = frame
    root.view.addSubview(input)
    return input
  }

  func tap(_ point: CGPoint) {
    window.handleTouch(.began, at: point)
    window.handleTouch(.ended, at: point)
  }

  func tap(_ view: UIView) {
    let frame = view.convert(view.bounds, to: nil)
    tap(CGPoint(x: frame.midX, y: frame.midY))
  }

  /// Taps a key of the on-screen keyboard at the centre of its rectangle.
  func tapKey(_ key: KeyboardView.Key, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let rect = keyboard.keyRect(for: key) else {
      Issue.record("no key \(key) on the \(keyboardView.pane) pane", sourceLocation: sourceLocation)
      return
    }
    tap(CGPoint(x: rect.midX, y: rect.midY))
  }

  func type(_ text: String) {
    for c in text { tapKey(c == " " ? .space : .character(String(c))) }
  }

  func frames(_ count: Int) { advanceExactFrames(count) }
}

/// `count` display frames of the test's runtime, each on an exact multiple of 1/60 s
/// (`UIKitRuntime.pumpFrames` steps them so), so "after 15 frames the keyboard is up".
@MainActor
func advanceExactFrames(_ count: Int) {
  UIKitRuntime.current.pumpFrames(count)
}
