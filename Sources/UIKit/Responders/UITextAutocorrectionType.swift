import Foundation

/// Whether the keyboard corrects words. Kept, not acted on: this keyboard corrects nothing.
public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}
