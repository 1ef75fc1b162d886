import Foundation
import KeyboardLab
import Testing
import UIKit

/// The audit in an iPad app's window that is not the screen: Split View's shares, Slide
/// Over and a Stage Manager window. The keyboard stays the screen's, its notifications'
/// frames in screen points; the findings' rectangles are in the window's points. Numbers
/// from the 11-inch iPad Pro (834×1 210 in portrait, 1 210×834 in landscape; its docked
/// keyboard 289 points high in portrait, its top at 1 210 − 289 = 921 on the screen).
@MainActor
@Suite struct AuditWindowTests {
  static let pinned = LabScreen("pinned") { PinnedUnderKeyboardViewController() }

  /// A phone's window is its screen: a window case runs on the iPad alone, and the
  /// screen's case first, as the windows are given.
  @Test func windowsThatAreNotTheScreenRunOnIPadsOnly() {
    let report = KeyboardAudit.run(
      Self.pinned, devices: [.iPhone14, .iPadPro11], orientations: [.portrait], windows: [.fullScreen, .slideOver],
      measurement: .labFonts)
    #expect(report.cases.map(\.device) == [.iPhone14, .iPadPro11, .iPadPro11])
    #expect(report.cases.map(\.window) == [.fullScreen, .fullScreen, .slideOver])
  }

  /// "Promo code" rests 20 points above the safe area's bottom. In Slide Over the window
  /// is 320 wide, 40 shorter than the screen, 10 in from its right edge: at (504, 20),
  /// 320×1 170, with no home band under it, so the field is at y = 1 170 − 20 − 44 = 1 106,
  /// x = 20, 280 wide. The keyboard spans the screen: in the window's points it starts 504
  /// to the left and 20 higher, (−504, 901, 834, 289), over all 44 points of the field.
  /// With the screen to itself the field is at 1 210 − 20 − 20 − 44 = 1 126, under the
  /// keyboard's top at 921.
  @Test func aFieldInSlideOverIsCoveredByTheKeyboardThatSpansTheScreen() throws {
    let report = KeyboardAudit.run(
      Self.pinned, devices: [.iPadPro11], orientations: [.portrait], windows: [.fullScreen, .slideOver],
      measurement: .labFonts)
    let slideOver = try #require(report.cases.last)
    #expect(slideOver.windowFrame == CGRect(x: 504, y: 20, width: 320, height: 1170))
    let found = report.findings(for: slideOver)
    #expect(found.map(\.kind) == [.covered], "\(report)")
    let covered = try #require(found.first)
    #expect(covered.window == .slideOver)
    #expect(covered.detail == "the input is 44 of 44 pt under the keyboard (its top at 901)")
    #expect(covered.rects.first { $0.role == "input" }?.rect == CGRect(x: 20, y: 1106, width: 280, height: 44))
    #expect(covered.rects.first { $0.role == "keyboard" }?.rect == CGRect(x: -504, y: 901, width: 834, height: 289))
    let full = try #require(report.findings(for: report.cases[0]).first)
    #expect(full.detail == "the input is 44 of 44 pt under the keyboard (its top at 921)")
  }

