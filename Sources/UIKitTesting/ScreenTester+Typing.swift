import Foundation
import UIKit

/// Typing, on the real keyboard and on the on-screen one.
extension ScreenTester {
  /// The on-screen keyboard of the tester's window.
  public var keyboard: KeyboardController { window.keyboardController }

  /// Types `text` on the real (hardware) keyboard: it reaches the first responder as
  /// one piece of text, as a desktop's text-input event delivers it. A "\n" in `text`
  /// is text too, as on iOS; press `.enter` for the Return key.
  public func type(_ text: String) throws {
    guard window.firstResponder is UIKeyInput else { throw ScreenTesterError.noTextInput }
    window.handleText(text)
  }

  /// Presses a key of the real keyboard that is not text (Return, Backspace, arrows,
  /// Tab, Escape); returns whether anything handled it.
  @discardableResult
  public func press(_ key: KeyboardKey, modifiers: KeyModifiers = []) -> Bool {
    window.handleKey(key, modifiers: modifiers)
  }

  /// Taps a key of the on-screen keyboard's current pane at its centre. Throws when the
  /// keyboard is not up or the pane has no such key.
  public func tapKey(_ key: KeyboardView.Key) throws {
    tap(at: try center(of: key))
  }

  /// The centre of a key of the on-screen keyboard's current pane, where a tap on it
  /// lands (window coordinates; the model frame, as hit testing uses). Throws when the
  /// keyboard is not up or the pane has no such key.
  public func center(of key: KeyboardView.Key) throws -> CGPoint {
    guard keyboard.isKeyboardVisible else { throw ScreenTesterError.keyboardNotShown }
    guard let rect = keyboard.keyRect(for: key) else {
      if case .character(let text) = key, let character = text.first {
        throw ScreenTesterError.notOnKeyboard(character)
      }
      throw ScreenTesterError.notOnKeyboard(" ")
    }
    return CGPoint(x: rect.midX, y: rect.midY)
  }

  /// Types `text` on the on-screen keyboard as a person would: switches panes for
  /// digits and symbols and taps shift for capitals. A space taps the space bar and a
  /// "\n" the Return key. Throws at the first character no key types; the characters
  /// before it stay typed, as they would under a person's fingers.
  public func typeOnKeyboard(_ text: String) throws {
    guard keyboard.isKeyboardVisible else { throw ScreenTesterError.keyboardNotShown }
    for character in text {
      switch character {
      case " ": try tapKey(.space)
      case "\n": try tapKey(.returnKey)
      default: try tapCharacterKey(character)
      }
    }
  }

  /// The keys that switch panes, in the order they are tried.
  private static let paneKeys: [KeyboardView.Key] = [.numbers, .symbols, .letters]

  private func tapCharacterKey(_ character: Character) throws {
    let view = keyboard.keyboardView
    let wanted = String(character)
    // Through the panes a pane key leads to (letters → 123 → #+= on the letter keyboard,
    // digits → +*# on the phone pad), each at most once, to find the key; then shift
    // until the key types the character in the case wanted.
    var visited: [KeyboardView.Pane] = []
    while true {
      if let key = view.visibleKeys.first(where: { view.typedText(for: $0)?.lowercased() == wanted.lowercased() }) {
        for _ in 0..<3 where view.typedText(for: key) != wanted {
          try tapKey(.shift)
        }
        guard view.typedText(for: key) == wanted else { throw ScreenTesterError.notOnKeyboard(character) }
        try tapKey(key)
        return
      }
      visited.append(view.pane)
      guard
        let next = Self.paneKeys.first(where: { key in
          view.visibleKeys.contains(key) && view.destinationPane(of: key).map { !visited.contains($0) } == true
        })
      else { break }
      try tapKey(next)
    }
    throw ScreenTesterError.notOnKeyboard(character)
  }
}
