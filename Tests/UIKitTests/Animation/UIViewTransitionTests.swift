import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// `UIView.transition(with:duration:options:animations:completion:)` as keyboard-handling
/// code uses it: `options: .init(rawValue: 458752)` (curve 7 in bits 16–19, the number the
/// keyboard notification carries) and the keyboard's 0.25 s, around `layoutIfNeeded()`.
@MainActor
@Suite("UIView.transition", .serialized, .uikitRuntime)
struct UIViewTransitionTests {
  struct Scene {
    let root: UIView
    let box: UIView
    let bottom: NSLayoutConstraint
  }

  /// A 50 pt box whose bottom is `bottom.constant` above the root's bottom (0 at rest).
  func scene(_ ui: UIKitTestContext) -> Scene {
    let (_, root) = ui.makeScreen()
    let box = ui.addConstrained(UIView(), to: root)
    let bottom = box.bottomAnchor.constraint(equalTo: root.bottomAnchor)
    NSLayoutConstraint.activate([
      bottom, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 390),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    return Scene(root: root, box: box, bottom: bottom)
  }

  // The box rises by the keyboard's 291 pt: minY 794 → 503, along TimingCurve.keyboard over
  // 0.25 s = 15 frames. Frame 5 (1/3 of the way): keyboard(1/3) = 0.793014 → 794 - 230.77 = 563.23.
  @Test(
    "options rawValue 458752 animates layoutIfNeeded() changes over 0.25 s on the keyboard curve")
  func keyboardCurve() {
    withUIKit { ui in
      let s = scene(ui)
      #expect(s.box.frame.minY == 794)
      s.bottom.constant = -291
      UIView.transition(
        with: s.root, duration: 0.25, options: .init(rawValue: 458752),
        animations: {
          s.root.layoutIfNeeded()
        })
      #expect(s.box.presentationFrame.minY == 794)
      for k in 1...14 {
        ui.frames(1)
        let t = UIKitTestContext.time(afterFrames: k)
        let want = 794 - 291 * CGFloat(TimingCurve.keyboard.value(at: t / 0.25))
        expectClose(s.box.presentationFrame.minY, want, "frame \(k): \(s.box.presentationFrame.minY) != \(want)")
      }
      expectClose(
        794 - 291 * CGFloat(TimingCurve.keyboard.value(at: 1.0 / 3.0)), 563.233, within: 1e-3)
      ui.frames(1)
      #expect(s.box.frame.minY == 503)
    }
  }

  // UIKit: a 0.25 s animation is over at 0.25 s: on a 60 Hz clock that is frame 15, when
  // its completion has run with true.
  @Test("A 0.25 s transition has completed at frame 15")
  func completesAtFifteen() {
    withUIKit { ui in
      let s = scene(ui)
      var calls: [Bool] = []
      s.bottom.constant = -291
      UIView.transition(
        with: s.root, duration: 0.25, options: .init(rawValue: 458752),
        animations: {
          s.root.layoutIfNeeded()
        }, completion: { calls.append($0) })
      ui.frames(14)
      #expect(calls.isEmpty)
      ui.frames(1)
      #expect(s.box.frame.minY == 503)
      #expect(calls == [true])
      #expect(UIKitRuntime.current.animator.runningCount == 0)
    }
  }

  // The transition-style number (bits 20–23) does not change the curve: cross-dissolve
  // plus curve 7 is still the keyboard curve.
  @Test("A transition style alongside curve 7 keeps the keyboard curve")
  func transitionStyleIgnoredForCurve() {
    withUIKit { ui in
      let s = scene(ui)
      s.bottom.constant = -291
      let options = UIView.AnimationOptions(rawValue: 458752).union(.transitionCrossDissolve)
      #expect(options.curve == .keyboard)
      UIView.transition(
        with: s.root, duration: 0.25, options: options, animations: { s.root.layoutIfNeeded() })
      ui.frames(5)
      let want =
        794 - 291
        * CGFloat(TimingCurve.keyboard.value(at: UIKitTestContext.time(afterFrames: 5) / 0.25))
      expectClose(s.box.presentationFrame.minY, want)
    }
  }

  // UIKit: animations may be nil; the completion still runs, with true.
  @Test("nil animations: completion(true) on the next frame")
  func nilAnimations() {
    withUIKit { ui in
      let s = scene(ui)
      var calls: [Bool] = []
      UIView.transition(
        with: s.root, duration: 0.25, options: [], animations: nil, completion: { calls.append($0) }
      )
      #expect(calls.isEmpty)
      ui.frames(1)
      #expect(calls == [true])
    }
  }

  // Reversing half way (keyboard hidden during its show) turns around from the on-screen
  // position, on the same curve.
  @Test("Reversed half way: continues from the on-screen position")
  func reversed() {
    withUIKit { ui in
      let s = scene(ui)
      s.bottom.constant = -291
      UIView.transition(
        with: s.root, duration: 0.25, options: .init(rawValue: 458752),
        animations: {
          s.root.layoutIfNeeded()
        })
      ui.frames(7)
      let mid = s.box.presentationFrame.minY
      let start = ui.runtime.now
      s.bottom.constant = 0
      UIView.transition(
        with: s.root, duration: 0.25, options: .init(rawValue: 458752),
        animations: {
          s.root.layoutIfNeeded()
        })
      #expect(s.box.presentationFrame.minY == mid)
      ui.frames(3)
      let t = UIKitTestContext.time(afterFrames: 3, from: start) - start
      let want = mid + (794 - mid) * CGFloat(TimingCurve.keyboard.value(at: t / 0.25))
      expectClose(s.box.presentationFrame.minY, want, within: 1e-5)
      UIKitRuntime.current.settle()
      #expect(s.box.frame.minY == 794)
    }
  }
}
