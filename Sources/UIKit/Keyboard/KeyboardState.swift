import Foundation

/// The on-screen keyboard's pane and shift state, and the rules by which key taps change
/// them: a shift tap turns shift on for one character, a second tap within
/// `doubleTapInterval` locks the caps, and a tap on locked caps turns them off.
///
/// A pure value: each shift tap comes with its time, so the double tap is decided without
/// a clock, and what a key types follows from the state alone.
public struct KeyboardState {
  /// Shift: off, on for one character (a tap), or caps lock (a double tap).
  public enum ShiftState: Sendable, Equatable {
    case off, once, locked
  }

  /// Two shift taps closer than this lock the caps.
  static let doubleTapInterval: TimeInterval = 0.3

  /// A new editing session starts on the letters.
  var pane: KeyboardLayout.Pane = .letters
  /// The keyboard language: which letters the letter pane has.
  var language: KeyboardLanguage = .english
  /// The Korean syllable being typed (nothing while it is not).
  var composer = HangulComposer()
  private(set) var shiftState: ShiftState = .off
  private var lastShiftTap: TimeInterval?

  /// The text a character key types now (letters follow shift), or nil for keys that type
  /// nothing.
  func typedText(for key: KeyboardLayout.Key) -> String? {
    switch key {
    case .character(let c): title(ofCharacter: c)
    case .space: " "
    default: nil
    }
  }

  /// What a character key's cap shows: what it types, since shift changes only letters
  /// (a single one: ".com" stays as it is).
  func title(ofCharacter character: String) -> String {
    guard shiftState != .off, pane == .letters, character.count == 1, let c = character.first else {
      return character
    }
    // Korean has no case: shift gives the top row's tense consonants and ㅒ ㅖ.
    return HangulComposer.isJamo(c) ? String(HangulLayout.shifted(c)) : character.uppercased()
  }

  /// A tap on shift at `time`.
  mutating func tapShift(at time: TimeInterval) {
    if shiftState == .locked {
      shiftState = .off
    } else if shiftState == .once, let last = lastShiftTap, time - last <= Self.doubleTapInterval {
      shiftState = .locked
    } else {
      shiftState = shiftState == .off ? .once : .off
    }
    lastShiftTap = time
  }

  /// The keyboard's own shift, set from the text before the caret; caps lock stays.
  mutating func autoShift(_ on: Bool) {
    guard shiftState != .locked else { return }
    shiftState = on ? .once : .off
  }

  /// A key typed its text: shift that was on for one character is used up.
  mutating func didType() {
    if shiftState == .once { shiftState = .off }
  }
}
