import Foundation

/// When the keyboard turns shift on by itself, from the input's
/// `autocapitalizationType` and the text before the caret.
///
/// iOS's rules as the keyboard shows them: `.sentences` shifts at the start of the text,
/// after a line break, and after a sentence's end (".", "!" or "?") once a space follows
/// it; `.words` at the start and after any space or line break; `.allCharacters` always;
/// `.none` never. A secure field never shifts by itself.
enum Autocapitalization {
  static func wantsShift(_ type: UITextAutocapitalizationType, before text: Substring) -> Bool {
    switch type {
    case .none: return false
    case .allCharacters: return true
    case .words:
      guard let last = text.last else { return true }
      return last.isWhitespace
    case .sentences:
      guard let last = text.last else { return true }
      if last.isNewline { return true }
      guard last == " " else { return false }
      guard let end = text.reversed().first(where: { $0 != " " }) else { return true }
      return end == "." || end == "!" || end == "?" || end.isNewline
    }
  }
}
