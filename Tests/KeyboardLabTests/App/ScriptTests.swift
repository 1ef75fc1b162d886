import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit

@testable import KeyboardAudit
@testable import KeyboardLab

/// The `--script` format: every command, comments, and errors with line numbers.
struct ScriptTests {
  init() { SeedLabScreens.register() }

  @Test("Every command parses; comments and blank lines are skipped; line numbers are kept")
  func parsesEverything() throws {
    let script = try Script(
      parsing: """
        # a comment
        wait 0.5
        settle

        click 195 190   # trailing comment
        type Buy milk 우유 # not a comment inside text
        key shift+tab
        tap-key a
        tap-key #+=
        tap-key space
        tap-key globe
        focus
        screen todo
        keyboard hardware
        predictive on
        rotate landscape
        screenshot .build/x.png
        expect-field-top 120
        expect-keyboard-top 553
        expect-keyboard hidden
        expect-text Buy milk 우유
        wait-for-file /tmp/go 5
        quit 3
        """, file: "t.txt")
    #expect(
      script.lines.map(\.command) == [
        .wait(0.5), .settle, .click(CGPoint(x: 195, y: 190)), .type("Buy milk 우유 # not a comment inside text"),
        .key(.tab, .shift), .tapKey(.character("a")), .tapKey(.symbols), .tapKey(.space), .tapKey(.globe), .focus,
        .screen("todo"),
        .keyboard(hardware: true), .predictive(true), .rotate(.landscapeRight), .screenshot(".build/x.png"),
        .expectFieldTop(120),
        .expectKeyboardTop(553),
        .expectKeyboard(shown: false),
        .expectText("Buy milk 우유"), .waitForFile("/tmp/go", timeout: 5), .quit(3),
      ])
    #expect(script.lines.first?.number == 2)
    #expect(script.lines[2].number == 5)
  }

  @Test(
    "A bad line is an error naming the file and line",
    arguments: [
      ("wait", "t.txt:1: wait takes a duration in seconds"),
      ("wait soon", "t.txt:1: 'soon' is not a number"),
      ("click 1", "t.txt:1: click takes x and y"),
      ("key f13", "t.txt:1: unknown key 'f13'"),
      ("screen settings", "t.txt:1: unknown screen 'settings'"),
      ("expect-keyboard up", "t.txt:1: expect-keyboard takes shown or hidden"),
      ("dance", "t.txt:1: unknown command 'dance'"),
      ("rotate upside-down", "t.txt:1: rotate takes portrait, landscape, landscape-left or landscape-right"),
      ("predictive maybe", "t.txt:1: predictive takes on or off, got 'maybe'"),
      ("keyboard usb", "t.txt:1: keyboard takes software or hardware, got 'usb'"),
      ("quit now", "t.txt:1: 'now' is not an exit code"),
      ("type", "t.txt:1: type takes the text to type"),
    ])
  func errors(line: String, message: String) {
    #expect {
      try Script(parsing: line, file: "t.txt")
    } throws: { error in
      (error as? Script.ParseError)?.description.hasPrefix(message) ?? false
    }
  }

  @Test("The clipboard's commands take the rest of the line; a letter with ctrl+ or cmd+ is a shortcut")
  func clipboardAndShortcuts() throws {
    let script = try Script(
      parsing: """
        clipboard Copied # all of it
        expect-clipboard a  b
        expect-selection hello
        key ctrl+v
        key cmd+shift+z
        key ctrl+1
        """, file: "t.txt")
    #expect(
      script.lines.map(\.command) == [
        .clipboard("Copied # all of it"), .expectClipboard("a  b"), .expectSelection("hello"),
        .key(.character("v"), .control), .key(.character("z"), [.command, .shift]), .key(.character("1"), .control),
      ])
    // Alone, or with only Shift or Alt, a letter types: it is text, not a key.
    #expect(throws: Script.ParseError.self) { try Script(parsing: "key v") }
    #expect(throws: Script.ParseError.self) { try Script(parsing: "key shift+v") }
    #expect(throws: Script.ParseError.self) { try Script(parsing: "key ctrl+é") }
  }

  @Test("An unreadable file is an error at line 0")
  func unreadable() {
    #expect(throws: Script.ParseError.self) { try Script.load(path: "/nonexistent/script.txt") }
  }
}
