import Foundation
import UIKit
import UIKitTesting

/// Plays a `Script` against the app, one step per frame-loop iteration.
///
/// It drives and reads the window through a `ScreenTester`, as a test does: input goes
/// through the window's own entry points (`handleTouch`, `handleText`, `handleKey`), the
/// ones the SDL event pump calls, so a script exercises the same path as a person
/// clicking. What is the runner's own is the script's timing: a click is a press on one
/// iteration and a release on the next; `type` delivers one grapheme per iteration, so
/// text arrives while animations run. Waits read the window's frame time: real time in a
/// window, exact 1/60 s steps headless.
@MainActor
public final class ScriptRunner {
  public enum Status: Equatable {
    case running
    /// Every line ran.
    case finished
    /// `quit`, or a failed expectation / screenshot (1).
    case exit(Int32)
  }

  public let script: Script
  /// Drives the window and reads it (the keyboard's top as drawn, frames, the selection).
  private let tester: ScreenTester
  private let switcher: ScreenSwitcherViewController
  /// Screenshots of the phone (`screenshot`) and of the whole window (`lab screenshot`).
  private let platform: any AppPlatform
  private let log: (String) -> Void
  /// The lab around the phone (nil with `--phone-only`, where `lab …` lines fail).
  public let lab: LabController?

  private var next = 0
  private var waitUntil: TimeInterval?
  private var settling = false
  private var awaitedFile: (path: String, deadline: Date, line: Script.Line)?
  private var pendingRelease: CGPoint?
  private var typing: [Character] = []
  /// The `type` line whose text is being delivered.
  private var typingLine: Script.Line?

  public init(
    script: Script, window: UIWindow, switcher: ScreenSwitcherViewController, platform: any AppPlatform,
    lab: LabController?,
    log: @escaping (String) -> Void = { FileHandle.standardError.write(Data("keyboard-lab: \($0)\n".utf8)) }
  ) {
    self.script = script
    tester = ScreenTester(window: window)
    self.switcher = switcher
    self.platform = platform
    self.lab = lab
    self.log = log
  }

  /// Runs until a command needs time to pass (a wait, the second half of a click, the
  /// next grapheme); call once per frame-loop iteration.
  public func tick(now: TimeInterval? = nil) -> Status {
    let now = now ?? tester.now
    if let point = pendingRelease {
      pendingRelease = nil
      tester.liftTouch(at: point)
      return .running
    }
    if !typing.isEmpty, let line = typingLine {
      return typeNextGrapheme(line)
    }
    if let until = waitUntil {
      if now < until - 1e-9 { return .running }
      waitUntil = nil
    }
    if settling {
      if !tester.runtime.isSettled(.quiet) { return .running }
      settling = false
    }
    if let awaited = awaitedFile {
      // Wall-clock time: the file comes from another process, whatever the app's clock.
      if !FileManager.default.fileExists(atPath: awaited.path) {
        if Date() > awaited.deadline { return fail(awaited.line, "\(awaited.path) did not appear") }
        return .running
      }
      awaitedFile = nil
    }
    while next < script.lines.count {
      let line = script.lines[next]
      next += 1
      switch line.command {
      case .wait(let seconds):
        waitUntil = now + seconds
        return .running
      case .settle:
        settling = true
        return .running
      case .waitForFile(let path, let timeout):
        awaitedFile = (path, Date().addingTimeInterval(timeout), line)
        return .running
      case .click(let point):
        press(at: point)
        return .running
      case .type(let text):
        typing = Array(text)
        typingLine = line
        return typeNextGrapheme(line)
      case .key(let key, let modifiers):
        tester.press(key, modifiers: modifiers)
        return .running
      case .tapKey(let key):
        do {
          press(at: try tester.center(of: key))
        } catch {
          return fail(line, "no key \(key) to tap: \(error)")
        }
        return .running
      case .focus:
        guard switcher.focusFirstTextInput() else { return fail(line, "the screen has no text field to focus") }
      case .screen(let name):
        switcher.show(named: name)
      case .keyboard(let hardware):
        tester.keyboard.isHardwareKeyboardAttached = hardware
      case .rotate(let orientation):
        let screen = tester.window.screen
        guard screen.interfaceOrientation == orientation || screen.rotate(to: orientation) else {
          return fail(line, "the screen does not turn to \(orientation) (supportedInterfaceOrientations)")
        }
      case .predictive(let on):
        tester.keyboard.isPredictiveBarEnabled = on
      case .window(let arrangement):
        guard tester.window.screen.arrangeAppWindow(arrangement) else {
          return fail(line, "window \(arrangement.name) needs an iPad: a phone's window is its screen")
        }
      case .otherApp(let editing):
        guard tester.window.screen.appWindowArrangement != .fullScreen || !editing else {
          return fail(line, "other-app focus needs a window that is not the screen (window half, slide-over, …)")
        }
        tester.keyboard.isServingOtherApp = editing
      case .keyboardMode(let placement):
        guard placement.isDocked || tester.device.isPad else {
          return fail(line, "keyboard-mode \(placement.rawValue) needs an iPad: a phone's keyboard is always docked")
        }
        tester.keyboard.placement = placement
      case .screenshot(let path):
        do {
          try platform.savePhoneScreenshot(to: path)
          log("screenshot \(path)")
        } catch {
          return fail(line, "screenshot failed: \(error)")
        }
      case .lab(let command):
        if let failure = run(command, line) { return failure }
      case .expectFieldTop(let expected):
        guard let field = switcher.firstTextInput else { return fail(line, "the screen has no text field") }
        let top = tester.frame(of: field).minY
        guard abs(top - expected) <= 0.5 else {
          return fail(line, "expected the field's top at \(format(expected)), it is at \(format(top))")
        }
      case .expectKeyboardTop(let expected):
        let top = keyboardTop
        guard abs(top - expected) <= 0.5 else {
          return fail(line, "expected the keyboard's top at \(format(expected)), it is at \(format(top))")
        }
      case .expectKeyboard(let shown):
        let isShown = tester.isKeyboardShown
        guard isShown == shown else {
          return fail(
            line, "expected the keyboard \(shown ? "shown" : "hidden"), it is \(isShown ? "shown" : "hidden")")
        }
      case .expectText(let expected):
        guard let field = switcher.firstTextInput as? UITextField else {
          return fail(line, "the screen has no text field")
        }
        let text = field.text ?? ""
        guard text == expected else { return fail(line, "expected the field's text '\(expected)', it is '\(text)'") }
      case .clipboard(let text):
        tester.pasteboard.string = text
      case .expectClipboard(let expected):
        let text = tester.pasteboard.string ?? ""
        guard text == expected else { return fail(line, "expected the clipboard '\(expected)', it is '\(text)'") }
      case .expectSelection(let expected):
        guard let text = tester.selectedText else { return fail(line, "no text input is focused") }
        guard text == expected else { return fail(line, "expected the selection '\(expected)', it is '\(text)'") }
      case .expectDevice(let device):
        let current = tester.device
        guard current == device else {
          return fail(line, "expected the phone \(device.name), it is \(current.name)")
        }
      case .quit(let code):
        return .exit(code)
      }
    }
    return .finished
  }

