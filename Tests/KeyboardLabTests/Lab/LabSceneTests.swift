import Foundation
import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit

@testable import KeyboardLab

/// The lab's picture of an iPad app whose window is not at the screen's corner.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct LabSceneTests {
  init() { SeedLabScreens.register() }

  /// Slide Over on the 11-inch Pro puts the window at (504, 20), 320 wide. The screen
  /// starts 24 + 17 = 41 points into the lab (the margin, then the frame: 30 × (√2 − 1)
  /// + 2 is under the 16-point bezel, and 1 more), so the todo screen's centred title
  /// is drawn centred on 41 + 504 + 320 / 2 = 705, once: not at twice the window's origin.
  @Test func aSlideOverWindowIsDrawnAtItsPlaceOnTheScreen() throws {
    var flags = AppFlags()
    flags.device = .iPadPro11
    flags.windowArrangement = .slideOver
    UIKitRuntime.current.mainScreen.device = .iPadPro11
    let session = try AppSession(flags: flags, platform: TestPlatform(runtime: .current))
    defer {
      session.window.resignKeyAndHide()
      session.lab?.panelWindow.resignKeyAndHide()
    }
    let lab = try #require(session.lab)
    UIKitRuntime.current.pumpFrames(30)
    let scene = LabScene(phone: session.window, panel: lab.panelWindow)
    #expect(scene.phoneFrame.minX == 41)
    let canvas = RecordingCanvas()
    scene.render(in: canvas)
    let titles = canvas.commands.compactMap { command -> CGRect? in
      guard case .text("New Todo", let frame, _, _, _) = command else { return nil }
      return frame
    }
    #expect(titles.count == 1)
    #expect(abs((titles.first?.midX ?? 0) - 705) <= 0.5, "\(titles)")
  }
}
