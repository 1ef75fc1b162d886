import Foundation
import Testing

@testable import UIKit

/// `UIApplication.shared` as the display link: the clock, one tick (`runFrame`), and the
/// test helpers `advance(frames:)` and `settle()`.
@MainActor
@Suite("UIApplication frame clock", .serialized)
struct UIApplicationTests {
  // ManualClock: one frame is 1/60 s; advance(frames:) ticks that many frames.
  @Test("advance(frames:) moves the manual clock by 1/60 s a frame; 60 frames are 1 s")
  func advanceClock() {
    withUIKit { ui in
      #expect(ui.clock.now == 0)
      ui.frames(1)
      #expect(ui.clock.now == 1.0 / 60.0)
      ui.frames(59)
      expectClose(ui.clock.now, 1, within: 1e-12)
    }
  }

  // A manual clock never runs backwards.
  @Test("ManualClock ignores negative steps")
  func clockMonotonic() {
    let clock = ManualClock(now: 5)
    clock.advance(by: -1)
    #expect(clock.now == 5)
    clock.advance(by: 0.5)
    #expect(clock.now == 5.5)
  }

  // runFrame lays out every visible window: a constant changed with no layoutIfNeeded is
  // applied by the tick; a window taken off screen is not laid out any more.
  @Test("runFrame lays out the visible windows, not hidden ones")
  func runFrameLaysOutWindows() {
    withUIKit { ui in
      let (window, root) = ui.makeScreen()
      let v = ui.addConstrained(UIView(), to: root)
      let top = v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
      NSLayoutConstraint.activate([
        top, v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        v.widthAnchor.constraint(equalToConstant: 10),
        v.heightAnchor.constraint(equalToConstant: 10),
      ])
      UIApplication.shared.runFrame()
      #expect(v.frame.minY == 10)
      top.constant = 20
      UIApplication.shared.runFrame()
      #expect(v.frame.minY == 20)
      window.resignKeyAndHide()
      top.constant = 30
      UIApplication.shared.runFrame()
      #expect(v.frame.minY == 20)
    }
  }

  // needsDisplay: a change asks for a frame; a tick with nothing animating satisfies it.
  @Test("needsDisplay is set by a change and cleared by a tick")
  func needsDisplay() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      ui.frames(1)
      #expect(!UIApplication.shared.needsDisplay)
      root.backgroundColor = .red
      #expect(UIApplication.shared.needsDisplay)
      ui.frames(1)
      #expect(!UIApplication.shared.needsDisplay)
      UIView.animate(withDuration: 0.1) { root.alpha = 0 }
      ui.frames(1)
      #expect(UIApplication.shared.needsDisplay)  // still animating
    }
  }

  // settle() with nothing animating runs no frame; it stops at its limit otherwise.
  @Test("settle(): 0 frames when idle, at most `limit` frames")
  func settleLimits() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      #expect(UIApplication.shared.settle() == 0)
      UIView.animate(withDuration: 10) { root.alpha = 0 }
      #expect(UIApplication.shared.settle(limit: 5) == 5)
      #expect(Animator.shared.isAnimating)
    }
  }
}
