import Foundation

/// The letter keys of iOS's Korean keyboard, 두벌식 (two-set: consonants on the left,
/// vowels on the right), as data for the key rows; the rows around them (shift, Backspace,
/// the bottom row) are the English keyboard's.
///
/// The arrangement is the Korean standard two-set layout (KS X 5002), which iOS's Korean
/// keyboard shows on the QWERTY positions (q→ㅂ … m→ㅡ). Shift changes only the top row's
/// five consonants to their tense forms (ㅃㅉㄸㄲㅆ) and two vowels (ㅐ→ㅒ, ㅔ→ㅖ); the other
/// caps stay as they are, so a shifted ㅛ still types ㅛ
/// (https://codegolf.stackexchange.com/questions/186067: "with shift … just the top row
/// changes").
enum HangulLayout {
  /// The three letter rows, top to bottom, unshifted.
  static let rows = ["ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔ", "ㅁㄴㅇㄹㅎㅗㅓㅏㅣ", "ㅋㅌㅊㅍㅠㅜㅡ"]

  /// The same rows with shift on.
  static let shiftedRows = ["ㅃㅉㄸㄲㅆㅛㅕㅑㅒㅖ", "ㅁㄴㅇㄹㅎㅗㅓㅏㅣ", "ㅋㅌㅊㅍㅠㅜㅡ"]

  /// The rows for a shift state, one key cap per character.
  static func rows(shifted: Bool) -> [[Character]] {
    (shifted ? shiftedRows : rows).map(Array.init)
  }

  /// What a key cap types with shift on: its tense consonant or its ㅒ/ㅖ, or itself.
  static func shifted(_ key: Character) -> Character {
    for (plain, shifted) in zip(rows, shiftedRows) {
      if let i = plain.firstIndex(of: key) {
        return shifted[shifted.index(shifted.startIndex, offsetBy: plain.distance(from: plain.startIndex, to: i))]
      }
    }
    return key
  }
}
