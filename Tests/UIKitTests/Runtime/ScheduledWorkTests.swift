import Foundation
import Testing

@testable import UIKit

/// `UIKitRuntime.schedule(after:_:)`: work on the frame clock, which settling waits for.
@MainActor
struct ScheduledWorkTests {
  @Test func workRunsInTheFirstFrameAtItsTimeInTheOrderItCameDue() {
    let runtime = UIKitRuntime()
    var ran: [String] = []
    runtime.schedule(after: 0.1) { ran.append("b at \(runtime.now)") }
    runtime.schedule(after: 0.05) { ran.append("a") }
    runtime.schedule(after: 0.1) { ran.append("c") }
    // 0.05 s is three frames of 1/60 s, 0.1 s six.
    runtime.pumpFrames(2)
    #expect(ran.isEmpty)
    runtime.pumpFrames(1)
    #expect(ran == ["a"])
    runtime.pumpFrames(2)
    #expect(ran == ["a"])
    #expect(runtime.hasScheduledWork)
    runtime.pumpFrames(1)
    #expect(ran == ["a", "b at \(6.0 / 60)", "c"])
    #expect(!runtime.hasScheduledWork)
  }

  @Test func settlingWaitsForScheduledWorkAndWhatItStarts() {
    let runtime = UIKitRuntime()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    runtime.schedule(after: 0.1) {
      UIView.animate(withDuration: 0.2) { view.alpha = 0 }
    }
    // Six frames to the work, twelve for the animation.
    #expect(runtime.settle() == 18)
    #expect(view.alpha == 0)
    #expect(!runtime.isAnimating && !runtime.hasScheduledWork)
  }

  @Test func workRunsWithItsRuntimeCurrentAndEndsWithIt() {
    let runtime = UIKitRuntime()
    var current: UIKitRuntime?
    runtime.schedule(after: 0) { current = UIKitRuntime.current }
    runtime.pumpFrames(1)
    #expect(current === runtime)
    var ran = false
    runtime.schedule(after: 0.1) { ran = true }
    runtime.shutDown()
    runtime.pumpFrames(10)
    #expect(!ran && !runtime.hasScheduledWork)
  }
}
