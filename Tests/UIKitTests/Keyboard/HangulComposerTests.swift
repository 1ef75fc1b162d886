import Foundation
import Testing

@testable import UIKit

/// The 두벌식 composition against Korean spelling: each expected string is written out by
/// hand, and the keys are the jamo a person types for it, in order.
@Suite
struct HangulComposerTests {
  /// An input that shows the open syllable as ordinary text, as iOS's Korean keyboard
  /// hands it over: each edit deletes `charactersToDelete` characters at the end and types
  /// `textToInsert`.
  struct Input {
    var composer = HangulComposer()
    var text = ""
    /// The finished text plus the open syllable, kept apart from `text` so that the two
    /// ways of reading an edit are checked against each other.
    var committed = ""

    mutating func apply(_ edit: HangulComposer.Edit) {
      text.removeLast(edit.charactersToDelete)
      text += edit.textToInsert
      committed += edit.committed
      #expect(text == committed + edit.composing)
    }

    mutating func type(_ keys: String) {
      for key in keys {
        do { apply(try composer.type(key)) } catch { Issue.record("\(key): \(error)") }
      }
    }

    /// Backspace as a keyboard does it: the composer's, or else a character of the text.
    mutating func backspace() {
      if let edit = composer.backspace() {
        apply(edit)
      } else if !text.isEmpty {
        text.removeLast()
        committed = text
      }
    }

    /// Finishes the open syllable, as a space, a punctuation key or a caret move does.
    mutating func commit() {
      let finished = composer.commit()
      committed += finished
      #expect(text == committed)
    }
  }

  func typed(_ keys: String) -> String {
    var input = Input()
    input.type(keys)
    return input.text
  }

  @Test(
    "Each initial with ㅏ",
    arguments: zip(
      Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"),
      ["가", "까", "나", "다", "따", "라", "마", "바", "빠", "사", "싸", "아", "자", "짜", "차", "카", "타", "파", "하"]))
  func initials(initial: Character, expected: String) {
    #expect(typed(String([initial, "ㅏ"])) == expected)
  }

  @Test(
    "Each vowel key after ㅇ",
    arguments: zip(
      Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅛㅜㅠㅡㅣ"),
      ["아", "애", "야", "얘", "어", "에", "여", "예", "오", "요", "우", "유", "으", "이"]))
  func vowels(vowel: Character, expected: String) {
    #expect(typed(String(["ㅇ", vowel])) == expected)
  }

  @Test(
    "Each single final after 가",
    arguments: zip(
      Array("ㄱㄲㄴㄷㄹㅁㅂㅅㅆㅇㅈㅊㅋㅌㅍㅎ"),
      ["각", "갂", "간", "갇", "갈", "감", "갑", "갓", "갔", "강", "갖", "갗", "갘", "같", "갚", "갛"]))
  func singleFinals(final: Character, expected: String) {
    #expect(typed(String(["ㄱ", "ㅏ", final])) == expected)
  }

  @Test(
    "ㄸ, ㅃ and ㅉ are never finals: they start the next syllable",
    arguments: [("ㄱㅏㄸ", "가ㄸ"), ("ㄱㅏㄸㅏ", "가따"), ("ㅇㅗㅃㅏ", "오빠"), ("ㄱㅏㅉㅏ", "가짜")])
  func tenseInitialsOnly(keys: String, expected: String) {
    #expect(typed(keys) == expected)
  }

  @Test(
    "Every compound vowel, in a syllable and alone",
    arguments: [
      ("ㄱㅗㅏ", "과"), ("ㅇㅗㅐ", "왜"), ("ㅇㅗㅣ", "외"), ("ㅇㅜㅓ", "워"), ("ㅇㅜㅔ", "웨"), ("ㅇㅜㅣ", "위"), ("ㅇㅡㅣ", "의"),
      ("ㅎㅗㅏㄴ", "환"), ("ㄱㅜㅔㅇ", "궹"), ("ㅗㅏ", "ㅘ"), ("ㅗㅐ", "ㅙ"), ("ㅗㅣ", "ㅚ"), ("ㅜㅓ", "ㅝ"), ("ㅜㅔ", "ㅞ"),
      ("ㅜㅣ", "ㅟ"), ("ㅡㅣ", "ㅢ"),
    ])
  func compoundVowels(keys: String, expected: String) {
    #expect(typed(keys) == expected)
  }

