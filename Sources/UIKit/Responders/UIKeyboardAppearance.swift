import Foundation

/// The keyboard's look: light or dark. The raw values are iOS's.
public enum UIKeyboardAppearance: Int, Sendable {
  case `default`, dark, light

  /// iOS's deprecated name for `.dark`.
  public static let alert = UIKeyboardAppearance.dark
}
