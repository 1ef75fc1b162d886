import Foundation

/// The languages of the on-screen keyboard, in the order the globe key steps through
/// them, as an iPhone with the English and Korean keyboards enabled has them.
public enum KeyboardLanguage: String, Sendable, CaseIterable {
  case english = "en"
  case korean = "ko"

  /// The language after this one: what the globe key switches to.
  var next: KeyboardLanguage {
    let all = Self.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }
}
