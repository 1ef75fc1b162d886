import Foundation
import SDLPlatform
import SeedScreensTestSupport
import Testing
import UIKit

@_spi(Lab) @testable import KeyboardAudit
@testable import KeyboardLab

/// The contact sheet of an iPad app whose window is a share of the screen: the whole
/// screen drawn, the other app grey beside or behind the window, a row per window.
@MainActor
@Suite struct AuditContactSheetTests {
  init() { SeedLabScreens.register() }

  /// The todo screen's two inputs on the 11-inch Pro in portrait, with the screen to
  /// itself and in Slide Over: two rows of two cells, each the screen's 834×1 210 points.
  /// At 0.4 pixels per point the sheet is (40 + 2 × (834 + 40)) × 0.4 = 715.2, so 716
  /// pixels wide, and (110 + 2 × (1 210 + 90 + 40)) × 0.4 = 1 116 high. The screen's
  /// point (100, 500) is the todo screen's white below its text view in the first row's
  /// first cell, at ((40 + 100) × 0.4, (110 + 500) × 0.4) = (56, 244); in the second row,
  /// 1 340 points lower, it lies left of the Slide Over window (x 504 to 824): the other
  /// app, grey 0.8, at (56, (1 450 + 500) × 0.4) = (56, 780). The window's point
  /// (160, 680) is the screen's (664, 700): white, at ((40 + 664) × 0.4, (1 450 + 700) ×
  /// 0.4) = (281.6, 860).
  @Test func aSlideOverRowShowsTheWholeScreenWithTheWindowOnIt() throws {
    var frames: [AuditSettledFrame] = []
    let report = KeyboardAudit.run(
      [try #require(AppScreens.named("todo"))], devices: [.iPadPro11], orientations: [.portrait],
      windows: [.fullScreen, .slideOver], keyboards: [.software], timing: false, measurement: .labFonts,
      frames: { frames.append($0) }, drainsMainRunLoop: false)
    #expect(report.isClean, "\(report)")
    #expect(frames.map(\.window) == [.fullScreen, .fullScreen, .slideOver, .slideOver])
    #expect(frames.map(\.size) == Array(repeating: CGSize(width: 834, height: 1210), count: 4))
    #expect(frames.last?.windowFrame == CGRect(x: 504, y: 20, width: 320, height: 1170))
    guard case .success(let fonts) = LabFonts.shared else {
      Issue.record("the lab's fonts are missing")
      return
    }
    let sheet = try AuditContactSheet.draw(screen: "todo", frames: frames, fonts: fonts)
    #expect(sheet.width == 716 && sheet.height == 1116)
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
      Array(sheet.rgba[(y * sheet.width + x) * 4..<(y * sheet.width + x) * 4 + 3])
    }
    #expect(pixel(56, 244) == [255, 255, 255])
    #expect(pixel(56, 780) == [204, 204, 204])
    #expect(pixel(281, 860) == [255, 255, 255])
  }
}
