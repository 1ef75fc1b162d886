import Foundation

/// Korean 두벌식 composition as iOS's Korean keyboard does it: jamo keys in, finished text
/// and the syllable still being composed out.
///
/// A syllable is an initial consonant, a vowel and an optional final, and it stays open
/// while the next key could still change it: a consonant after a vowel is a final until a
/// vowel follows, when it moves on to start the next syllable (닭 + ㅏ → 달가, 값 + ㅏ →
/// 갑사); two vowels or two finals combine where Korean spelling allows (ㅗ + ㅏ → ㅘ,
/// ㄹ + ㄱ → ㄺ). Backspace takes the open syllable apart one key at a time, in the order
/// the keys came (과 → 고 → ㄱ → nothing); finished text is the caller's to delete.
///
/// iOS's keyboard hands the open syllable to the input as ordinary text, replacing it as
/// it changes, not as marked text (docs/KOREAN-INPUT.md has the evidence), so an `Edit`
/// says both what it finishes and how to patch the input's text; a caller that shows the
/// syllable as marked text instead uses `committed` and `composing` directly.
///
/// A pure value: the state is the keys of the open syllable, so each result follows from
/// the keys typed since the last commit alone.
struct HangulComposer: Equatable, Sendable {
  /// What one key or Backspace does to the text.
  struct Edit: Equatable, Sendable {
    /// The open syllable as it was before: the tail of the input's text that this edit
    /// replaces.
    var replaced: String
    /// Text finished by this key, which no later key changes; it goes where `replaced`
    /// was, before `composing`.
    var committed: String
    /// The syllable still open after this key (empty when none is).
    var composing: String

    /// How many characters at the end of the text to delete, and `textToInsert` what to
    /// type then, to turn the text into what it shows now, as iOS's keyboard hands it to
    /// the input (deleteBackward, then insertText). Only the part that changed is replaced:
    /// 안 + ㄴ types ㄴ and deletes nothing, 닭 + ㅏ deletes 닭 and types 달가.
    var charactersToDelete: Int { replaced.count - unchangedPrefix }

    /// See `charactersToDelete`.
    var textToInsert: String { String((committed + composing).dropFirst(unchangedPrefix)) }

    /// The syllables at the start of `replaced` that this edit leaves as they are.
    private var unchangedPrefix: Int {
      zip(replaced, committed + composing).prefix { $0 == $1 }.count
    }
  }

  /// A character that is none of the 두벌식 keys' jamo; the composer is left as it was.
  struct NotAJamo: Error, Equatable, CustomStringConvertible {
    let character: Character
    var description: String { "\"\(character)\" is not a key of the Korean 두벌식 keyboard" }
  }

  private var syllable = Syllable()

  /// The open syllable as the input shows it: a syllable block, or a lone jamo or
  /// consonant cluster while it has no initial and vowel both.
  var composing: String { syllable.text }

  var isComposing: Bool { !syllable.isEmpty }

  /// Whether `character` is one of the 두벌식 keys (the consonants and vowels of
  /// `HangulLayout`, shifted or not).
  static func isJamo(_ character: Character) -> Bool {
    Jamo.isConsonant(character) || Jamo.isVowel(character)
  }

  /// Types one jamo key.
  mutating func type(_ key: Character) throws(NotAJamo) -> Edit {
    guard Self.isJamo(key) else { throw NotAJamo(character: key) }
    let before = syllable.text
    let committed = syllable.add(key)
    return Edit(replaced: before, committed: committed, composing: syllable.text)
  }

  /// Backspace: removes the open syllable's last key. Nil when nothing is open, and then
  /// the caller deletes a character of the text as any keyboard does.
  mutating func backspace() -> Edit? {
    guard isComposing else { return nil }
    let before = syllable.text
    syllable.removeLastKey()
    return Edit(replaced: before, committed: "", composing: syllable.text)
  }

  /// Finishes the open syllable as it is (the caret moved, or a key that is no jamo was
  /// typed): returns its text, which the input already shows, and the next key starts a
  /// new syllable.
  @discardableResult
  mutating func commit() -> String {
    let text = syllable.text
    syllable = Syllable()
    return text
  }

  /// Forgets the open syllable without finishing it, for when the input's text changed
  /// from outside (set by the app, cleared after sending), so that the next key cannot
  /// combine with a syllable no longer there.
  mutating func reset() {
    syllable = Syllable()
  }
}

/// The open syllable as the keys that made it, in the order they came: one initial
/// consonant key (two for a lone cluster such as ㄳ, which has no vowel yet), one or two
/// vowel keys, and up to two final consonant keys. A key always goes after the ones
/// before it, so removing the last key is Backspace.
private struct Syllable: Equatable, Sendable {
  var initial: [Character] = []
  var medial: [Character] = []
  var final: [Character] = []

  var isEmpty: Bool { initial.isEmpty && medial.isEmpty }

  /// Adds a key and returns the text it finished: the syllable before it, or part of it
  /// (a final that moves on to the next syllable leaves the rest behind).
  mutating func add(_ key: Character) -> String {
    Jamo.isVowel(key) ? addVowel(key) : addConsonant(key)
  }

