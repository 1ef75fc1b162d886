import Foundation

/// When the keyboard turns shift on by itself. The raw values are iOS's.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}
