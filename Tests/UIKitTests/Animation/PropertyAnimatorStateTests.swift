import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// `UIViewPropertyAnimator`'s states, as Apple documents them (`UIViewAnimating.state`,
/// `UIViewAnimatingState`, `stopAnimation(_:)`, `finishAnimation(at:)`, `addCompletion(_:)`,
/// `pausesOnCompletion`). Linear 1 s animations move the box from x = 0 to 200, so after
/// k frames of 1/60 s it is at 200·k/60.
@MainActor
@Suite("UIViewPropertyAnimator states", .serialized, .uikitRuntime)
struct PropertyAnimatorStateTests {
  // Apple: "An animator object starts in the inactive state. Calling startAnimation() …
  // changes the state to active"; isRunning is "true only after a call to startAnimation()".
  @Test("New: inactive, not running, at 0; startAnimation(): active and running")
  func startMakesActive() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: s.moveBox)
      #expect(animator.state == .inactive)
      #expect(!animator.isRunning)
      #expect(animator.fractionComplete == 0)
      #expect(s.x == 0)
      animator.startAnimation()
      #expect(animator.state == .active)
      #expect(animator.isRunning)
      // Core Animation's rule: the model value is the new one at once, what is drawn moves.
      #expect(s.box.frame == PropertyAnimatorScene.end)
      #expect(s.x == 0)
      ui.frames(30)
      expectClose(s.x, 100, within: 1e-9)
      expectClose(Double(animator.fractionComplete), 0.5, within: 1e-9)
    }
  }

  // Apple: pauseAnimation() "on an inactive animator moves its state to active and puts
  // its animations in a paused state right away"; startAnimation() resumes them.
  @Test("pauseAnimation(): active and paused, nothing moves; startAnimation() resumes")
  func pauseAndResume() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: s.moveBox)
      animator.pauseAnimation()
      #expect(animator.state == .active)
      #expect(!animator.isRunning)
      ui.frames(10)
      #expect(s.x == 0)
      animator.startAnimation()
      ui.frames(15)
      expectClose(s.x, 50, within: 1e-9)
      animator.pauseAnimation()
      ui.frames(20)
      expectClose(s.x, 50, within: 1e-9)
      #expect(!UIKitRuntime.current.animator.isAnimating)
      animator.startAnimation()
      ui.frames(15)
      expectClose(s.x, 100, within: 1e-9)
    }
  }

  // Apple: "Changing the value of this property on an inactive animator moves it to the
  // active state."
  @Test("Setting fractionComplete on an inactive animator makes it active and paused")
  func fractionActivates() {
    withUIKit { _ in
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
      animator.fractionComplete = 0.3
      #expect(animator.state == .active)
      #expect(!animator.isRunning)
      expectClose(Double(animator.fractionComplete), 0.3, within: 1e-12)
    }
  }

  // Apple: the animator "remains in the active state until its animations finish, at which
  // point it moves back to the inactive state"; completions get the ending position.
  @Test("Runs to its end: inactive in the frame it ends, completion(.end) once, at the target")
  func finishesNaturally() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear, animations: s.moveBox)
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      ui.frames(29)
      #expect(animator.state == .active)
      #expect(positions.isEmpty)
      ui.frames(1)
      #expect(animator.state == .inactive)
      #expect(!animator.isRunning)
      #expect(positions == [.end])
      #expect(s.x == 200)
      #expect(s.box.presentationFrameOverride == nil)
      ui.frames(10)
      #expect(positions == [.end])
      #expect(UIKitRuntime.current.animator.runningCount == 0)
    }
  }

  // Apple: stopAnimation(false) puts the animator "into the stopped state"; it "sets the
  // values of any animatable properties to their current values"; completions run only
  // after finishAnimation(at:), which "returns the animator to the inactive state".
  @Test("stopAnimation(false): stopped at the current values; finishAnimation(at:) completes")
  func stopThenFinish() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: s.moveBox)
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      ui.frames(30)
      animator.stopAnimation(false)
      #expect(animator.state == .stopped)
      #expect(!animator.isRunning)
      expectClose(s.box.frame, CGRect(x: 100, y: 0, width: 100, height: 100), within: 1e-9)
      #expect(s.box.presentationFrameOverride == nil)
      ui.frames(30)
      expectClose(s.x, 100, within: 1e-9)
      #expect(positions.isEmpty)
      animator.finishAnimation(at: .end)
      #expect(animator.state == .inactive)
      #expect(positions == [.end])
      #expect(s.box.frame == PropertyAnimatorScene.end)
    }
  }

  // Apple: "Specify .current to leave the view properties unchanged"; .end and .start put
  // the model values at the targets and at the starting values.
  @Test(
    "finishAnimation(at:) puts the model values at the end, the start or where they stopped",
    arguments: [
      (UIViewAnimatingPosition.end, CGFloat(200)), (.start, 0), (.current, 100),
    ])
  func finishPositions(position: UIViewAnimatingPosition, x: CGFloat) {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
        s.moveBox()
        s.box.alpha = 0
      }
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      ui.frames(30)
      animator.stopAnimation(false)
      animator.finishAnimation(at: position)
      expectClose(s.box.frame.minX, x, within: 1e-9)
      expectClose(s.box.alpha, 1 - x / 200, within: 1e-9)
      #expect(s.box.presentationFrameOverride == nil)
      #expect(s.box.presentationAlphaOverride == nil)
      #expect(positions == [position])
      ui.frames(5)
      expectClose(s.x, x, within: 1e-9)
    }
  }

  // Constraint constants: finishing at .start puts the layout back where it started while
  // the constraint keeps the constant the code set, as on iOS (where frames go back and
  // the constraint is left alone).
  @Test("A constant animated by layoutIfNeeded(): .start puts the layout back, .end at the target")
  func finishConstant() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: s.moveField)
      animator.startAnimation()
      ui.frames(30)
      expectClose(s.y, 135, within: layoutGrid)
      animator.stopAnimation(false)
      ui.frames(3)
      expectClose(s.y, 135, within: layoutGrid)
      animator.finishAnimation(at: .start)
      #expect(s.y == 150)
      ui.frames(3)
      #expect(s.y == 150)
      #expect(s.top.constant == 120)

      let again = UIViewPropertyAnimator(duration: 1, curve: .linear) {
        s.top.constant = 100
        s.root.layoutIfNeeded()
      }
      again.startAnimation()
      ui.frames(15)
      again.stopAnimation(false)
      again.finishAnimation(at: .end)
      #expect(s.y == 100)
    }
  }

  // Apple: true "clear[s] any animations and move[s] the animator directly to the inactive
  // state without performing any final actions"; completion blocks "are not called".
  @Test("stopAnimation(true): inactive at the current values, completions never run")
  func stopWithoutFinishing() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: s.moveBox)
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      ui.frames(15)
      animator.stopAnimation(true)
      #expect(animator.state == .inactive)
      #expect(!animator.isRunning)
      expectClose(s.box.frame.minX, 50, within: 1e-9)
      ui.frames(60)
      expectClose(s.x, 50, within: 1e-9)
      #expect(positions.isEmpty)
      #expect(UIKitRuntime.current.animator.runningCount == 0)
    }
  }

  // Apple: with pausesOnCompletion "the animator remains in the active state when the
  // animation finishes, and it does not execute its completion handler … allows you to
  // reverse the animation even after it has finished."
  @Test("pausesOnCompletion: active and paused at the end; reversed, it runs back and completes at .start")
  func pausesOnCompletion() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear, animations: s.moveBox)
      animator.pausesOnCompletion = true
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      ui.frames(40)
      #expect(animator.state == .active)
      #expect(!animator.isRunning)
      #expect(animator.fractionComplete == 1)
      #expect(s.x == 200)
      #expect(positions.isEmpty)
      animator.pausesOnCompletion = false
      animator.isReversed = true
      animator.startAnimation()
      ui.frames(15)
      expectClose(s.x, 100, within: 1e-9)
      ui.frames(15)
      #expect(animator.state == .inactive)
      #expect(positions == [.start])
      #expect(s.box.frame == PropertyAnimatorScene.start)
    }
  }

  // Apple: runningPropertyAnimator "begins running its animations immediately" after
  // `delay`; the curve comes from the options.
  @Test("runningPropertyAnimator: active at once, still during the delay, completion(.end) at the end")
  func runningAnimator() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 0.5, delay: 0.25, options: [.curveLinear], animations: s.moveBox,
        completion: { positions.append($0) })
      #expect(animator.state == .active)
      #expect(animator.isRunning)
      #expect(animator.delay == 0.25)
      ui.frames(15)
      #expect(s.x == 0)
      ui.frames(15)
      expectClose(s.x, 100, within: 1e-9)
      ui.frames(14)
      #expect(positions.isEmpty)
      ui.frames(1)
      #expect(positions == [.end])
      #expect(animator.state == .inactive)
    }
  }

  // A started animator that nothing references is kept by the runtime until it ends, so
  // `UIViewPropertyAnimator(…) { … }.startAnimation()` works as on iOS.
  @Test("An animator nobody keeps runs to its end and completes")
  func unreferenced() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      var positions: [UIViewAnimatingPosition] = []
      weak var weakAnimator: UIViewPropertyAnimator?
      do {
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut, animations: s.moveBox)
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        weakAnimator = animator
      }
      #expect(weakAnimator != nil)
      ui.frames(30)
      #expect(s.x == 200)
      #expect(positions == [.end])
      #expect(weakAnimator == nil)
    }
  }

  // Apple: blocks "added while the animator's state is active are executed over the
  // remaining portion of the total run time".
  @Test("addAnimations while running: the new block runs over what is left")
  func addWhileRunning() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: s.moveBox)
      animator.startAnimation()
      ui.frames(30)
      animator.addAnimations { s.box.alpha = 0 }
      #expect(s.box.presentationAlpha == 1)
      ui.frames(15)
      expectClose(s.box.presentationAlpha, 0.5, within: 1e-9)
      ui.frames(15)
      #expect(s.box.presentationAlpha == 0)
      #expect(s.x == 200)
    }
  }

  // Apple: "This value is multiplied by the animator's remaining duration to determine the
  // actual delay": 0.5 of 1 s waits 0.5 s, then the block runs over the other 0.5 s.
  @Test("addAnimations(_:delayFactor: 0.5): waits half the duration, then runs over the rest")
  func delayFactor() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
      animator.addAnimations(s.moveBox, delayFactor: 0.5)
      animator.startAnimation()
      ui.frames(30)
      #expect(s.x == 0)
      ui.frames(15)
      expectClose(s.x, 100, within: 1e-9)
      ui.frames(15)
      #expect(s.x == 200)
    }
  }

  // Apple: "It's a programmer error to call this method while the state of the animator is
  // set to stopped"; UIKit raises, here a precondition stops the process.
  @Test("startAnimation() on a stopped animator stops the process")
  func startWhileStopped() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.startAnimation()
        animator.stopAnimation(false)
        animator.startAnimation()
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("startAnimation() called on a stopped animator; call finishAnimation(at:) first"))
  }

  // Apple: finishAnimation(at:) "is a programmer error to call … at any time except after a
  // call to the stopAnimation(_:) method where you pass false".
  @Test("finishAnimation(at:) on an active animator stops the process")
  func finishWhileActive() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.startAnimation()
        animator.finishAnimation(at: .end)
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("finishAnimation(at:) called while active; only valid after stopAnimation(false)"))
  }
}
