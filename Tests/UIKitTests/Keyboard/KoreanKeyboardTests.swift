import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// A text input that records how the keyboard hands it text.
@MainActor
private final class RecordingInput: KeyboardTestInput {
  var calls: [String] = []
  override func insertText(_ text: String) {
    calls.append("insert \(text)")
    super.insertText(text)
  }
  override func deleteBackward() {
    calls.append("delete")
    super.deleteBackward()
  }
}

/// A text field at (20, 100) in the fixture's root view, first responder, and (unless not
/// `settling`) with the keyboard's slide finished.
@MainActor
private func focusedField(in fixture: KeyboardFixture, settling: Bool = true) -> UITextField {
  let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
  fixture.root.view.addSubview(field)
  #expect(field.becomeFirstResponder())
  if settling { fixture.frames(20) }
  return field
}

/// The globe key and the Korean 두벌식 keyboard on a 390×844 window: the layout, and
/// syllables handed to the input as iOS's Korean keyboard hands them (ordinary text,
/// replaced as it changes: docs/KOREAN-INPUT.md).
@MainActor
@Suite(.serialized, .uikitRuntime)
struct KoreanKeyboardTests {
  let fixture = KeyboardFixture()

  private func field() -> UITextField {
    let field = focusedField(in: fixture)
    return field
  }

  private func tap(_ jamo: String) {
    for c in jamo { fixture.tapKey(.character(String(c))) }
  }

  @Test("The globe switches the letters to 두벌식 and back; 123 leads to 한글")
  func globeSwitchesLayouts() {
    defer { fixture.tearDown() }
    _ = field()
    #expect(fixture.keyboardView.visibleKeys.contains("q"))
    fixture.tapKey(.globe)
    #expect(fixture.keyboardView.language == .korean)
    let keys = fixture.keyboardView.visibleKeys
    for jamo in "ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔㅁㄴㅇㄹㅎㅗㅓㅏㅣㅋㅌㅊㅍㅠㅜㅡ" { #expect(keys.contains(.character(String(jamo)))) }
    #expect(!keys.contains("q"))
    // ㅂ sits where q was: the same grid.
    #expect(fixture.keyboard.keyRect(for: "ㅂ")?.minX == 3)
    fixture.tapKey(.globe)
    #expect(fixture.keyboardView.language == .english)
    #expect(fixture.keyboardView.visibleKeys.contains("q"))
  }

  @Test("Keys compose syllables in the field: 안녕하세요, 닭 + ㅏ → 달가")
  func composesInAField() {
    defer { fixture.tearDown() }
    let field = field()
    fixture.tapKey(.globe)
    tap("ㅇㅏㄴㄴㅕㅇㅎㅏㅅㅔㅇㅛ")
    #expect(field.text == "안녕하세요")
    fixture.tapKey(.space)
    tap("ㄷㅏㄹㄱ")
    #expect(field.text == "안녕하세요 닭")
    tap("ㅏ")
    #expect(field.text == "안녕하세요 달가")
  }

  @Test("Each key replaces the open syllable: delete, then insert; no marked text")
  func handsOverByReplacing() {
    defer { fixture.tearDown() }
    let input = RecordingInput()
    fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40), input)
    #expect(input.becomeFirstResponder())
    fixture.frames(20)
    fixture.keyboardView.language = .korean
    tap("ㅅㅓㄴ")
    #expect(input.calls == ["insert ㅅ", "delete", "insert 서", "delete", "insert 선"])
    #expect(input.text == "선")
    input.calls = []
    // Backspace takes the syllable apart: 선 → 서 → ㅅ → nothing, then deletes text.
    fixture.tapKey(.backspace)
    #expect(input.calls == ["delete", "insert 서"])
    fixture.tapKey(.backspace)
    fixture.tapKey(.backspace)
    #expect(input.text == "")
  }

  @Test("Backspace undoes one key at a time: 닭 → 달 → 다 → ㄷ → nothing")
  func backspaceSequence() {
    defer { fixture.tearDown() }
    let field = field()
    field.text = "x"
    fixture.keyboardView.language = .korean
    tap("ㄷㅏㄹㄱ")
    var seen: [String] = []
    for _ in 0..<5 {
      fixture.tapKey(.backspace)
      seen.append(field.text ?? "")
    }
    #expect(seen == ["x달", "x다", "xㄷ", "x", ""])
  }

  @Test("Shift gives the tense consonants and ㅒ ㅖ for one key; Korean gets no automatic shift")
  func shiftAndAutoShift() {
    defer { fixture.tearDown() }
    let field = field()
    // An empty field starts a sentence: the English keyboard comes up shifted.
    #expect(fixture.keyboardView.shiftState == .once)
    fixture.tapKey(.globe)
    #expect(fixture.keyboardView.shiftState == .off)
    tap("ㄱ")
    #expect(field.text == "ㄱ")
    fixture.tapKey(.shift)
    tap("ㄱ")
    tap("ㅏ")
    // ㄱ then shifted ㄱ (ㄲ) do not combine into a cluster: ㄱ, then 까.
    #expect(field.text == "ㄱ까")
    fixture.tapKey(.space)
    tap("ㄱ")
    fixture.tapKey(.shift)
    tap("ㅐ")
    #expect(field.text == "ㄱ까 걔")
    // Shift was for one key: the next ㅐ is ㅐ again (걔 takes no second vowel: a new one).
    tap("ㅐ")
    #expect(field.text == "ㄱ까 걔ㅐ")
  }

  @Test("Space, Return and 123 finish the syllable: the next key starts a new one")
  func nonJamoKeysCommit() {
    defer { fixture.tearDown() }
    let field = field()
    fixture.keyboardView.language = .korean
    tap("ㄱㅏ")
    fixture.tapKey(.space)
    tap("ㄴㅏ")
    #expect(field.text == "가 나")
    fixture.tapKey(.numbers)
    fixture.tapKey("1")
    fixture.tapKey(.letters)
    tap("ㅏ")
    #expect(field.text == "가 나1ㅏ")
  }

  @Test("Text changed by the app ends the syllable: cleared after 호, ㅋ types ㅋ, not 홐")
  func appClearingTheText() {
    defer { fixture.tearDown() }
    let field = field()
    fixture.keyboardView.language = .korean
    tap("ㅎㅗ")
    field.text = ""
    tap("ㅋ")
    #expect(field.text == "ㅋ")
  }

  @Test("A secure field gets the English letters whatever the language, and they type Latin")
  func secureFieldsAreASCII() {
    defer { fixture.tearDown() }
    fixture.keyboardView.language = .korean
    let password = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
    password.isSecureTextEntry = true
    fixture.root.view.addSubview(password)
    #expect(password.becomeFirstResponder())
    fixture.frames(20)
    #expect(fixture.keyboardView.visibleKeys.contains("r"))
    fixture.tapKey("r")
    #expect(password.text == "r")
    #expect(fixture.keyboardView.language == .korean)
  }

  @Test("The language stays when the keyboard comes up again")
  func languageSurvivesSessions() {
    defer { fixture.tearDown() }
    let field = field()
    fixture.tapKey(.globe)
    field.resignFirstResponder()
    fixture.frames(20)
    #expect(field.becomeFirstResponder())
    fixture.frames(20)
    #expect(fixture.keyboardView.language == .korean)
    #expect(fixture.keyboardView.visibleKeys.contains("ㅂ"))
  }
}