  @Test(
    "Vowels that do not combine start a lone vowel",
    arguments: [("ㄱㅏㅏ", "가ㅏ"), ("ㄱㅗㅏㅏ", "과ㅏ"), ("ㅏㅗ", "ㅏㅗ"), ("ㄱㅣㅗ", "기ㅗ"), ("ㅗㅏㅣ", "ㅘㅣ")])
  func vowelsThatDoNotCombine(keys: String, expected: String) {
    #expect(typed(keys) == expected)
  }

  @Test(
    "Every double final",
    arguments: [
      ("ㅁㅗㄱㅅ", "몫"), ("ㅇㅏㄴㅈ", "앉"), ("ㅁㅏㄴㅎ", "많"), ("ㄷㅏㄹㄱ", "닭"), ("ㅅㅏㄹㅁ", "삶"), ("ㅂㅏㄹㅂ", "밟"),
      ("ㄱㅗㄹㅅ", "곬"), ("ㅎㅏㄹㅌ", "핥"), ("ㅇㅡㄹㅍ", "읊"), ("ㅇㅏㄹㅎ", "앓"), ("ㄱㅏㅂㅅ", "값"),
    ])
  func doubleFinals(keys: String, expected: String) {
    #expect(typed(keys) == expected)
  }

  @Test(
    "A vowel after a double final takes its second consonant",
    arguments: [
      ("ㅁㅗㄱㅅㅣ", "목시"), ("ㅇㅏㄴㅈㅏ", "안자"), ("ㅁㅏㄴㅎㅏ", "만하"), ("ㄷㅏㄹㄱㅏ", "달가"), ("ㅅㅏㄹㅁㅏ", "살마"),
      ("ㅂㅏㄹㅂㅏ", "발바"), ("ㄱㅗㄹㅅㅣ", "골시"), ("ㅎㅏㄹㅌㅏ", "할타"), ("ㅇㅡㄹㅍㅓ", "을퍼"), ("ㅇㅏㄹㅎㅏ", "알하"),
      ("ㄱㅏㅂㅅㅏ", "갑사"),
    ])
  func doubleFinalsSplit(keys: String, expected: String) {
    #expect(typed(keys) == expected)
  }

  @Test(
    "A vowel after a single final takes it whole, tense ones too",
    arguments: [
      ("ㄱㅏㅂㅣ", "가비"), ("ㅎㅏㄴㅏ", "하나"), ("ㄱㅏㅆㅏ", "가싸"), ("ㄲㅏㄲㅏ", "까까"), ("ㄷㅏㄹㄱㅗㅏ", "달과"),
      ("ㅁㅜㅓㅎㅐ", "뭐해"),
    ])
  func singleFinalMoves(keys: String, expected: String) {
    #expect(typed(keys) == expected)
  }

  @Test(
    "A consonant that no final takes starts the next syllable",
    arguments: [
      ("ㅇㅏㄴㅈㅇ", "앉ㅇ"), ("ㅇㅏㄴㅈㅇㅏ", "앉아"), ("ㄷㅏㄹㄱㄱ", "닭ㄱ"), ("ㅇㅏㄴㄴ", "안ㄴ"), ("ㄱㅏㄱㄱ", "각ㄱ"),
      ("ㅎㅜㅓㄹㅆㅣㄴ", "훨씬"),
    ])
  func consonantAfterFinals(keys: String, expected: String) {
    #expect(typed(keys) == expected)
  }

