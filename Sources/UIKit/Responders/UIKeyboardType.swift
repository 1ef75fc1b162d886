import Foundation

/// Which keyboard a text input asks for. The raw values are iOS's.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
    emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad

  /// iOS's deprecated name for `.asciiCapable`.
  public static let alphabet = UIKeyboardType.asciiCapable
}
