import Foundation

/// Whether misspelt words are marked. Kept, not acted on: nothing is spell-checked here.
public enum UITextSpellCheckingType: Int, Sendable {
  case `default`, no, yes
}