  @Test(
    "Lone jamo: a vowel without an initial, and consonants that do not combine",
    arguments: [
      ("ㅏ", "ㅏ"), ("ㅏㄴ", "ㅏㄴ"), ("ㅏㄴㅏ", "ㅏ나"), ("ㄱ", "ㄱ"), ("ㄱㄴ", "ㄱㄴ"), ("ㄱㄱ", "ㄱㄱ"), ("ㅋㅋㅋ", "ㅋㅋㅋ"),
      ("ㅎㅎ", "ㅎㅎ"), ("ㅇㅋ", "ㅇㅋ"), ("ㄸ", "ㄸ"), ("ㄱㅅ", "ㄳ"), ("ㄹㄱ", "ㄺ"), ("ㅂㅅ", "ㅄ"), ("ㄱㅅㅅ", "ㄳㅅ"),
      ("ㄱㅅㅏ", "ㄱ사"), ("ㄹㅎㅏ", "ㄹ하"),
    ])
  func loneJamo(keys: String, expected: String) {
    #expect(typed(keys) == expected)
  }

  @Test(
    "Words and sentences",
    arguments: [
      ("ㅇㅏㄴㄴㅕㅇㅎㅏㅅㅔㅇㅛ", "안녕하세요"), ("ㄷㅏㄹㄱㄱㅏㄹㅂㅣ", "닭갈비"), ("ㄱㅏㅂㅅㅇㅓㅊㅣ", "값어치"),
      ("ㅇㅣㄹㄱㄱㅗ", "읽고"), ("ㄱㅗㅐㄴㅊㅏㄴㅎㅇㅏㅇㅛ", "괜찮아요"), ("ㅎㅐㅆㅇㅓㅇㅛ", "했어요"),
      ("ㅇㅓㅂㅅㅇㅓㅇㅛ", "없어요"), ("ㅂㅏㄹㅂㅇㅏㅆㄷㅏ", "밟았다"), ("ㅇㅡㅣㅅㅏ", "의사"), ("ㅇㅗㅐㅇㅛ", "왜요"),
      ("ㅎㅏㄴㄱㅡㄹ", "한글"), ("ㄱㅏㅁㅅㅏㅎㅏㅂㄴㅣㄷㅏ", "감사합니다"), ("ㅅㅏㄹㅁㅇㅡㄴ", "삶은"),
      ("ㅁㅏㄴㅎㅇㅣ", "많이"), ("ㅇㅡㄹㅍㅇㅓ", "읊어"), ("ㄴㅓㄹㅂㄱㅔ", "넓게"), ("ㅁㅜㄹㄱㅇㅡㄴ", "묽은"),
      ("ㄷㅗㅐㅆㄴㅔ", "됐네"), ("ㅅㅜㅣㅂㅈㅣ", "쉽지"), ("ㅇㅣㅆㅇㅓㅆㅇㅓㅇㅛ", "있었어요"),
    ])
  func words(keys: String, expected: String) {
    #expect(typed(keys) == expected)
  }

  @Test("Syllable arithmetic: 한 is U+D55C, 똠 U+B620, 힣 the last syllable U+D7A3, 가 the first U+AC00")
  func codePoints() {
    #expect(typed("ㅎㅏㄴ").unicodeScalars.map(\.value) == [0xD55C])
    #expect(typed("ㄸㅗㅁ").unicodeScalars.map(\.value) == [0xB620])
    #expect(typed("ㅎㅣㅎ").unicodeScalars.map(\.value) == [0xD7A3])
    #expect(typed("ㄱㅏ").unicodeScalars.map(\.value) == [0xAC00])
    // Lone jamo are the compatibility letters the keys show, not conjoining jamo.
    #expect(typed("ㄱ").unicodeScalars.map(\.value) == [0x3131])
    #expect(typed("ㅗㅏ").unicodeScalars.map(\.value) == [0x3158])
    #expect(typed("ㄱㅅ").unicodeScalars.map(\.value) == [0x3133])
  }