/// The composition table typed on the on-screen keys: each jamo tapped (shift first for
/// the tense consonants and ㅒ ㅖ), the field's text afterwards. Written by hand.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct KoreanCompositionTableTests {
  nonisolated static let table: [(keys: String, text: String)] = [
    ("ㄱㅏ", "가"), ("ㄱㅏㄱ", "각"), ("ㄷㅏㄹㄱ", "닭"), ("ㄷㅏㄹㄱㅏ", "달가"), ("ㅇㅏㄴㅈ", "앉"),
    ("ㅇㅏㄴㅈㅇ", "앉ㅇ"), ("ㅇㅏㄴㅈㅏ", "안자"), ("ㄱㅏㅂㅅ", "값"), ("ㄱㅏㅂㅅㅏ", "갑사"), ("ㅁㅗㄱㅅ", "몫"),
    ("ㅁㅏㄴㅎ", "많"), ("ㅇㅣㄹㄱ", "읽"), ("ㅅㅏㄹㅁ", "삶"), ("ㅇㅕㄹㅂ", "엷"), ("ㄱㅗㄹㅅ", "곬"),
    ("ㅎㅏㄹㅌ", "핥"), ("ㅇㅡㄹㅍ", "읊"), ("ㅇㅏㄹㅎ", "앓"), ("ㅇㅓㅂㅅ", "없"), ("ㄱㅗㅏ", "과"),
    ("ㄱㅗㅐ", "괘"), ("ㄱㅗㅣ", "괴"), ("ㄱㅜㅓ", "궈"), ("ㄱㅜㅔ", "궤"), ("ㄱㅜㅣ", "귀"),
    ("ㅇㅡㅣ", "의"), ("ㅗㅏ", "ㅘ"), ("ㅇㅏㄴㄴㅕㅇ", "안녕"), ("ㅎㅏㄴㄱㅡㄹ", "한글"), ("ㄲㅏ", "까"),
    ("ㄸㅏㄹㄱㅣ", "딸기"), ("ㅃㅏㅇ", "빵"), ("ㅆㅏㄹ", "쌀"), ("ㅉㅏㅇ", "짱"), ("ㄱㅒ", "걔"),
    ("ㅇㅖ", "예"), ("ㄴㅏㄹㄱㅇㅡㄴ", "낡은"), ("ㅂㅏㄹㅂㅇㅏ", "밟아"), ("ㄱㅗㅏㄴ", "관"), ("ㅇㅗㅐ", "왜"),
    ("ㅁㅜㅓ", "뭐"), ("ㅎㅗㅣㅅㅏ", "회사"), ("ㅈㅜㅇㄱㅜㄱ", "중국"), ("ㄱㅏㅂㅅㅇㅓㅊㅣ", "값어치"),
    ("ㄱㅗㅐㄴㅊㅏㄴㅎㅇㅏㅇㅛ", "괜찮아요"), ("ㅇㅣㅆ", "있"), ("ㅂㅏㄲ", "밖"), ("ㄷㅏㄹㄱㄱ", "닭ㄱ"),
  ]

  /// The key a jamo is on, and whether shift is needed for it.
  static func key(for jamo: Character) -> (String, shifted: Bool) {
    let tense: [Character: Character] = ["ㄲ": "ㄱ", "ㄸ": "ㄷ", "ㅃ": "ㅂ", "ㅆ": "ㅅ", "ㅉ": "ㅈ", "ㅒ": "ㅐ", "ㅖ": "ㅔ"]
    if let base = tense[jamo] { return (String(base), true) }
    return (String(jamo), false)
  }

  @Test("At least 40 words, typed on the keys")
  func tableIsLargeEnough() { #expect(Self.table.count >= 40) }

  @Test("Each case types its text", arguments: table.indices)
  func typesOnTheKeys(case index: Int) {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let field = focusedField(in: fixture)
    fixture.keyboardView.language = .korean
    let (keys, text) = Self.table[index]
    for jamo in keys {
      let (key, shifted) = Self.key(for: jamo)
      if shifted { fixture.tapKey(.shift) }
      fixture.tapKey(.character(key))
    }
    #expect(field.text == text, "\(keys)")
  }

  @Test("Backspace through 없: 없 → 업 → 어 → ㅇ → nothing")
  func backspaceThroughEops() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let field = focusedField(in: fixture)
    fixture.keyboardView.language = .korean
    for key in "ㅇㅓㅂㅅ" { fixture.tapKey(.character(String(key))) }
    var seen: [String] = []
    for _ in 0..<4 {
      fixture.tapKey(.backspace)
      seen.append(field.text ?? "")
    }
    #expect(seen == ["업", "어", "ㅇ", ""])
  }
}

