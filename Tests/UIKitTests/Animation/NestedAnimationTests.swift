import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// UIKit: an animation block started inside another one "inherits the duration and curve"
/// of the outer block unless it passes `.overrideInheritedDuration` / `.overrideInheritedCurve`
/// ("If this key is not present, the inner animation inherits the remaining duration of the
/// in-flight animation, if any"). Each test animates a view's alpha 1 → 0 in the inner
/// block, inside an outer block of 0.3 s on the linear curve.
@MainActor
@Suite("Nested animation blocks", .serialized, .uikitRuntime)
struct NestedAnimationTests {
  func view(_ ui: UIKitTestContext) -> UIView {
    let (_, root) = ui.makeScreen()
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(v)
    return v
  }

  /// alpha after `frames` ticks of 1 → 0 over `duration` on `curve`.
  func alpha(after frames: Int, duration: TimeInterval, curve: TimingCurve) -> CGFloat {
    1 - CGFloat(curve.value(at: UIKitTestContext.time(afterFrames: frames) / duration))
  }

  func outer(_ body: @escaping () -> Void) {
    UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: body)
  }

  // Inner asks for 1 s and easeIn; it runs 0.3 s linear: at frame 6, 1 - 1/3.
  @Test("The inner block inherits the outer duration and curve")
  func inherits() {
    withUIKit { ui in
      let v = view(ui)
      var done: [Bool] = []
      outer {
        UIView.animate(
          withDuration: 1.0, delay: 0, options: .curveEaseIn, animations: { v.alpha = 0 },
          completion: { done.append($0) })
      }
      ui.frames(6)
      expectClose(v.presentationAlpha, 2.0 / 3.0, within: 1e-9)
      ui.frames(12)
      #expect(v.presentationAlpha == 0)
      #expect(done == [true])
    }
  }

  // .overrideInheritedDuration: 0.6 s of its own, still the outer's linear curve.
  // Frame 6: 1 - 0.1/0.6 = 5/6; not done at 0.3 s; done at 0.6 s (frame 36).
  @Test(".overrideInheritedDuration keeps the inner duration (curve still inherited)")
  func overrideDuration() {
    withUIKit { ui in
      let v = view(ui)
      var done: [Bool] = []
      outer {
        UIView.animate(
          withDuration: 0.6, delay: 0, options: [.overrideInheritedDuration, .curveEaseIn],
          animations: { v.alpha = 0 }, completion: { done.append($0) })
      }
      ui.frames(6)
      expectClose(v.presentationAlpha, alpha(after: 6, duration: 0.6, curve: .linear), within: 1e-9)
      expectClose(v.presentationAlpha, 5.0 / 6.0, within: 1e-9)
      ui.frames(12)
      expectClose(v.presentationAlpha, 0.5, within: 1e-9)
      #expect(done.isEmpty)
      ui.frames(18)
      #expect(v.presentationAlpha == 0)
      #expect(done == [true])
    }
  }

  // .overrideInheritedCurve: its own easeIn, the outer's 0.3 s. Frame 6: 1 - easeIn(1/3)
  // = 1 - 0.156164 = 0.843836.
  @Test(".overrideInheritedCurve keeps the inner curve (duration still inherited)")
  func overrideCurve() {
    withUIKit { ui in
      let v = view(ui)
      outer {
        UIView.animate(
          withDuration: 1.0, delay: 0, options: [.overrideInheritedCurve, .curveEaseIn],
          animations: { v.alpha = 0 })
      }
      ui.frames(6)
      expectClose(v.presentationAlpha, alpha(after: 6, duration: 0.3, curve: .easeIn), within: 1e-9)
      expectClose(v.presentationAlpha, 0.843836, within: 1e-6)
      ui.frames(12)
      #expect(v.presentationAlpha == 0)
    }
  }

  @Test("Both overrides: the inner block is independent")
  func overrideBoth() {
    withUIKit { ui in
      let v = view(ui)
      outer {
        UIView.animate(
          withDuration: 0.6, delay: 0,
          options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseOut],
          animations: { v.alpha = 0 })
      }
      ui.frames(6)
      expectClose(
        v.presentationAlpha, alpha(after: 6, duration: 0.6, curve: .easeOut), within: 1e-9)
    }
  }

  // Changes made in the outer block around the inner one animate with the outer block, and
  // each block's completion runs once.
  @Test("Outer and inner completions each run once, with true")
  func completions() {
    withUIKit { ui in
      let v = view(ui)
      let w = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      v.superview?.addSubview(w)
      var outerDone: [Bool] = []
      var innerDone: [Bool] = []
      UIView.animate(
        withDuration: 0.3,
        animations: {
          w.alpha = 0
          UIView.animate(
            withDuration: 0.3, animations: { v.alpha = 0 }, completion: { innerDone.append($0) })
        }, completion: { outerDone.append($0) })
      UIKitRuntime.current.settle()
      #expect(outerDone == [true])
      #expect(innerDone == [true])
    }
  }

  // UIKit: UIView.inheritedAnimationDuration is the duration of the animation block the
  // code runs in, 0 outside any block (and with animations disabled).
  @Test("inheritedAnimationDuration: 0 outside, the block's inside, 0 without animation")
  func inheritedDuration() {
    withUIKit { _ in
      #expect(UIView.inheritedAnimationDuration == 0)
      var inside: TimeInterval = -1
      var nested: TimeInterval = -1
      var overridden: TimeInterval = -1
      var disabled: TimeInterval = -1
      UIView.animate(withDuration: 0.3) {
        inside = UIView.inheritedAnimationDuration
        UIView.animate(withDuration: 1) { nested = UIView.inheritedAnimationDuration }
        UIView.animate(
          withDuration: 1, delay: 0, options: .overrideInheritedDuration,
          animations: {
            overridden = UIView.inheritedAnimationDuration
          })
        UIView.performWithoutAnimation { disabled = UIView.inheritedAnimationDuration }
      }
      #expect(inside == 0.3)
      #expect(nested == 0.3)
      #expect(overridden == 1)
      #expect(disabled == 0)
      #expect(UIView.inheritedAnimationDuration == 0)
    }
  }

  // A block that joins an animation timeline already under way (as the keyboard's slide
  // runs its observers 0.15 s into its 0.3 s) animates only over what is left, and starts
  // from where things are: no jump at the join, exactly at the target at the timeline's end.
  // Joining at t = 0.15 on easeInOut (base progress 0.5), frame 9 + k shows
  // from + (to - from) × (easeInOut(t/0.3) - 0.5) / 0.5.
  @Test("A block joining a running timeline late continues without a jump")
  func joinsLate() {
    withUIKit { ui in
      let (_, root) = ui.makeScreen()
      let field = ui.addConstrained(UIView(), to: root)
      let top = field.topAnchor.constraint(equalTo: root.topAnchor, constant: 150)
      NSLayoutConstraint.activate([
        top, field.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        field.widthAnchor.constraint(equalToConstant: 10),
        field.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      let timeline = AnimationContext(
        animator: ui.runtime.animator, startTime: 0, delay: 0, duration: 0.3, curve: .bezier(.easeInOut),
        options: [], group: AnimationGroup(animator: ui.runtime.animator, completion: nil))
      ui.frames(9)  // t = 0.15
      var done: [Bool] = []
      Animator.run(timeline) {
        top.constant = 120
        UIView.animate(
          withDuration: 0.3, animations: { root.layoutIfNeeded() }, completion: { done.append($0) })
      }
      #expect(field.presentationFrame.minY == 150)
      let base = TimingCurve.easeInOut.value(at: 0.5)
      for k in 1...8 {
        ui.frames(1)
        let t = UIKitTestContext.time(afterFrames: 9 + k)
        let fraction = (TimingCurve.easeInOut.value(at: t / 0.3) - base) / (1 - base)
        let want = 150 - 30 * CGFloat(fraction)
        expectClose(field.presentationFrame.minY, want, "frame \(9 + k): \(field.presentationFrame.minY) != \(want)")
      }
      ui.frames(1)  // frame 18, t = 0.3: the timeline's end
      #expect(field.frame.minY == 120)
      #expect(done == [true])
    }
  }
}
