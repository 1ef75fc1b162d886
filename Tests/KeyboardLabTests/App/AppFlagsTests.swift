import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit

@testable import KeyboardAudit
@testable import KeyboardLab

/// The command line: every flag, and the usage errors that exit 2.
struct AppFlagsTests {
  init() { SeedLabScreens.register() }

  @Test("Defaults: the todo screen on an iPhone 14 at scale 1, in a window")
  func defaults() throws {
    let flags = try AppFlags.parse([])
    #expect(flags.screen == "todo")
    #expect(flags.device == .iPhone14)
    #expect(flags.scale == 1)
    #expect(!flags.isHeadless && !flags.usesSteppedFrames)
    #expect(flags.renderer == "auto")
    #expect(!flags.hardwareKeyboard)
  }

  @Test("--keyboard hardware attaches a hardware keyboard; software is the default")
  func keyboardMode() throws {
    #expect(try AppFlags.parse(["--keyboard", "hardware"]).hardwareKeyboard)
    #expect(try !AppFlags.parse(["--keyboard=software"]).hardwareKeyboard)
  }

  @Test("--orientation: portrait by default; landscape is landscapeRight; both sides by name")
  func orientation() throws {
    #expect(try AppFlags.parse([]).orientation == .portrait)
    #expect(try AppFlags.parse(["--orientation", "landscape"]).orientation == .landscapeRight)
    #expect(try AppFlags.parse(["--orientation=landscape-left"]).orientation == .landscapeLeft)
    #expect(try AppFlags.parse(["--orientation", "landscape-right"]).orientation == .landscapeRight)
  }