/// The desktop's input method composing (SDL's text-editing events): the composition is
/// ordinary text in the input, replaced as it changes, and the committed text takes its
/// place, as iOS's Korean keyboard hands its syllables over.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct DesktopCompositionTests {
  @Test("ㄱ, 가, 간 composed; 가 committed as ㅏ moves ㄴ on; 나 composed, then committed: 가나")
  func composesAndCommits() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let input = RecordingInput()
    fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40), input)
    #expect(input.becomeFirstResponder())
    let window = fixture.window
    window.handleComposition("ㄱ")
    window.handleComposition("가")
    window.handleComposition("간")
    #expect(input.text == "간")
    window.handleText("가")
    window.handleComposition("나")
    #expect(input.text == "가나")
    window.handleText("나")
    #expect(input.text == "가나")
    #expect(
      input.calls == [
        // Committing 나 over the composed 나 changes nothing.
        "insert ㄱ", "delete", "insert 가", "delete", "insert 간", "delete", "insert 가", "insert 나",
      ])
  }

  @Test("Text changed under a composition ends it: what comes next is typed fresh")
  func textChangedUnderIt() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let field = focusedField(in: fixture, settling: false)
    field.text = "가"
    fixture.window.handleComposition("하")
    #expect(field.text == "가하")
    field.text = "가나"
    fixture.window.handleComposition("한")
    #expect(field.text == "가나한")
  }

  @Test("A composition that grows only appends (안 then 안ㄴ); one that ends empty removes itself")
  func onlyTheChangedPart() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let input = RecordingInput()
    fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40), input)
    #expect(input.becomeFirstResponder())
    fixture.window.handleComposition("안")
    fixture.window.handleComposition("안ㄴ")
    #expect(input.calls == ["insert 안", "insert ㄴ"])
    fixture.window.handleComposition("")
    #expect(input.text == "")
  }
}

/// The same composition table through the desktop's input-method path: an input method
/// composing 두벌식 as the on-screen keys do hands each key's result to the window as a
/// composition (what it is composing) and committed text, the way SDL's text-editing and
/// text-input events bring it; the field ends with the table's text.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct DesktopCompositionTableTests {
  @Test("Each case, composed by the desktop's input method", arguments: KoreanCompositionTableTests.table.indices)
  func composesThroughTheWindow(case index: Int) throws {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let field = focusedField(in: fixture, settling: false)
    var inputMethod = HangulComposer()
    let (keys, text) = KoreanCompositionTableTests.table[index]
    for jamo in keys {
      let edit = try inputMethod.type(jamo)
      if !edit.committed.isEmpty { fixture.window.handleText(edit.committed) }
      fixture.window.handleComposition(edit.composing)
    }
    fixture.window.handleText(inputMethod.commit())
    #expect(field.text == text, "\(keys)")
  }
}