  /// The everyday bottom constraint converts the keyboard's frame with
  /// `convert(end, from: nil)`, from the window's points, which are the screen's wherever
  /// the window starts at the screen's top: the screen itself and Split View's shares. In
  /// Slide Over they are 20 apart: the handler takes the keyboard's top for 921 where it
  /// is 901, an overlap of 1 170 − 921 = 249 instead of 269, and "Reply" (40 high, 12 above
  /// the safe area's bottom, which is the window's) ends at 1 170 − 12 − 249 = 909, its last
  /// 909 − 901 = 8 points under the keys. The same constraint on the keyboard's frame
  /// converted from the screen's coordinate space is clean in every window, and neither
  /// jumps: the keyboard slides in from the screen's bottom, 1 190 in the window's points,
  /// not from the window's at 1 170, so its first frame in Slide Over moves it as far as
  /// it moves on the screen.
  @Test func aKeyboardFrameReadInTheWindowsPointsIsOffInSlideOver() throws {
    let fromWindow = KeyboardAudit.run(
      LabScreen("bottom") { BottomConstraintViewController() }, devices: [.iPadPro11], orientations: [.portrait],
      windows: KeyboardAudit.allWindows, measurement: .labFonts)
    #expect(
      fromWindow.cases.map(\.window) == [
        .fullScreen, .splitView(.half), .splitView(.third), .splitView(.twoThirds), .slideOver,
      ])
    #expect(fromWindow.findings.map(\.window) == [.slideOver], "\(fromWindow)")
    let covered = try #require(fromWindow.findings.first)
    #expect(covered.kind == .covered && covered.input == "UITextField \"Reply\"")
    #expect(covered.detail == "the input is 8 of 40 pt under the keyboard (its top at 901)")

    let fromScreen = KeyboardAudit.run(
      LabScreen("screen-space") { ScreenSpaceBottomConstraintViewController() }, devices: [.iPadPro11],
      orientations: [.portrait], windows: KeyboardAudit.allWindows, measurement: .labFonts)
    #expect(fromScreen.cases.count == 5)
    #expect(fromScreen.isClean, "\(fromScreen)")
  }

  /// The table names each case's window in a column of its own after the orientation,
  /// and each finding after its orientation; the widest window name, "slide-over", sets
  /// the column's width.
  @Test func theTableNamesTheWindows() {
    let report = KeyboardAudit.run(
      Self.pinned, devices: [.iPadPro11], orientations: [.portrait], windows: [.fullScreen, .slideOver],
      measurement: .labFonts)
    let lines = report.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "keyboard audit: 1 screen, 2 cases, 2 findings")
    #expect(lines[2].hasPrefix("screen  device       orientation  window      keyboard  inputs  covered  clipped"))
    #expect(lines[3].hasPrefix("pinned  ipad-pro-11  portrait     full        software  1       1        ·"))
    #expect(lines[4].hasPrefix("pinned  ipad-pro-11  portrait     slide-over  software  1       1        ·"))
    #expect(
      lines.contains(
        "  covered: pinned on ipad-pro-11 portrait slide-over software UITextField \"Promo code\" (tap): the input is"
          + " 44 of 44 pt under the keyboard (its top at 901)"))
    #expect(lines.contains { $0.hasPrefix("  covered: pinned on ipad-pro-11 portrait software UITextField") })
  }

  /// The JSON: a case in a window that is not the screen has `window` and `windowFrame`
  /// (screen points), and its findings `window`; the screen's own case and findings have
  /// neither, as before windows. A Stage Manager window of 700×600 on the 11-inch Pro in
  /// landscape is centred: at ((1 210 − 700) / 2, (834 − 600) / 2) = (255, 117).
  @Test func theJSONNamesAWindowOnlyWhenItIsNotTheScreen() throws {
    let report = KeyboardAudit.run(
      Self.pinned, devices: [.iPadPro11], orientations: [.landscapeRight],
      windows: [.fullScreen, .stageManager(CGSize(width: 700, height: 600))], measurement: .labFonts)
    let json = try #require(try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
    let cases = try #require(json["cases"] as? [[String: Any]])
    #expect(cases.count == 2)
    #expect(cases[0]["window"] == nil && cases[0]["windowFrame"] == nil)
    #expect(cases[1]["window"] as? String == "700x600")
    let frame = try #require(cases[1]["windowFrame"] as? [String: Double])
    #expect(frame == ["x": 255, "y": 117, "width": 700, "height": 600])
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(findings.map { $0["window"] as? String } == [nil, "700x600"])
    #expect(findings.count == 2 && findings[0].keys.contains("window") == false)
  }
}
