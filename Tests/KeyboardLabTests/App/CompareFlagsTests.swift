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
    #expect(try AppFlags.parse(["--compare"]).mode == .compare(screens: ["todo", "login", "memo"]))
  }
}
