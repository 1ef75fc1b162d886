import Foundation
import UIKit

/// A `--script` file: one command per line; a line starting with `#`, or ` # ` and what
/// follows it on a command line, is a comment (docs/APP.md).
///
///     wait 0.5                  seconds on the app's clock
///     settle                    until no animation runs
///     click 195 190             press and release at a window point (x y)
///     type Buy milk 우유         the rest of the line, one grapheme per frame
///     key enter                 a real-keyboard key: enter tab escape backspace delete
///                               left right up down home end, with modifiers: shift+tab;
///                               a shortcut: ctrl+v, cmd+a, ctrl+shift+z
///     tap-key a                 a virtual keyboard key: a character, or space return
///                               backspace shift dismiss 123 #+= abc
///     focus                     the screen's first text field becomes first responder
///     screen todo               switch screens (as the segmented control does)
///     screenshot .build/x.png   the current frame as a PNG
///     expect-field-top 120      the first text field's top edge (window points, ±0.5)
///     expect-keyboard-top 553   the keyboard's top edge as drawn (window height: hidden)
///     expect-keyboard shown     or hidden
///     expect-device iphone-se   the phone the screen is on (by name or older name)
///     expect-text Buy milk 우유  the first text field's text
///     clipboard Some text       puts the text on the clipboard (the desktop's, in a window)
///     expect-clipboard TEXT     the clipboard holds exactly TEXT
///     expect-selection TEXT     the focused input's selected text is exactly TEXT
///     wait-for-file PATH [S]    until PATH exists (another process says go; S seconds,
///                               default 30, then fail)
///     lab device iphone-se      the lab's panel: another phone (also: lab orientation
///                               landscape, lab keyboard hardware, lab slow 0.25, lab pause,
///                               lab resume, lab step, lab screenshot PATH for the whole
///                               window, lab plot PATH for the timeline, lab inspect on,
///                               lab select X Y)
///     quit [CODE]               exit (0 unless given)
public struct Script: Equatable, Sendable {
  public enum Command: Equatable, Sendable {
    case wait(TimeInterval)
    case waitForFile(String, timeout: TimeInterval)
    case settle
    case click(CGPoint)
    case type(String)
    case key(KeyboardKey, KeyModifiers)
    case tapKey(KeyboardView.Key)
    case focus
    case screen(String)
    /// Attaches (`keyboard hardware`) or detaches (`keyboard software`) the hardware keyboard.
    case keyboard(hardware: Bool)
    /// Turns the phone (`rotate portrait|landscape|landscape-left|landscape-right`).
    case rotate(UIInterfaceOrientation)
    /// Turns the predictive bar on or off (`predictive on|off`).
    case predictive(Bool)
    /// Moves an iPad's keyboard (`keyboard-mode docked|undocked|split|floating`).
    case keyboardMode(KeyboardPlacement)
    /// An iPad app window's share of the screen (`window full|half|third|two-thirds|slide-over|WxH`).
    case window(AppWindowArrangement)
    /// The other app's field takes the keyboard (`other-app focus`) or gives it back
    /// (`other-app leave`).
    case otherApp(editing: Bool)
    case screenshot(String)
    /// The lab's panel, as a person sets it (`lab device iphone-se`, `lab slow 0.25`, …).
    case lab(LabCommand)
    case expectFieldTop(CGFloat)
    case expectKeyboardTop(CGFloat)
    case expectKeyboard(shown: Bool)
    case expectDevice(DeviceProfile)
    case expectText(String)
    /// Puts the text on the clipboard (the desktop's in a window), as another program's
    /// copy would (`clipboard TEXT`).
    case clipboard(String)
    /// The clipboard holds exactly the text (`expect-clipboard TEXT`).
    case expectClipboard(String)
    /// The focused input's selection is exactly the text (`expect-selection TEXT`).
    case expectSelection(String)
    case quit(Int32)
  }

  /// What `lab …` does: a control of the panel, or the lab's own output.
  public enum LabCommand: Equatable, Sendable {
    case device(DeviceProfile)
    case orientation(UIInterfaceOrientation)
    case keyboard(hardware: Bool)
    /// The panel's iPad keyboard place (`lab keyboard-mode split`).
    case keyboardMode(KeyboardPlacement)
    /// The panel's iPad window size (`lab window half`).
    case window(AppWindowArrangement)
    /// The frame clock's rate (`lab slow 0.25`; `lab slow 1` is full speed).
    case slow(Double)
    case pause
    case resume
    case step
    /// The whole window, lab and phone, as a PNG.
    case screenshot(String)
    /// The timeline of the last keyboard animation as a PNG.
    case plot(String)
    /// Inspect mode on or off (`lab inspect on`).
    case inspect(Bool)
    /// Selects the view at a point of the phone for the inspector (`lab select 195 190`).
    case select(CGPoint)
  }

