import Foundation
import Testing
import UIKit
import UIKitTestSupport

@testable import SDLPlatform

/// SDLAppHost's slow motion, pause and step on the real clock (not stepped): the paused
/// clock stands still, time never goes back, a rate change keeps the time, and a step
/// asked for during a frame is not lost.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct RealClockSlowMotionTests {
  func withRealTimeHost(_ body: (SDLAppHost) throws -> Void) throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    let host = try SDLAppHost(options: SDLAppHost.Options(scale: 1, headless: true, steppedFrames: false))
    try body(host)
  }

  @Test func pausedOnTheRealClockTimeStandsStillAndAStepBetweenFramesMovesIt() throws {
    try withRealTimeHost { host in
      let runtime = host.runtime
      host.drawFrame()
      usleep(20_000)
      host.drawFrame()
      #expect(runtime.now > 0.015)
      host.setPaused(true)
      host.drawFrame()
      let paused = runtime.now
      usleep(30_000)
      host.drawFrame()
      #expect(runtime.now == paused)
      host.stepFrame()
      host.drawFrame()
      #expect(abs(runtime.now - (paused + 1.0 / 60)) < 1e-9)
      usleep(30_000)
      host.drawFrame()
      #expect(abs(runtime.now - (paused + 1.0 / 60)) < 1e-9)
      // A quarter speed from the resume: 40 ms of real time is about 10 ms of frame time.
      host.setTimeRate(0.25)
      host.setPaused(false)
      let resumed = runtime.now
      usleep(40_000)
      host.drawFrame()
      #expect(runtime.now > resumed && runtime.now - resumed < 0.03, "\(runtime.now - resumed)")
    }
  }

  /// The real-clock twin of LabClockAndRoutingTests' step during a frame: `stepFrame()` from the event
  /// pump's input (the panel's button) runs inside `runFrame`, after the frame's time
  /// was read; `frameDidRun` then zeroes the step.
  @Test func aStepAskedForDuringAFrameOnTheRealClockIsNotLost() throws {
    try withRealTimeHost { host in
      let runtime = host.runtime
      host.drawFrame()
      host.setPaused(true)
      host.drawFrame()
      let paused = runtime.now
      _ = host.runFrame(input: { host.stepFrame() }, shouldDraw: { false })
      host.drawFrame()
      #expect(abs(runtime.now - (paused + 1.0 / 60)) < 1e-9, "now \(runtime.now), paused at \(paused)")
    }
  }
}
