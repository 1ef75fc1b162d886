import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// The keyboard's own shift from `autocapitalizationType`, and Return disabled by
/// `enablesReturnKeyAutomatically`.
@MainActor
@Suite(.uikitRuntime)
struct AutocapitalizationTests {
  @Test(
    "The rules: sentences after . ! ? and a space or a line break, words after any space",
    arguments: [
      (UITextAutocapitalizationType.sentences, "", true), (.sentences, "Hi", false),
      (.sentences, "Hi.", false), (.sentences, "Hi. ", true), (.sentences, "Hi!  ", true),
      (.sentences, "Hi? ", true), (.sentences, "Hi there ", false), (.sentences, "Hi\n", true),
      (.sentences, "   ", true), (.words, "", true), (.words, "New", false), (.words, "New ", true),
      (.words, "New\n", true), (.allCharacters, "abc", true), (.none, "", false), (.none, "Hi. ", false),
    ])
  func rules(type: UITextAutocapitalizationType, before: String, shifts: Bool) {
    #expect(Autocapitalization.wantsShift(type, before: Substring(before)) == shifts)
  }

  func field(_ fixture: KeyboardFixture, _ configure: (UITextField) -> Void = { _ in }) -> UITextField {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
    configure(field)
    fixture.root.view.addSubview(field)
    fixture.tap(field)
    fixture.frames(15)
    return field
  }

  func tapKeys(_ fixture: KeyboardFixture, _ letters: String) {
    for c in letters { fixture.tapKey(c == " " ? .space : .character(String(c))) }
  }

  @Test("A default field starts each sentence shifted, as iOS's keyboard does")
  func sentences() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let field = field(fixture)
    #expect(fixture.keyboardView.shiftState == .once)
    tapKeys(fixture, "hi there")
    fixture.tapKey(.numbers)
    fixture.tapKey(".")
    fixture.tapKey(.space)
    fixture.tapKey(.letters)
    tapKeys(fixture, "ok")
    #expect(field.text == "Hi there. Ok")
  }

  @Test("Text from the real keyboard sets the keys' shift again, as iOS's keyboard reads its input on textDidChange")
  func realKeyboardTextSetsTheShift() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let field = field(fixture)
    #expect(fixture.keyboardView.shiftState == .once)
    fixture.window.handleText("kept")
    #expect(fixture.keyboardView.shiftState == .off)
    fixture.tapKey(.character("a"))
    fixture.window.handleText(". ")
    #expect(fixture.keyboardView.shiftState == .once)
    fixture.tapKey(.character("b"))
    #expect(field.text == "kepta. B")
  }

  @Test("words, allCharacters, none, and a secure field")
  func otherTypes() {
    for (type, secure, expected) in [
      (UITextAutocapitalizationType.words, false, "New York"), (.allCharacters, false, "NEW YORK"),
      (.none, false, "new york"), (.sentences, true, "new york"),
    ] {
      let fixture = KeyboardFixture()
      let field = field(fixture) {
        $0.autocapitalizationType = type
        $0.isSecureTextEntry = secure
      }
      tapKeys(fixture, "new york")
      #expect(field.text == expected, "\(type)")
      fixture.tearDown()
    }
  }

  @Test("Return does nothing while a field that enablesReturnKeyAutomatically is empty")
  func returnDisabledWhileEmpty() {
    let fixture = KeyboardFixture()
    defer { fixture.tearDown() }
    let delegate = ReturnCounter()
    let field = field(fixture) {
      $0.enablesReturnKeyAutomatically = true
      $0.delegate = delegate
    }
    #expect(!fixture.keyboardView.returnKeyIsEnabled)
    fixture.tapKey(.returnKey)
    #expect(delegate.returns == 0)
    tapKeys(fixture, "a")
    #expect(fixture.keyboardView.returnKeyIsEnabled)
    fixture.tapKey(.returnKey)
    #expect(delegate.returns == 1)
    #expect(field.text == "A")
  }
}

@MainActor
private final class ReturnCounter: NSObject, UITextFieldDelegate {
  var returns = 0
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    returns += 1
    return false
  }
}