  public struct Line: Equatable, Sendable {
    public let number: Int
    public let text: String
    public let command: Command
  }

  /// A line that is not a command; the app exits 2 with it.
  public struct ParseError: Error, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let message: String
    public var description: String { "\(file):\(line): \(message)" }
  }

  public let file: String
  public let lines: [Line]

  /// Reads and parses `path`; an unreadable file is a `ParseError` at line 0.
  public static func load(path: String) throws(ParseError) -> Script {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
    else { throw ParseError(file: path, line: 0, message: "cannot read the script file") }
    return try Script(parsing: text, file: path)
  }

  /// The files the script writes (screenshots, plots), with their line numbers: checked
  /// before it plays.
  public var outputPaths: [(line: Int, path: String)] {
    lines.compactMap { line in
      switch line.command {
      case .screenshot(let path), .lab(.screenshot(let path)), .lab(.plot(let path)): (line.number, path)
      default: nil
      }
    }
  }

  /// `load(path:)`, then each file the script writes checked (`OutputPath`): one that
  /// cannot be written is a `ParseError` at its line, before anything plays.
  static func loadCheckingOutputs(path: String) throws(ParseError) -> Script {
    let script = try load(path: path)
    for (line, output) in script.outputPaths {
      do {
        try OutputPath.checkFile(output)
      } catch {
        throw ParseError(file: path, line: line, message: error.description)
      }
    }
    return script
  }

  public init(parsing text: String, file: String = "<script>") throws(ParseError) {
    self.file = file
    var lines: [Line] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let lineNumber = index + 1
      var content = Substring(raw)
      if content.hasSuffix("\r") { content = content.dropLast() }
      // A line starting with `#` is a comment; so is ` # …` after a command, except in the
      // text of `type` and `expect-text`, which runs to the end of the line.
      let trimmed = content.drop { $0 == " " || $0 == "\t" }
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
      let word = String(trimmed.prefix { $0 != " " && $0 != "\t" })
      let rest = trimmed.dropFirst(word.count).drop { $0 == " " || $0 == "\t" }
      let takesText = ["type", "expect-text", "clipboard", "expect-clipboard", "expect-selection"].contains(word)
      let argumentText = takesText ? String(rest) : Self.stripComment(rest)
      let arguments = argumentText.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      func fail(_ message: String) -> ParseError { ParseError(file: file, line: lineNumber, message: message) }
      func count(_ n: Int, _ usage: String) throws(ParseError) {
        guard arguments.count == n else { throw fail("\(word) takes \(usage)") }
      }
      func parseNumber(_ text: String) throws(ParseError) -> Double {
        guard let value = Double(text), value.isFinite else { throw fail("'\(text)' is not a number") }
        return value
      }
      let command: Command
      switch word {
      case "wait":
        try count(1, "a duration in seconds")
        let seconds = try parseNumber(arguments[0])
        guard seconds >= 0 else { throw fail("wait takes a duration ≥ 0") }
        command = .wait(seconds)
      case "wait-for-file":
        guard arguments.count == 1 || arguments.count == 2 else {
          throw fail("wait-for-file takes a path and an optional timeout in seconds")
        }
        let timeout = arguments.count == 2 ? try parseNumber(arguments[1]) : 30
        guard timeout > 0 else { throw fail("wait-for-file takes a timeout > 0") }
        command = .waitForFile(arguments[0], timeout: timeout)
      case "settle":
        try count(0, "no arguments")
        command = .settle
      case "click":
        try count(2, "x and y in window points")
        command = .click(CGPoint(x: try parseNumber(arguments[0]), y: try parseNumber(arguments[1])))
      case "type":
        guard !argumentText.isEmpty else { throw fail("type takes the text to type") }
        command = .type(argumentText)
      case "key":
        try count(1, "a key name, e.g. enter, tab, shift+tab")
        guard let (key, modifiers) = Self.parseKey(arguments[0]) else {
          throw fail(
            "unknown key '\(arguments[0])' (enter tab escape backspace delete left right up down home end, "
              + "with shift+ ctrl+ alt+ cmd+; a letter or digit with ctrl+ or cmd+, as ctrl+v)")
        }
        command = .key(key, modifiers)
      case "tap-key":
        try count(1, "one virtual key: a character, or space return backspace shift dismiss 123 #+= abc globe")
        command = .tapKey(Self.parseVirtualKey(arguments[0]))
      case "focus":
        try count(0, "no arguments")
        command = .focus
      case "screen":
        try count(1, "a screen name (\(AppScreens.names.joined(separator: ", ")))")
        guard AppScreens.named(arguments[0]) != nil else {
          throw fail("unknown screen '\(arguments[0])' (known: \(AppScreens.names.joined(separator: ", ")))")
        }
        command = .screen(arguments[0])
      case "keyboard":
        try count(1, "software or hardware")
        guard arguments[0] == "software" || arguments[0] == "hardware" else {
          throw fail("keyboard takes software or hardware, got '\(arguments[0])'")
        }
        command = .keyboard(hardware: arguments[0] == "hardware")
      case "rotate":
        try count(1, "portrait, landscape, landscape-left or landscape-right")
        guard let orientation = AppFlags.orientation(named: arguments[0]) else {
          throw fail("rotate takes portrait, landscape, landscape-left or landscape-right, got '\(arguments[0])'")
        }
        command = .rotate(orientation)
      case "window":
        try count(1, "full, half, third, two-thirds, slide-over or WxH")
        guard let arrangement = AppWindowArrangement(name: arguments[0]) else {
          throw fail("window takes full, half, third, two-thirds, slide-over or WxH, got '\(arguments[0])'")
        }
        command = .window(arrangement)
      case "other-app":
        try count(1, "focus or leave")
        guard arguments[0] == "focus" || arguments[0] == "leave" else {
          throw fail("other-app takes focus or leave, got '\(arguments[0])'")
        }
        command = .otherApp(editing: arguments[0] == "focus")
      case "keyboard-mode":
        try count(1, "docked, undocked, split or floating")
        guard let placement = KeyboardPlacement(rawValue: arguments[0]) else {
          throw fail("keyboard-mode takes docked, undocked, split or floating, got '\(arguments[0])'")
        }
        command = .keyboardMode(placement)
      case "predictive":
        try count(1, "on or off")
        guard arguments[0] == "on" || arguments[0] == "off" else {
          throw fail("predictive takes on or off, got '\(arguments[0])'")
        }
        command = .predictive(arguments[0] == "on")
      case "screenshot":
        try count(1, "a PNG path")
        command = .screenshot(arguments[0])
      case "lab":
        command = .lab(try Self.parseLab(arguments, fail: fail))
      case "expect-field-top":
        try count(1, "a y in window points")
        command = .expectFieldTop(try parseNumber(arguments[0]))
      case "expect-keyboard-top":
        try count(1, "a y in window points")
        command = .expectKeyboardTop(try parseNumber(arguments[0]))
      case "expect-keyboard":
        try count(1, "shown or hidden")
        guard arguments[0] == "shown" || arguments[0] == "hidden" else {
          throw fail("expect-keyboard takes shown or hidden")
        }
        command = .expectKeyboard(shown: arguments[0] == "shown")
      case "expect-text":
        command = .expectText(argumentText)
      case "clipboard":
        command = .clipboard(argumentText)
      case "expect-clipboard":
        command = .expectClipboard(argumentText)
      case "expect-selection":
        command = .expectSelection(argumentText)
      case "expect-device":
        try count(1, "a device name")
        guard let device = DeviceProfile.named(arguments[0]) else {
          throw fail(
            "unknown device '\(arguments[0])' (known: \(DeviceProfile.all.map(\.name).joined(separator: ", ")))")
        }
        command = .expectDevice(device)
      case "quit":
        guard arguments.count <= 1 else { throw fail("quit takes an optional exit code") }
        guard let code = arguments.first.map({ Int32($0) }) ?? 0 else {
          throw fail("'\(arguments[0])' is not an exit code")
        }
        command = .quit(code)
      default:
        throw fail("unknown command '\(word)'")
      }
      lines.append(Line(number: lineNumber, text: String(trimmed), command: command))
    }
    self.lines = lines
  }

  static func parseLab(
    _ arguments: [String], fail: (String) -> ParseError
  ) throws(ParseError) -> LabCommand {
    let usage =
      "lab takes device NAME, orientation O, keyboard software|hardware, slow RATE, pause, resume, step,"
      + " screenshot PATH, plot PATH, inspect on|off or select X Y"
    guard let verb = arguments.first else { throw fail(usage) }
    let rest = Array(arguments.dropFirst())
    func one(_ what: String) throws(ParseError) -> String {
      guard rest.count == 1 else { throw fail("lab \(verb) takes \(what)") }
      return rest[0]
    }
    func none() throws(ParseError) {
      guard rest.isEmpty else { throw fail("lab \(verb) takes no arguments") }
    }
    switch verb {
    case "device":
      let name = try one("a device name")
      guard let device = DeviceProfile.named(name) else {
        throw fail("unknown device '\(name)' (known: \(DeviceProfile.all.map(\.name).joined(separator: ", ")))")
      }
      return .device(device)
    case "window":
      let name = try one("full, half, third, two-thirds, slide-over or WxH")
      guard let arrangement = AppWindowArrangement(name: name) else {
        throw fail("lab window takes full, half, third, two-thirds, slide-over or WxH, got '\(name)'")
      }
      return .window(arrangement)
    case "keyboard-mode":
      let name = try one("docked, undocked, split or floating")
      guard let placement = KeyboardPlacement(rawValue: name) else {
        throw fail("lab keyboard-mode takes docked, undocked, split or floating, got '\(name)'")
      }
      return .keyboardMode(placement)
    case "orientation":
      let name = try one("portrait or landscape")
      guard let orientation = AppFlags.orientation(named: name) else {
        throw fail("lab orientation takes portrait, landscape, landscape-left or landscape-right, got '\(name)'")
      }
      return .orientation(orientation)
    case "keyboard":
      let mode = try one("software or hardware")
      guard mode == "software" || mode == "hardware" else {
        throw fail("lab keyboard takes software or hardware, got '\(mode)'")
      }
      return .keyboard(hardware: mode == "hardware")
    case "slow":
      let text = try one("a rate: 1, 0.25 or 0.1")
      guard let rate = Double(text), rate > 0, rate <= 1 else {
        throw fail("lab slow takes a rate above 0 and at most 1 (1, 0.25, 0.1), got '\(text)'")
      }
      return .slow(rate)
    case "pause":
      try none()
      return .pause
    case "resume":
      try none()
      return .resume
    case "step":
      try none()
      return .step
    case "screenshot": return .screenshot(try one("a PNG path"))
    case "plot": return .plot(try one("a PNG path"))
    case "inspect":
      let state = try one("on or off")
      guard state == "on" || state == "off" else { throw fail("lab inspect takes on or off, got '\(state)'") }
      return .inspect(state == "on")
    case "select":
      guard rest.count == 2, let x = Double(rest[0]), let y = Double(rest[1]) else {
        throw fail("lab select takes x and y in the phone's points")
      }
      return .select(CGPoint(x: x, y: y))
    default: throw fail("unknown lab command '\(verb)': \(usage)")
    }
  }

  /// Drops a trailing comment: a `#` with whitespace on both sides (so `tap-key #` and
  /// `tap-key #+=` keep their `#`).
  private static func stripComment(_ text: Substring) -> String {
    let characters = Array(text)
    for i in characters.indices where characters[i] == "#" {
      let before = i > 0 && characters[i - 1].isWhitespace
      let after = i + 1 < characters.count && characters[i + 1].isWhitespace
      if before && after { return String(characters[..<i]) }
    }
    return String(text)
  }

  static func parseKey(_ text: String) -> (KeyboardKey, KeyModifiers)? {
    var parts = text.lowercased().split(separator: "+").map(String.init)
    guard let name = parts.popLast() else { return nil }
    var modifiers: KeyModifiers = []
    for part in parts {
      switch part {
      case "shift": modifiers.insert(.shift)
      case "ctrl", "control": modifiers.insert(.control)
      case "alt", "option": modifiers.insert(.alternate)
      case "cmd", "command", "super": modifiers.insert(.command)
      default: return nil
      }
    }
    let keys: [String: KeyboardKey] = [
      "enter": .enter, "return": .enter, "tab": .tab, "escape": .escape, "esc": .escape,
      "backspace": .backspace, "delete": .deleteForward, "left": .left, "right": .right, "up": .up,
      "down": .down, "home": .home, "end": .end,
    ]
    if let key = keys[name] { return (key, modifiers) }
    // A letter or digit is a key only as a shortcut: typed alone it is text (`type`).
    guard name.count == 1, let character = name.first, character.isASCII,
      character.isLetter || character.isNumber, !modifiers.isDisjoint(with: [.control, .command])
    else { return nil }
    return (.character(character), modifiers)
  }

  static func parseVirtualKey(_ text: String) -> KeyboardView.Key {
    switch text {
    case "space": .space
    case "return", "enter": .returnKey
    case "backspace": .backspace
    case "shift": .shift
    case "dismiss": .dismiss
    case "123": .numbers
    case "#+=": .symbols
    case "abc", "ABC", "한글": .letters
    case "globe": .globe
    default: .character(text)
    }
  }
}