  /// A `lab` line; nil when it ran, else how the script ends.
  private func run(_ command: Script.LabCommand, _ line: Script.Line) -> Status? {
    guard let lab else { return fail(line, "lab commands need the lab window (this run is --phone-only)") }
    var state = lab.state
    switch command {
    case .device(let device): state.device = device
    case .orientation(let orientation): state.orientation = orientation
    case .keyboard(let hardware): state.hardwareKeyboard = hardware
    case .keyboardMode(let placement):
      guard placement.isDocked || state.device.isPad else {
        return fail(
          line, "lab keyboard-mode \(placement.rawValue) needs an iPad: the panel's control is off on a phone")
      }
      state.keyboardPlacement = placement
    case .window(let arrangement):
      guard arrangement == .fullScreen || state.device.isPad else {
        return fail(line, "lab window \(arrangement.name) needs an iPad: the panel's control is off on a phone")
      }
      state.windowArrangement = arrangement
    case .slow(let rate): state.timeRate = rate
    case .pause: state.isPaused = true
    case .resume: state.isPaused = false
    case .step:
      lab.host.stepFrame()
      return nil
    case .inspect(let on):
      lab.inspector.isInspecting = on
      return nil
    case .select(let point):
      guard let view = lab.inspector.view(at: point) else { return fail(line, "no view at \(point)") }
      lab.inspector.selected = view
      return nil
    case .screenshot(let path), .plot(let path):
      do {
        if command == .screenshot(path) {
          try platform.saveWindowScreenshot(to: path)
        } else {
          try lab.savePlot(to: path)
        }
        log("\(line.text)")
      } catch {
        return fail(line, "\(line.text) failed: \(error)")
      }
      return nil
    }
    lab.apply(state)
    if case .orientation(let orientation) = command, lab.state.orientation != orientation {
      return fail(line, "the screen does not turn to \(orientation) (supportedInterfaceOrientations)")
    }
    return nil
  }

  /// The keyboard's top edge as drawn, in window points (the window's height when hidden).
  private var keyboardTop: CGFloat { tester.keyboardTop }

  private func press(at point: CGPoint) {
    tester.touchDown(at: point)
    pendingRelease = point
  }

  /// Delivers the next grapheme of a `type` line as the real keyboard's text; fails the
  /// line when no text input is focused to take it.
  private func typeNextGrapheme(_ line: Script.Line) -> Status {
    do {
      try tester.type(String(typing.removeFirst()))
    } catch {
      typing = []
      return fail(line, "nothing takes the text: \(error)")
    }
    return .running
  }

  private func fail(_ line: Script.Line, _ message: String) -> Status {
    log("\(script.file):\(line.number): \(line.text): \(message)")
    return .exit(1)
  }

  private func format(_ value: CGFloat) -> String {
    String(format: "%.2f", Double(value))
  }
}