  @Test("The open syllable and the finished text after each key of 닭갈비")
  func composingAfterEachKey() throws {
    var composer = HangulComposer()
    let steps: [(key: Character, committed: String, composing: String)] = [
      ("ㄷ", "", "ㄷ"), ("ㅏ", "", "다"), ("ㄹ", "", "달"), ("ㄱ", "", "닭"), ("ㄱ", "닭", "ㄱ"), ("ㅏ", "", "가"),
      ("ㄹ", "", "갈"), ("ㅂ", "", "갋"), ("ㅣ", "갈", "비"),
    ]
    for step in steps {
      let edit = try composer.type(step.key)
      #expect(edit.committed == step.committed, "\(step.key)")
      #expect(edit.composing == step.composing, "\(step.key)")
      #expect(composer.composing == step.composing)
      #expect(composer.isComposing)
    }
  }

  @Test(
    "How each edit patches the text: only what changed",
    arguments: [
      ("", "ㄱ", 0, "ㄱ"), ("ㄱ", "ㅏ", 1, "가"), ("ㅇㅏ", "ㄴ", 1, "안"), ("ㅇㅏㄴ", "ㄴ", 0, "ㄴ"), ("ㄷㅏㄹㄱ", "ㅏ", 1, "달가"),
      ("ㄱㅏㅂㅅ", "ㅏ", 1, "갑사"), ("ㄱㅏ", "ㅏ", 0, "ㅏ"), ("ㄱㅅ", "ㅏ", 1, "ㄱ사"), ("ㅇㅏㄴㅈ", "ㅇ", 0, "ㅇ"),
    ])
  func patches(before: String, key: Character, deleting: Int, inserting: String) throws {
    var composer = HangulComposer()
    for k in before { _ = try composer.type(k) }
    let edit = try composer.type(key)
    #expect(edit.charactersToDelete == deleting)
    #expect(edit.textToInsert == inserting)
  }

  @Test(
    "Backspace takes the open syllable apart one key at a time, then the text a character at a time",
    arguments: [
      ("ㄷㅏㄹㄱ", ["달", "다", "ㄷ", ""]), ("ㄱㅗㅏ", ["고", "ㄱ", ""]), ("ㅇㅓㅂㅅ", ["업", "어", "ㅇ", ""]),
      ("ㄱㅗㅏㄴ", ["과", "고", "ㄱ", ""]), ("ㅇㅡㅣ", ["으", "ㅇ", ""]), ("ㅗㅏ", ["ㅗ", ""]), ("ㄱㅅ", ["ㄱ", ""]),
      ("ㄷㅏㄹㄱㅏ", ["달ㄱ", "달", ""]), ("ㄱㅏㅂㅅㅇㅓㅊㅣ", ["값어ㅊ", "값어", "값", ""]),
      ("ㅇㅏㄴㄴㅕㅇ", ["안녀", "안ㄴ", "안", ""]),
    ])
  func backspace(keys: String, texts: [String]) {
    var input = Input()
    input.type(keys)
    for expected in texts {
      input.backspace()
      #expect(input.text == expected)
    }
  }

  @Test("Backspace reports whether it took a key: not when nothing is open")
  func backspaceConsumes() throws {
    var composer = HangulComposer()
    #expect(composer.backspace() == nil)
    _ = try composer.type("ㄷ")
    _ = try composer.type("ㅏ")
    #expect(composer.backspace() == .init(replaced: "다", committed: "", composing: "ㄷ"))
    #expect(composer.backspace() == .init(replaced: "ㄷ", committed: "", composing: ""))
    #expect(!composer.isComposing)
    #expect(composer.backspace() == nil)
  }

  @Test("After Backspace the syllable keeps composing from where it is: 닭 → 다, then ㄹ ㄱ ㅏ → 달가")
  func typingAfterBackspace() {
    var input = Input()
    input.type("ㄷㅏㄹㄱ")
    input.backspace()
    input.backspace()
    #expect(input.text == "다")
    input.type("ㄹㄱㅏ")
    #expect(input.text == "달가")
    input.backspace()
    input.type("ㅗㅏ")
    #expect(input.text == "달과")
  }

