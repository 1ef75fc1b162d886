import Foundation
import KeyboardLab
import SeedScreensTestSupport
import Testing
import UIKit

/// `keyboard-lab audit`'s command line: defaults, `all`, repeats, and usage errors.
@MainActor
@Suite struct AuditCommandTests {
  init() { SeedLabScreens.register() }

  @Test func theDefaultsAreEveryScreenDeviceAndBothOrientationsWithTheSoftwareKeyboard() throws {
    let command = try AuditCommand.parse([])
    #expect(command.screens.isEmpty)
    #expect(command.devices == DeviceProfile.all)
    #expect(command.orientations == [.portrait, .landscapeRight])
    #expect(command.keyboards == [.software])
    #expect(command.windows == [.fullScreen])
    #expect(command.timing)
    #expect(command.jsonPath == nil && command.reportDirectory == nil)
  }

  @Test func flagsTakeAllOrAreRepeated() throws {
    let command = try AuditCommand.parse([
      "--screen", "todo", "--screen=memo", "--device", "iphone-se", "--device", "iphone-14", "--orientation",
      "landscape", "--keyboard", "all", "--json", "/tmp/a.json", "--report", "/tmp/r", "--no-timing",
    ])
    #expect(command.screens == ["todo", "memo"])
    #expect(command.devices == [.iPhoneSE, .iPhone14])
    #expect(command.orientations == [.landscapeRight])
    #expect(command.keyboards == [.software, .hardware])
    #expect(command.jsonPath == "/tmp/a.json" && command.reportDirectory == "/tmp/r")
    #expect(!command.timing)
    #expect(try AuditCommand.parse(["--screen", "all"]).screens == AppScreens.names)
  }

  nonisolated static let badLines: [([String], String)] = [
    (["--screen", "nope"], "unknown screen 'nope'"),
    (["--device", "pixel"], "unknown device 'pixel'"),
    (["--orientation", "up"], "--orientation must be portrait, landscape"),
    (["--keyboard", "bluetooth"], "--keyboard must be software, hardware or all, got 'bluetooth'"),
    (["--keyboard", "split"], "--keyboard must be software, hardware or all, got 'split'"),
    (["--keyboard-mode", "half"], "--keyboard-mode must be docked, undocked, split, floating or all, got 'half'"),
    (
      ["--window", "quarter"],
      "--window must be full, half, third, two-thirds, slide-over, WxH (points) or all, got 'quarter'"
    ),
    (
      ["--window", "0x600"],
      "--window must be full, half, third, two-thirds, slide-over, WxH (points) or all, got '0x600'"
    ),
    (
      ["--window", "half", "--device", "iphone-14"],
      "--window half needs an iPad: a phone's window is its screen, and every device asked for is a phone (iphone-14)"
    ),
    (
      ["--device", "iphone-se", "--window", "all", "--device", "iphone-14"],
      "--window all needs an iPad: a phone's window is its screen, and every device asked for is a phone"
        + " (iphone-se-3rd-gen, iphone-14)"
    ),
    (["--json"], "--json needs a value"),
    (["--no-timing=yes"], "--no-timing takes no value"),
    (["--bogus"], "unknown option '--bogus' for audit"),
  ]

  @Test func keyboardModesAddTheSoftwareKeyboardsPlaces() throws {
    #expect(try AuditCommand.parse(["--keyboard-mode", "all"]).keyboards == [.software, .undocked, .split, .floating])
    #expect(
      try AuditCommand.parse(["--keyboard", "hardware", "--keyboard-mode", "split"]).keyboards == [.hardware, .split])
    #expect(
      try AuditCommand.parse(["--keyboard", "all", "--keyboard-mode", "all"]).keyboards == [
        .software, .hardware, .undocked, .split, .floating,
      ])
  }

  @Test func windowsAreNamedAsTheAppsWindowFlagNamesThem() throws {
    #expect(try AuditCommand.parse(["--window", "all"]).windows == KeyboardAudit.allWindows)
    #expect(
      KeyboardAudit.allWindows == [
        .fullScreen, .splitView(.half), .splitView(.third), .splitView(.twoThirds), .slideOver,
      ])
    #expect(
      try AuditCommand.parse(["--window", "half", "--window=700x600", "--window", "half"]).windows == [
        .splitView(.half), .stageManager(CGSize(width: 700, height: 600)),
      ])
    // A Stage Manager size is not among `all`'s, and is kept after them.
    #expect(try AuditCommand.parse(["--window", "all", "--window", "900x700"]).windows.count == 6)
    // The screen's own window is every device's, a phone's too; a share needs an iPad among them.
    #expect(try AuditCommand.parse(["--window", "full", "--device", "iphone-14"]).windows == [.fullScreen])
    #expect(
      try AuditCommand.parse(["--window", "slide-over", "--device", "iphone-14", "--device", "ipad-mini"]).devices == [
        .iPhone14, .iPadMini,
      ])
  }

  @Test(arguments: badLines) func aBadCommandLineSaysWhat(_ arguments: [String], _ message: String) {
    #expect {
      try AuditCommand.parse(arguments)
    } throws: { error in
      (error as? AuditCommand.UsageError)?.description.hasPrefix(message) == true
    }
  }

  @Test func theReportIsASheetPerScreenAndAnIndexThatLinksThem() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    var command = try AuditCommand.parse(["--screen", "todo", "--device", "iphone-14", "--no-timing"])
    command.reportDirectory = directory.path
    command.jsonPath = directory.appendingPathComponent("audit.json").path
    // The todo screen's text view is under the landscape keyboard on iPhone 14: exit 1.
    #expect(command.run() == 1)
    let png = try Data(contentsOf: directory.appendingPathComponent("todo.png"))
    #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    // One device, one row of four cells (two inputs × two orientations): two portrait
    // cells widened to 620 points for their captions, two landscape ones 844 wide, 40-point
    // gaps; 3 128 points at 0.4 pixels per point is 1 251.2, rounded up.
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 1252)
    let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("<a href=\"todo.png\">"))
    #expect(index.contains("the line with the caret is 20 of 20 pt under the keyboard (its top at 209)"))
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("audit.json").path))
  }
}
