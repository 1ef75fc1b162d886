import Foundation
import UIKit

/// The clipboard and the selection, as a person uses them: paste with ⌘V, select a
/// run of text, read what is selected, and the edit menu over it.
extension ScreenTester {
  /// The tester's pasteboard: `UIPasteboard.general` in its runtime (in memory).
  public var pasteboard: UIPasteboard { run { UIPasteboard.general } }

  /// Puts `text` on the pasteboard and pastes it into the first responder with ⌘V, as a
  /// person would: the input's delegate is asked once, with all of it, and may refuse.
  /// Returns whether anything took the shortcut (false when the input cannot paste,
  /// say its `canPerformAction` forbids it). Throws when no text input is focused.
  @discardableResult
  public func paste(_ text: String) throws -> Bool {
    guard window.firstResponder is UIKeyInput else { throw ScreenTesterError.noTextInput }
    run { UIPasteboard.general.string = text }
    return press(.character("v"), modifiers: .command)
  }

  /// Selects the characters `range` (Swift `Character`s, from the start) of the focused
  /// input, as a drag across them would; clamped to the text. Throws when no text input
  /// is focused.
  public func select(range: Range<Int>) throws {
    guard let input = window.firstResponder as? UITextInput else { throw ScreenTesterError.noTextInput }
    run {
      let text = input.text(in: input.textRange(from: input.beginningOfDocument, to: input.endOfDocument)!) ?? ""
      let lower = text.index(text.startIndex, offsetBy: min(max(range.lowerBound, 0), text.count))
      let upper = text.index(lower, offsetBy: min(max(range.count, 0), text.distance(from: lower, to: text.endIndex)))
      let start = input.position(
        from: input.beginningOfDocument, offset: text.utf16.distance(from: text.startIndex, to: lower))
      let end = input.position(
        from: input.beginningOfDocument, offset: text.utf16.distance(from: text.startIndex, to: upper))
      if let start, let end { input.selectedTextRange = input.textRange(from: start, to: end) }
    }
  }

  /// The focused input's selected text ("" at a caret); nil when no text input is
  /// focused.
  public var selectedText: String? {
    guard let input = window.firstResponder as? UITextInput, let range = input.selectedTextRange else { return nil }
    return run { input.text(in: range) }
  }

  /// The items of the edit menu on screen, in order ("Cut", "Copy", "Paste"…); empty
  /// when none shows.
  public var editMenuItems: [String] {
    window.shownEditMenu?.actions.map(\.title) ?? []
  }

  /// Taps the edit menu's item titled `title`. Throws when no menu shows it.
  public func tapEditMenuItem(_ title: String) throws {
    guard let menu = window.shownEditMenu else { throw ScreenTesterError.noEditMenu(item: title) }
    guard let button = menu.subviews.first(where: { ($0 as? UIButton)?.currentTitle == title }) else {
      throw ScreenTesterError.noEditMenu(item: title)
    }
    try tap(button)
  }
}
