import Foundation
import Testing
import UIKit
import UIKitTestSupport

@testable import SDLPlatform

/// The frame loop draws only when something changed.
///
/// (That it drains the main queue and run loop, so `asyncAfter`, timers and main-actor
/// tasks run, holds in the app, whose loop runs on the main thread; under Swift Testing
/// on Linux main-actor code runs on a dispatch worker thread, where `RunLoop.main` cannot
/// be driven, so it is not tested here.)
@MainActor
@Suite(.serialized, .uikitRuntime)
struct SDLFrameLoopTests {
  @Test("An idle app draws no frames; a change draws one")
  func drawsOnlyWhenNeeded() throws {
    try withHeadlessApp { app in
      var iterations = 0
      _ = app.host.run {
        iterations += 1
        return iterations == 30 ? 0 : nil
      }
      let idleFrames = app.host.frameStats.framesDrawn
      #expect(idleFrames <= 2, "\(idleFrames) frames drawn while idle")
      iterations = 0
      _ = app.host.run {
        iterations += 1
        if iterations == 1 { app.field.text = "changed" }
        return iterations == 30 ? 0 : nil
      }
      #expect(app.host.frameStats.framesDrawn > idleFrames)
    }
  }
}
