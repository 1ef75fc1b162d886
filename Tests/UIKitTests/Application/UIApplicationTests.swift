import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// The runtime's frames: time pushed in by `beginFrame(at:)`, `pumpFrames` and `settle()`.
@MainActor
@Suite("UIApplication frame clock", .serialized, .uikitRuntime)
struct UIApplicationTests {
  // One pumped frame is 1/60 s.
  @Test("pumpFrames moves the frame time by 1/60 s a frame; 60 frames are 1 s")
  func advanceClock() {
    withUIKit { ui in
      #expect(ui.runtime.now == 0)
      ui.frames(1)
      #expect(ui.runtime.now == 1.0 / 60.0)
      ui.frames(59)
      expectClose(ui.runtime.now, 1, within: 1e-12)
    }
  }

  // Frame time never runs backwards: an earlier frame time is taken as now.
  @Test("beginFrame(at:) with an earlier time keeps the time")
  func clockMonotonic() {
    let runtime = UIKitRuntime()
    runtime.beginFrame(at: 5)
    runtime.beginFrame(at: 4)
    #expect(runtime.now == 5)
    runtime.beginFrame(at: 5.5)
    #expect(runtime.now == 5.5)
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
      UIKitRuntime.current.beginFrame(at: UIKitRuntime.current.now)
      #expect(v.frame.minY == 10)
      top.constant = 20
      UIKitRuntime.current.beginFrame(at: UIKitRuntime.current.now)
      #expect(v.frame.minY == 20)
      window.resignKeyAndHide()
      top.constant = 30
      UIKitRuntime.current.beginFrame(at: UIKitRuntime.current.now)
      #expect(v.frame.minY == 20)
    }
  }

  // needsFrame: a change asks for a frame; a frame with nothing animating satisfies it.
  @Test("needsFrame is set by a change and cleared by a frame")
  func needsDisplay() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      ui.frames(1)
      #expect(!ui.runtime.needsFrame(at: ui.runtime.now))
      root.backgroundColor = .red
      #expect(ui.runtime.needsFrame(at: ui.runtime.now))
      ui.frames(1)
      #expect(!ui.runtime.needsFrame(at: ui.runtime.now))
      UIView.animate(withDuration: 0.1) { root.alpha = 0 }
      ui.frames(1)
      #expect(ui.runtime.needsFrame(at: ui.runtime.now))  // still animating
    }
  }

  // settle() runs the frame a new screen needs to be laid out and drawn, then none while
  // nothing changes; it stops at its limit otherwise.
  @Test("settle(): 1 frame for a new screen, 0 when idle, at most `limit` frames")
  func settleLimits() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      #expect(!UIKitRuntime.current.isSettled())
      #expect(UIKitRuntime.current.settle() == 1)
      #expect(UIKitRuntime.current.settle() == 0)
      // A change after the frame's layout (here, between frames) is not settled until a
      // frame takes it up; the quiet reading does not look at changes.
      root.setNeedsLayout()
      #expect(!UIKitRuntime.current.isSettled(.atRest))
      #expect(UIKitRuntime.current.isSettled(.quiet))
      #expect(UIKitRuntime.current.settle() == 1)
      UIView.animate(withDuration: 10) { root.alpha = 0 }
      #expect(UIKitRuntime.current.settle(limit: 5) == 5)
      #expect(UIKitRuntime.current.animator.isAnimating)
    }
  }
}