  @Test("Commit finishes the syllable: the next key starts a new one (가, commit, ㄴ → 가ㄴ, not 간)")
  func commitEndsTheSyllable() {
    var input = Input()
    input.type("ㄱㅏ")
    input.commit()
    #expect(!input.composer.isComposing)
    #expect(input.composer.composing == "")
    input.type("ㄴ")
    #expect(input.text == "가ㄴ")
    input.type("ㅏ")
    #expect(input.text == "가나")
    // Backspace after a commit deletes the finished syllable whole.
    input.commit()
    input.backspace()
    #expect(input.text == "가")
  }

  @Test("Commit returns the open syllable's text, and nothing when none is open")
  func commitReturnsText() throws {
    var composer = HangulComposer()
    #expect(composer.commit() == "")
    for k in "ㄱㅏㅂㅅ" { _ = try composer.type(k) }
    #expect(composer.commit() == "값")
    #expect(composer.commit() == "")
  }

  @Test("Reset forgets the syllable: after the app clears 호, ㅋ types ㅋ, not 홐")
  func resetForgets() throws {
    var composer = HangulComposer()
    _ = try composer.type("ㅎ")
    _ = try composer.type("ㅗ")
    composer.reset()
    #expect(!composer.isComposing)
    let edit = try composer.type("ㅋ")
    #expect(edit == .init(replaced: "", committed: "", composing: "ㅋ"))
  }

  @Test(
    "A character that is no 두벌식 key is refused and changes nothing",
    arguments: ["a", " ", ".", "1", "ㅘ", "ㄳ", "가", "\n"] as [Character])
  func notAJamo(character: Character) throws {
    var composer = HangulComposer()
    _ = try composer.type("ㄱ")
    _ = try composer.type("ㅏ")
    let before = composer
    #expect(throws: HangulComposer.NotAJamo(character: character)) { try composer.type(character) }
    #expect(composer == before)
    #expect(composer.composing == "가")
    #expect(!HangulComposer.isJamo(character))
  }

  @Test("The error names the character")
  func errorDescription() {
    #expect(HangulComposer.NotAJamo(character: "a").description == "\"a\" is not a key of the Korean 두벌식 keyboard")
  }
}

/// The key table against iOS's Korean keyboard as it shows.
@Suite
struct HangulLayoutTests {
  @Test("The rows unshifted and shifted")
  func rows() {
    #expect(HangulLayout.rows(shifted: false).map { String($0) } == ["ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔ", "ㅁㄴㅇㄹㅎㅗㅓㅏㅣ", "ㅋㅌㅊㅍㅠㅜㅡ"])
    #expect(HangulLayout.rows(shifted: true).map { String($0) } == ["ㅃㅉㄸㄲㅆㅛㅕㅑㅒㅖ", "ㅁㄴㅇㄹㅎㅗㅓㅏㅣ", "ㅋㅌㅊㅍㅠㅜㅡ"])
  }

  @Test("Shift changes exactly ㅂㅈㄷㄱㅅ to ㅃㅉㄸㄲㅆ and ㅐㅔ to ㅒㅖ")
  func shiftChanges() {
    let pairs = zip(HangulLayout.rows(shifted: false).joined(), HangulLayout.rows(shifted: true).joined())
    let changed = pairs.filter { $0 != $1 }.map { "\($0)\($1)" }
    #expect(changed == ["ㅂㅃ", "ㅈㅉ", "ㄷㄸ", "ㄱㄲ", "ㅅㅆ", "ㅐㅒ", "ㅔㅖ"])
  }

  @Test("Between them the two shift states have the 19 consonants and 14 vowels, each once a state, all typable")
  func allJamo() {
    let keys = Set(HangulLayout.rows(shifted: false).joined()).union(HangulLayout.rows(shifted: true).joined())
    #expect(keys == Set("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎㅏㅐㅑㅒㅓㅔㅕㅖㅗㅛㅜㅠㅡㅣ"))
    for shifted in [false, true] {
      let row = Array(HangulLayout.rows(shifted: shifted).joined())
      #expect(Set(row).count == row.count)
    }
    #expect(keys.allSatisfy(HangulComposer.isJamo))
  }
}