  @Test("--keyboard-mode: docked by default, the four places by name, a lifted one on an iPad only")
  func keyboardPlacement() throws {
    #expect(try AppFlags.parse([]).keyboardPlacement == .docked)
    for placement in KeyboardPlacement.allCases {
      let flags = try AppFlags.parse(["--device", "ipad-mini", "--keyboard-mode", placement.rawValue])
      #expect(flags.keyboardPlacement == placement)
    }
    #expect(try AppFlags.parse(["--keyboard-mode=floating", "--device=ipad-air-13"]).keyboardPlacement == .floating)
    #expect(throws: AppFlags.UsageError.self) { try AppFlags.parse(["--keyboard-mode", "split"]) }
    #expect(throws: AppFlags.UsageError.self) {
      try AppFlags.parse(["--device", "ipad-mini", "--keyboard-mode", "half"])
    }
    // Split where iPadOS has none is allowed, with a note; where it has one, no note.
    #expect(
      try AppFlags.parse(["--device", "ipad-pro-11", "--keyboard-mode", "split"]).note?.contains("no split") == true)
    #expect(try AppFlags.parse(["--device", "ipad-mini", "--keyboard-mode", "split"]).note == nil)
  }

  @Test("--window: full by default, the named shares and WxH on an iPad only")
  func window() throws {
    #expect(try AppFlags.parse([]).windowArrangement == .fullScreen)
    #expect(try AppFlags.parse(["--device", "ipad-mini", "--window", "half"]).windowArrangement == .splitView(.half))
    #expect(
      try AppFlags.parse(["--window=700x600", "--device=ipad-pro-13"]).windowArrangement
        == .stageManager(CGSize(width: 700, height: 600)))
    #expect(throws: AppFlags.UsageError.self) { try AppFlags.parse(["--window", "half"]) }
    #expect(throws: AppFlags.UsageError.self) { try AppFlags.parse(["--device", "ipad-mini", "--window", "quarter"]) }
  }

  @Test("--predictive on turns the predictive bar on; off is the default")
  func predictive() throws {
    #expect(try !AppFlags.parse([]).predictiveBar)
    #expect(try AppFlags.parse(["--predictive", "on"]).predictiveBar)
    #expect(try !AppFlags.parse(["--predictive=off"]).predictiveBar)
  }

  @Test("--keyboard-language ko starts on the Korean keyboard; en is the default")
  func keyboardLanguage() throws {
    #expect(try AppFlags.parse([]).keyboardLanguage == .english)
    #expect(try AppFlags.parse(["--keyboard-language", "ko"]).keyboardLanguage == .korean)
    #expect(try AppFlags.parse(["--keyboard-language=en"]).keyboardLanguage == .english)
  }

  @Test("Every flag, both as --flag value and --flag=value")
  func everyFlag() throws {
    let flags = try AppFlags.parse([
      "--screen", "todo", "--device=iphone-se", "--scale", "3", "--focus", "--headless",
      "--screenshot", "out.png", "--print-startup-time", "--print-frame-stats", "--full-redraw",
      "--renderer=software",
    ])
    #expect(flags.device == .iPhoneSE)
    #expect(flags.scale == 3)
    #expect(flags.focus && flags.headless && flags.printStartupTime && flags.printFrameStats && flags.fullRedraw)
    #expect(flags.screenshotPath == "out.png")
    #expect(flags.renderer == "software")
    #expect(flags.usesSteppedFrames)
    let bench = try AppFlags.parse(["--bench-frames", "120"])
    #expect(bench.benchFrames == 120 && bench.isHeadless && bench.usesSteppedFrames)
    #expect(try AppFlags.parse(["--script", "a.txt"]).scriptPath == "a.txt")
    #expect(try AppFlags.parse(["-h"]).help)
  }

  @Test(
    "Bad command lines name the problem",
    arguments: [
      (["--bogus"], "unknown option '--bogus'"),
      (["--screen", "nope"], "unknown screen 'nope'"),
      (
        ["--device", "pixel"],
        "unknown device 'pixel' (known: iphone-se-3rd-gen, iphone-13-mini, iphone-14, iphone-16, iphone-16-pro,"
          + " iphone-16-plus, iphone-16-pro-max, ipad-mini, ipad-air-11, ipad-pro-11, ipad-air-13, ipad-pro-13;"
          + " `--device list` shows their older names too)"
      ),
      (["--device", "IPHONE-14"], "unknown device 'IPHONE-14'"),
      (["--device"], "--device needs a value"),
      (["--scale", "4"], "--scale must be 1, 2 or 3"),
      (["--scale"], "--scale needs a value"),
      (["--screen", "--focus"], "--screen needs a value"),
      (["--focus=yes"], "--focus takes no value"),
      (["--headless"], "--headless needs --screenshot, --script, --plot or --bench-frames"),
      (["--bench-frames", "0"], "--bench-frames must be a positive number"),
      (["--renderer", "vulkan"], "--renderer must be auto, gpu or software"),
      (["--keyboard", "bluetooth"], "--keyboard must be software or hardware, got 'bluetooth'"),
      (["--orientation", "sideways"], "--orientation must be portrait, landscape, landscape-left or landscape-right"),
      (["--predictive", "yes"], "--predictive must be on or off, got 'yes'"),
      (["--keyboard-language", "ja"], "--keyboard-language must be en or ko, got 'ja'"),
      (["--screenshot", "a.png", "--script", "s.txt"], "do not combine"),
    ])
  func usageErrors(arguments: [String], message: String) {
    #expect {
      try AppFlags.parse(arguments)
    } throws: { error in
      (error as? AppFlags.UsageError)?.description.contains(message) ?? false
    }
  }

  @Test("--device takes a profile's name or an older name of its size")
  func deviceNames() throws {
    #expect(try AppFlags.parse(["--device", "iphone-16-pro-max"]).device.size == CGSize(width: 440, height: 956))
    #expect(try AppFlags.parse(["--device", "iphone-14-pro-max"]).device == .iPhone16Plus)
    #expect(try AppFlags.parse(["--device=iphone-13"]).device == .iPhone14)
    #expect(try AppFlags.parse(["--device", "iphone-se"]).device == .iPhoneSE)
    #expect(try !AppFlags.parse(["--device", "iphone-se"]).listDevices)
  }

  @Test("--device list asks for the list and leaves the device at its default")
  func deviceListFlag() throws {
    for arguments in [["--device", "list"], ["--device=list"]] {
      let flags = try AppFlags.parse(arguments)
      #expect(flags.listDevices)
      #expect(flags.device == .iPhone14)
    }
  }

  @Test("The device list: one device a line, the phones then the iPads, with its size, scale and older names")
  func deviceList() {
    #expect(
      AppFlags.deviceList == """
        iphone-se-3rd-gen  375×667 @2x    also iphone-se, iphone-se-2nd-gen
        iphone-13-mini     375×812 @3x    also iphone-12-mini
        iphone-14          390×844 @3x    (default)  also iphone-13, iphone-13-pro, iphone-12, iphone-12-pro
        iphone-16          393×852 @3x    also iphone-15, iphone-15-pro, iphone-14-pro
        iphone-16-pro      402×874 @3x
        iphone-16-plus     430×932 @3x    also iphone-14-pro-max, iphone-15-plus, iphone-15-pro-max
        iphone-16-pro-max  440×956 @3x
        ipad-mini          744×1133 @2x   also ipad-mini-6th-gen, ipad-mini-a17-pro
        ipad-air-11        820×1180 @2x   also ipad-10th-gen, ipad-a16, ipad-air-5th-gen, ipad-air-4th-gen
        ipad-pro-11        834×1210 @2x   also ipad-pro-11-m4
        ipad-air-13        1024×1366 @2x  also ipad-pro-12-9
        ipad-pro-13        1032×1376 @2x  also ipad-pro-13-m4
        """)
  }

  @Test("The usage lists every screen and device")
  func usage() {
    for name in AppScreens.names { #expect(AppFlags.usage.contains(name)) }
    for device in DeviceProfile.all { #expect(AppFlags.usage.contains(device.name)) }
  }
}

/// Screens added by a program that runs the lab (`KeyboardLabApp.main(screens:)`).
struct AppScreensTests {
  init() { SeedLabScreens.register() }

  @Test("A LabScreen's title is its name capitalised unless given")
  func titles() {
    #expect(LabScreen("profile") { UIViewController() }.title == "Profile")
    #expect(LabScreen("sign-up", title: "Sign up") { UIViewController() }.title == "Sign up")
  }

  @Test(
    "A name already taken, or one no command line can name, is refused and nothing is added",
    arguments: [("todo", "already there"), ("my screen", "must be letters"), ("", "must be letters")])
  func refused(name: String, message: String) {
    let before = AppScreens.names
    #expect {
      try AppScreens.add([LabScreen(name) { UIViewController() }])
    } throws: { error in
      (error as? AppScreens.BadScreen)?.description.contains(message) ?? false
    }
    #expect(AppScreens.names == before)
  }

  @Test("Two new screens with the same name are refused together")
  func duplicatesInOneCall() {
    let before = AppScreens.names
    #expect(throws: AppScreens.BadScreen.self) {
      try AppScreens.add([LabScreen("twin") { UIViewController() }, LabScreen("twin") { UIViewController() }])
    }
    #expect(AppScreens.names == before)
  }
}