  private mutating func addConsonant(_ key: Character) -> String {
    if medial.isEmpty {
      // Nothing yet, or a lone consonant that may form a cluster (ㄱ + ㅅ → ㄳ).
      if initial.isEmpty || (initial.count == 1 && Jamo.cluster(initial[0], key) != nil) {
        initial.append(key)
        return ""
      }
      return startOver(with: [key])
    }
    // A lone vowel takes no final: a syllable needs an initial to have one.
    if initial.isEmpty { return startOver(with: [key]) }
    if final.isEmpty ? Jamo.canBeFinal(key) : (final.count == 1 && Jamo.cluster(final[0], key) != nil) {
      final.append(key)
      return ""
    }
    return startOver(with: [key])
  }

  private mutating func addVowel(_ key: Character) -> String {
    if medial.isEmpty {
      // A lone cluster's second consonant starts the syllable the vowel makes (ㄳ + ㅏ → ㄱ사).
      if initial.count == 2 {
        let done = String(initial[0])
        self = Syllable(initial: [initial[1]], medial: [key])
        return done
      }
      medial = [key]
      return ""
    }
    if final.isEmpty {
      if medial.count == 1 && Jamo.compoundVowel(medial[0], key) != nil {
        medial.append(key)
        return ""
      }
      return startOver(with: [], vowel: key)
    }
    // The last final starts the next syllable; a double final splits (값 + ㅏ → 갑사).
    let moving = final.removeLast()
    let done = text
    self = Syllable(initial: [moving], medial: [key])
    return done
  }

  /// Finishes this syllable and opens one with the given keys.
  private mutating func startOver(with initial: [Character], vowel: Character? = nil) -> String {
    let done = text
    self = Syllable(initial: initial, medial: vowel.map { [$0] } ?? [])
    return done
  }

  mutating func removeLastKey() {
    if !final.isEmpty {
      final.removeLast()
    } else if !medial.isEmpty {
      medial.removeLast()
    } else if !initial.isEmpty {
      initial.removeLast()
    }
  }

  var text: String {
    let vowel = medial.isEmpty ? nil : Jamo.vowel(medial)
    if initial.count == 1, let vowel {
      return String(
        Jamo.syllable(initial: initial[0], vowel: vowel, final: final.isEmpty ? nil : Jamo.consonant(final)))
    }
    if !initial.isEmpty { return String(Jamo.consonant(initial)) }
    return vowel.map { String($0) } ?? ""
  }
}

/// The jamo tables: Hangul Compatibility Jamo (U+3131–U+3163, what the keys type and what
/// shows alone), and their indices in the precomposed syllables, U+AC00 + (L × 21 + V) ×
/// 28 + T (The Unicode Standard, §3.12 "Conjoining Jamo Behavior",
/// https://www.unicode.org/versions/latest/ch03.pdf).
private enum Jamo {
  /// The 19 initials in syllable order (L).
  static let initials = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
  /// The 21 vowels in syllable order (V), compounds among them.
  static let vowels = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ")
  /// The 27 finals in syllable order (T − 1; T = 0 is no final), clusters among them.
  static let finals = Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ")

  /// The vowel keys: the vowels that are not compounds.
  private static let vowelKeys = Set("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅛㅜㅠㅡㅣ")

  /// Two vowel keys that make one vowel.
  private static let compoundVowels: [String: Character] = [
    "ㅗㅏ": "ㅘ", "ㅗㅐ": "ㅙ", "ㅗㅣ": "ㅚ", "ㅜㅓ": "ㅝ", "ㅜㅔ": "ㅞ", "ㅜㅣ": "ㅟ", "ㅡㅣ": "ㅢ",
  ]

  /// Two consonant keys that make a double final (or, alone, a cluster).
  private static let clusters: [String: Character] = [
    "ㄱㅅ": "ㄳ", "ㄴㅈ": "ㄵ", "ㄴㅎ": "ㄶ", "ㄹㄱ": "ㄺ", "ㄹㅁ": "ㄻ", "ㄹㅂ": "ㄼ", "ㄹㅅ": "ㄽ", "ㄹㅌ": "ㄾ",
    "ㄹㅍ": "ㄿ", "ㄹㅎ": "ㅀ", "ㅂㅅ": "ㅄ",
  ]

  static func isConsonant(_ c: Character) -> Bool { initials.contains(c) }
  static func isVowel(_ c: Character) -> Bool { vowelKeys.contains(c) }
  /// ㄸ, ㅃ and ㅉ never end a syllable.
  static func canBeFinal(_ c: Character) -> Bool { finals.contains(c) }

  static func compoundVowel(_ first: Character, _ second: Character) -> Character? {
    compoundVowels[String([first, second])]
  }

  static func cluster(_ first: Character, _ second: Character) -> Character? {
    clusters[String([first, second])]
  }

  /// The vowel one or two keys make.
  static func vowel(_ keys: [Character]) -> Character {
    keys.count == 2 ? compoundVowel(keys[0], keys[1])! : keys[0]
  }

  /// The consonant or cluster one or two keys make.
  static func consonant(_ keys: [Character]) -> Character {
    keys.count == 2 ? cluster(keys[0], keys[1])! : keys[0]
  }

  static func syllable(initial: Character, vowel: Character, final: Character?) -> Character {
    let l = initials.firstIndex(of: initial)!
    let v = vowels.firstIndex(of: vowel)!
    let t = final.map { finals.firstIndex(of: $0)! + 1 } ?? 0
    return Character(Unicode.Scalar(0xAC00 + (l * 21 + v) * 28 + t)!)
  }
}
