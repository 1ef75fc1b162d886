import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit

@testable import KeyboardAudit
@testable import KeyboardLab

/// The compare mode's command line.
struct CompareFlagsTests {
  init() { SeedLabScreens.register() }

  @Test func compareIsTheThreeSeedsAndCompareScreensChoosesTwoOrThree() throws {
    #expect(try AppFlags.parse(["--compare"]).compareScreens == ["todo", "login", "memo"])
    #expect(try AppFlags.parse(["--compare-screens", "todo,memo"]).compareScreens == ["todo", "memo"])
    #expect(try AppFlags.parse([]).compareScreens == nil)
  }

  nonisolated static let badLines: [([String], String)] = [
    (["--compare-screens", "todo"], "--compare-screens takes two or three screen names"),
    (["--compare-screens", "todo,nope"], "--compare-screens takes two or three screen names"),
    (["--compare", "--script", "x"], "--compare does not combine with --phone-only, --script or --bench-frames"),
    (["--compare", "--phone-only"], "--compare does not combine with --phone-only, --script or --bench-frames"),
    (["--compare-devices", "iphone-14"], "--compare-devices takes two or three device names, comma-separated (known:"),
    (
      ["--compare-devices", "iphone-se,iphone-14,iphone-16,ipad-mini"],
      "--compare-devices takes two or three device names, comma-separated (known:"
    ),
    (
      ["--compare-devices", "iphone-14,pixel"],
      "--compare-devices takes two or three device names, comma-separated ('pixel' is none) (known: iphone-se-3rd-gen,"
    ),
    (
      ["--compare-devices", "iphone-14,"],
      "--compare-devices takes two or three device names, comma-separated ('' is none)"
    ),
    (
      ["--compare-screens", "todo,login,memo", "--compare-devices", "iphone-14,ipad-mini"],
      "--compare-screens and --compare-devices pair each screen with a device: 3 screens and 2 devices"
    ),
    (
      ["--device", "ipad-mini", "--compare-devices", "iphone-14,ipad-mini"],
      "--compare-devices names every phone's device: leave --device out"
    ),
    (
      ["--compare-devices", "iphone-14,ipad-mini", "--script", "x"],
      "--compare does not combine with --phone-only, --script or --bench-frames"
    ),
  ]

  @Test(arguments: badLines) func aBadCompareLineSaysWhat(_ arguments: [String], _ message: String) {
    #expect {
      try AppFlags.parse(arguments)
    } throws: { error in
      (error as? AppFlags.UsageError)?.description.hasPrefix(message) == true
    }
  }

  @Test func aPhoneHostIsHeadlessAndAlone() throws {
    let flags = try AppFlags.parse(["--phone-host", "/tmp/p.rgba", "--screen", "login"])
    #expect(flags.phoneHostPath == "/tmp/p.rgba" && flags.isHeadless && flags.phoneOnly && flags.usesSteppedFrames)
  }

  @Test func theModeIsDecidedOnceFromTheFlags() throws {
    #expect(try AppFlags.parse([]).mode == .lab)
    #expect(try AppFlags.parse(["--phone-only"]).mode == .phoneOnly)
    #expect(try AppFlags.parse(["--phone-host", "/tmp/p.rgba"]).mode == .phoneHost(path: "/tmp/p.rgba"))
    #expect(
      try AppFlags.parse(["--compare"]).mode
        == .compare([
          ComparedScreen(screen: "todo", device: .iPhone14), ComparedScreen(screen: "login", device: .iPhone14),
          ComparedScreen(screen: "memo", device: .iPhone14),
        ]))
  }

  @Test func compareDevicesPutsTheScreenOnEachOrPairsTheScreensWithThem() throws {
    // One screen, --screen's (todo by default), on each device; --compare adds nothing.
    for arguments in [
      ["--compare-devices", "iphone-14,ipad-pro-11"], ["--compare", "--compare-devices=iphone-14,ipad-pro-11"],
    ] {
      #expect(
        try AppFlags.parse(arguments).compared == [
          ComparedScreen(screen: "todo", device: .iPhone14), ComparedScreen(screen: "todo", device: .iPadPro11),
        ])
    }
    #expect(
      try AppFlags.parse(["--compare-devices", "iphone-se,ipad-mini,ipad-pro-13", "--screen", "login"]).compared == [
        ComparedScreen(screen: "login", device: .iPhoneSE), ComparedScreen(screen: "login", device: .iPadMini),
        ComparedScreen(screen: "login", device: .iPadPro13),
      ])
    // The screens listed, in order, each with the device in its place; older names work.
    #expect(
      try AppFlags.parse(["--compare-devices", "iphone-14,ipad-10th-gen", "--compare-screens", "memo,todo"]).compared
        == [ComparedScreen(screen: "memo", device: .iPhone14), ComparedScreen(screen: "todo", device: .iPadAir11)])
    // Without it every screen is on --device, as before.
    #expect(
      try AppFlags.parse(["--compare-screens", "todo,memo", "--device", "iphone-se"]).compared == [
        ComparedScreen(screen: "todo", device: .iPhoneSE), ComparedScreen(screen: "memo", device: .iPhoneSE),
      ])
  }

  @Test func theIPadFlagsNeedOneComparedIPadAndReachOnlyTheIPads() throws {
    // An iPhone beside an iPad: the iPad's keyboard floats, the iPhone's stays docked.
    let flags = try AppFlags.parse(["--compare-devices", "iphone-14,ipad-pro-11", "--keyboard-mode", "floating"])
    #expect(flags.keyboardPlacement == .floating)
    #expect(
      try AppFlags.parse(["--compare-devices", "ipad-mini,ipad-air-13", "--window", "half"]).windowArrangement
        == .splitView(.half))
    // Only phones compared: no iPad to float a keyboard on.
    #expect(throws: AppFlags.UsageError.self) {
      try AppFlags.parse(["--compare-devices", "iphone-14,iphone-se", "--keyboard-mode", "split"])
    }
    #expect(throws: AppFlags.UsageError.self) {
      try AppFlags.parse(["--compare-devices", "iphone-14,iphone-se", "--window", "third"])
    }
  }

  @Test func theWindowAndThePlotNameTheDevicesOnlyWhenTheyDiffer() {
    #expect(
      CompareSession.names(of: [
        ComparedScreen(screen: "todo", device: .iPhone14), ComparedScreen(screen: "login", device: .iPhone14),
      ]) == ["todo", "login"])
    #expect(
      CompareSession.names(of: [
        ComparedScreen(screen: "todo", device: .iPhone14), ComparedScreen(screen: "todo", device: .iPadPro11),
      ]) == ["todo on iphone-14", "todo on ipad-pro-11"])
  }
}
