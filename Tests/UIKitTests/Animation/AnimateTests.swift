import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// The seed's field: top 150 from the root's top, 20 from the sides, 80 high, with the
/// handle `top`. Moving it to 120 by 30 pt over 0.3 s (18 frames of 1/60 s) is the
/// pattern every screen uses.
@MainActor
struct FieldScene {
  let window: UIWindow
  let root: UIView
  let field: UIView
  let top: NSLayoutConstraint

  init(_ ui: UIKitTestContext) {
    (window, root) = ui.makeScreen()
    field = ui.addConstrained(UIView(), to: root)
    top = field.topAnchor.constraint(equalTo: root.topAnchor, constant: 150)
    NSLayoutConstraint.activate([
      top,
      field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      field.heightAnchor.constraint(equalToConstant: 80),
    ])
    root.layoutIfNeeded()
  }

  /// `constant = value`, then `UIView.animate(…) { layoutIfNeeded() }`, as the seeds write it.
  func animate(
    to value: CGFloat, duration: TimeInterval = 0.3, delay: TimeInterval = 0,
    options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    top.constant = value
    UIView.animate(
      withDuration: duration, delay: delay, options: options,
      animations: {
        self.root.layoutIfNeeded()
      }, completion: completion)
  }

  /// Where the field is drawn (the model frame is final at once, as on iOS).
  var y: CGFloat { field.presentationFrame.minY }
}

/// Expected on-screen value `from → to` after `frames` ticks of an animation that began
/// at clock time `start` (+ `delay`), on `curve`.
private func expected(
  from: CGFloat, to: CGFloat, frames: Int, start: TimeInterval = 0, delay: TimeInterval = 0,
  duration: TimeInterval = 0.3, curve: TimingCurve = .easeInOut
) -> CGFloat {
  let t = UIKitTestContext.time(afterFrames: frames, from: start)
  let progress = max(0, (t - start - delay) / duration)
  return from + (to - from) * CGFloat(curve.value(at: progress))
}

@MainActor
@Suite("UIView.animate", .serialized, .uikitRuntime)
struct AnimateTests {
  // UIKit: the block's changes start animating from what is on screen; at time 0 nothing
  // has moved yet. The model value (the constant) is the new one at once.
  @Test("Frame 0: nothing has moved; the constant already holds the new value")
  func frameZero() {
    withUIKit { ui in
      let s = FieldScene(ui)
      s.animate(to: 120)
      #expect(s.y == 150)
      #expect(s.top.constant == 120)
      #expect(UIKitRuntime.current.animator.runningCount == 1)
    }
  }

  // UIKit: with no curve option the curve is easeInOut (cubic Bézier 0.42, 0, 0.58, 1).
  // Frame 6 (t = 0.1 s, 1/3 of the way): easeInOut(1/3) = 0.231775 → 150 - 30 × 0.231775
  // = 143.047; frame 9 (t = 0.15 s): exactly half way, 135. Every frame checked.
  @Test("Every frame follows the ease-in-out curve")
  func followsEaseInOut() {
    withUIKit { ui in
      let s = FieldScene(ui)
      s.animate(to: 120)
      for k in 1...17 {
        ui.frames(1)
        let want = expected(from: 150, to: 120, frames: k)
        expectClose(s.y, want, "frame \(k): \(s.y) != \(want)")
      }
      expectClose(expected(from: 150, to: 120, frames: 6), 143.04675, within: 1e-4)
      expectClose(expected(from: 150, to: 120, frames: 9), 135)
    }
  }

  // UIKit: at the end of the duration the view is exactly at the final layout.
  @Test("At 0.3 s (frame 18) the frame is exactly the final layout and nothing runs")
  func endsExactly() {
    withUIKit { ui in
      let s = FieldScene(ui)
      s.animate(to: 120)
      ui.frames(18)
      #expect(s.field.frame == CGRect(x: 20, y: 120, width: 350, height: 80))
      #expect(UIKitRuntime.current.animator.runningCount == 0)
      ui.frames(5)
      #expect(s.y == 120)
    }
  }

  // UIKit: "completion: … executed when the animation sequence ends. This block has no
  // return value and takes a single Boolean argument that indicates whether or not the
  // animations actually finished." Once, with true, at the end.
  @Test("completion(true) is called once, when the animation ends")
  func completionOnce() {
    withUIKit { ui in
      let s = FieldScene(ui)
      var calls: [Bool] = []
      s.animate(to: 120) { calls.append($0) }
      ui.frames(17)
      #expect(calls.isEmpty)
      ui.frames(1)
      #expect(calls == [true])
      ui.frames(10)
      #expect(calls == [true])
    }
  }

  // UIKit: a block that animates nothing still completes with finished = true, on the
  // next turn of the run loop (not inside the animate call).
  @Test("A block that animates nothing completes with true on the next frame")
  func emptyBlock() {
    withUIKit { ui in
      _ = FieldScene(ui)
      var calls: [Bool] = []
      UIView.animate(withDuration: 0.3, animations: {}, completion: { calls.append($0) })
      #expect(calls.isEmpty)
      ui.frames(1)
      #expect(calls == [true])
      ui.frames(3)
      #expect(calls == [true])
    }
  }

  // UIKit: a change to a value a view already has animates nothing either.
  @Test("Setting the same value animates nothing and still completes")
  func sameValue() {
    withUIKit { ui in
      let s = FieldScene(ui)
      var calls: [Bool] = []
      s.animate(to: 150) { calls.append($0) }
      #expect(UIKitRuntime.current.animator.runningCount == 0)
      ui.frames(1)
      #expect(calls == [true])
    }
  }

  // UIKit: an animation replaced before its end completes with finished = false, and the
  // new one starts from what is on screen (no jump). Interrupted at frame 9 (135), sent back
  // to 150: k frames later the field is at 135 + 15 × easeInOut(k/18).
  @Test("Interrupted half way: completion(false), the new one starts from the on-screen value")
  func interrupted() {
    withUIKit { ui in
      let s = FieldScene(ui)
      var first: [Bool] = []
      var second: [Bool] = []
      s.animate(to: 120) { first.append($0) }
      ui.frames(9)
      let mid = s.y
      expectClose(mid, 135)
      let start = ui.runtime.now
      s.animate(to: 150) { second.append($0) }
      #expect(first == [false])
      #expect(s.y == mid)
      for k in 1...17 {
        ui.frames(1)
        let want = expected(from: mid, to: 150, frames: k, start: start)
        // `mid` is the snapped frame, the animation starts from the unsnapped constant: two grid steps.
        expectClose(
          s.y, want, within: 2 * layoutGrid, "frame \(k) after the turn: \(s.y) != \(want)")
      }
      UIKitRuntime.current.settle()
      #expect(s.y == 150)
      #expect(first == [false])
      #expect(second == [true])
    }
  }

  // UIKit: with a delay nothing moves until the delay has passed; then the duration runs.
  // delay 0.1 s, duration 0.2 s: frames 1–6 at 150; frame 12 (t = 0.2, half way) at 135.
  @Test("delay: still during the delay, then the curve over the duration")
  func delay() {
    withUIKit { ui in
      let s = FieldScene(ui)
      s.animate(to: 120, duration: 0.2, delay: 0.1)
      for _ in 1...6 {
        ui.frames(1)
        #expect(s.y == 150)
      }
      for k in 7...17 {
        ui.frames(1)
        let want = expected(from: 150, to: 120, frames: k, delay: 0.1, duration: 0.2)
        expectClose(s.y, want, "frame \(k): \(s.y) != \(want)")
      }
      expectClose(
        expected(from: 150, to: 120, frames: 12, delay: 0.1, duration: 0.2), 135, within: 1e-9)
      ui.frames(1)
      #expect(s.y == 120)
    }
  }

  // UIKit: delay + duration = 0.1 + 0.2 = 0.3 s; the animation is over, and its
  // completion has run, at 0.3 s: frame 18.
  @Test("delay 0.1 + duration 0.2: completed at 0.3 s (frame 18)")
  func delayCompletionTime() {
    withUIKit { ui in
      let s = FieldScene(ui)
      var calls: [Bool] = []
      s.animate(to: 120, duration: 0.2, delay: 0.1) { calls.append($0) }
      ui.frames(18)
      #expect(ui.runtime.now == 0.3)
      #expect(s.y == 120)
      #expect(calls == [true])
      #expect(UIKitRuntime.current.animator.runningCount == 0)
    }
  }

  // UIKit: the curve is the number in bits 16–19 of the options: 0 easeInOut, 1 easeIn,
  // 2 easeOut, 3 linear; 7 (raw 458752 = 7 << 16, what the keyboard notifications carry)
  // is the keyboard's curve. At frame 6 (1/3 of 0.3 s): linear 140, easeIn(1/3) = 0.156164
  // → 145.315, easeOut(1/3) = 0.488349 → 135.350, keyboard(1/3) = 0.793014 → 126.210.
  @Test(
    "Curve option bits choose the timing curve",
    arguments: [
      (UIView.AnimationOptions.curveEaseInOut, TimingCurve.easeInOut),
      (.curveEaseIn, .easeIn), (.curveEaseOut, .easeOut), (.curveLinear, .linear),
      (UIView.AnimationOptions(rawValue: 458752), .keyboard),
      (UIView.AnimationOptions(rawValue: 458752).union(.beginFromCurrentState), .keyboard),
    ])
  func curveBits(options: UIView.AnimationOptions, curve: TimingCurve) {
    withUIKit { ui in
      let s = FieldScene(ui)
      s.animate(to: 120, options: options)
      for k in 1...17 {
        ui.frames(1)
        let want = expected(from: 150, to: 120, frames: k, curve: curve)
        expectClose(s.y, want, "frame \(k): \(s.y) != \(want)")
      }
      ui.frames(1)
      #expect(s.y == 120)
    }
  }

  @Test("The expected values quoted for the curves at 1/3")
  func quotedCurveValues() {
    expectClose(expected(from: 150, to: 120, frames: 6, curve: .linear), 140, within: 1e-9)
    expectClose(expected(from: 150, to: 120, frames: 6, curve: .easeIn), 145.315, within: 1e-3)
    expectClose(expected(from: 150, to: 120, frames: 6, curve: .easeOut), 135.350, within: 1e-3)
    expectClose(expected(from: 150, to: 120, frames: 6, curve: .keyboard), 126.210, within: 1e-3)
  }

  // UIKit: alpha set in a block takes its new model value at once; what is drawn (the
  // presentation value) goes 1 → 0 along the curve; at the end both are 0.
  @Test("alpha: model value at once, presentation value along the curve")
  func alpha() {
    withUIKit { ui in
      let s = FieldScene(ui)
      UIView.animate(withDuration: 0.3) { s.field.alpha = 0 }
      #expect(s.field.alpha == 0)
      #expect(s.field.presentationAlpha == 1)
      ui.frames(6)
      let want =
        1 - CGFloat(TimingCurve.easeInOut.value(at: UIKitTestContext.time(afterFrames: 6) / 0.3))
      expectClose(s.field.presentationAlpha, want, within: 1e-12)
      // What is drawn is the presentation value.
      s.field.backgroundColor = .red
      let canvas = RecordingCanvas()
      s.window.render(in: canvas)
      let drawn = canvas.commands.compactMap { c -> CGFloat? in
        if case .fill(_, _, let color, let context) = c, color == .red { return context.alpha }
        return nil
      }
      #expect(drawn.count == 1)
      expectClose(drawn.first ?? -1, want, within: 1e-12)
      ui.frames(12)
      #expect(s.field.presentationAlpha == 0)
      #expect(s.field.presentationAlphaOverride == nil)
    }
  }

  // UIKit: an alpha animation interrupted by another continues from the on-screen value.
  @Test("alpha interrupted half way turns around from the on-screen value")
  func alphaInterrupted() {
    withUIKit { ui in
      let s = FieldScene(ui)
      var first: [Bool] = []
      UIView.animate(
        withDuration: 0.3, animations: { s.field.alpha = 0 }, completion: { first.append($0) })
      ui.frames(9)
      let mid = s.field.presentationAlpha
      expectClose(mid, 0.5, within: 1e-9)
      let start = ui.runtime.now
      UIView.animate(withDuration: 0.3) { s.field.alpha = 1 }
      #expect(first == [false])
      #expect(s.field.presentationAlpha == mid)
      ui.frames(6)
      let progress = (UIKitTestContext.time(afterFrames: 6, from: start) - start) / 0.3
      let want = mid + (1 - mid) * CGFloat(TimingCurve.easeInOut.value(at: progress))
      expectClose(s.field.presentationAlpha, want, within: 1e-9)
    }
  }

  // UIKit: backgroundColor animates component-wise from the old colour to the new one.
  @Test("backgroundColor: model value at once, presentation colour interpolated")
  func backgroundColor() {
    withUIKit { ui in
      let s = FieldScene(ui)
      s.field.backgroundColor = .red
      UIView.animate(withDuration: 0.3) { s.field.backgroundColor = .blue }
      #expect(s.field.backgroundColor == .blue)
      #expect(s.field.presentationBackgroundColor == .red)
      ui.frames(9)
      // Half way: (0.5, 0, 0.5, 1).
      let mid = s.field.presentationBackgroundColor
      expectClose(mid?.red ?? -1, 0.5, within: 1e-9)
      #expect(mid?.green == 0)
      expectClose(mid?.blue ?? -1, 0.5, within: 1e-9)
      #expect(mid?.alpha == 1)
      ui.frames(9)
      #expect(s.field.presentationBackgroundColor == .blue)
    }
  }

  // UIKit: setting a hand-placed view's frame in a block sets the model frame at once and
  // animates what is drawn. (0, 0, 100, 100) → (100, 200, 50, 50): half way at frame 9 it
  // shows (50, 100, 75, 75).
  @Test("frame of a hand-placed view: model at once, presentation along the curve")
  func frame() {
    withUIKit { ui in
      let s = FieldScene(ui)
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      s.root.addSubview(box)
      var calls: [Bool] = []
      UIView.animate(
        withDuration: 0.3,
        animations: { box.frame = CGRect(x: 100, y: 200, width: 50, height: 50) },
        completion: { calls.append($0) })
      #expect(box.frame == CGRect(x: 100, y: 200, width: 50, height: 50))
      #expect(box.presentationFrame == CGRect(x: 0, y: 0, width: 100, height: 100))
      ui.frames(9)
      expectClose(box.presentationFrame, CGRect(x: 50, y: 100, width: 75, height: 75), within: 1e-9)
      ui.frames(9)
      #expect(box.presentationFrame == CGRect(x: 100, y: 200, width: 50, height: 50))
      #expect(calls == [true])
    }
  }

  // UIKit: performWithoutAnimation runs its block with animations disabled, even inside an
  // animation block; the rest of the block still animates.
  @Test("performWithoutAnimation inside a block applies at once; the rest animates")
  func performWithoutAnimation() {
    withUIKit { ui in
      let s = FieldScene(ui)
      let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      s.root.addSubview(other)
      s.top.constant = 100
      UIView.animate(withDuration: 0.3) {
        UIView.performWithoutAnimation {
          s.root.layoutIfNeeded()
          other.alpha = 0.5
        }
        s.field.alpha = 0
      }
      #expect(s.y == 100)
      #expect(other.presentationAlpha == 0.5)
      #expect(s.field.presentationAlpha == 1)
      #expect(UIKitRuntime.current.animator.runningCount == 1)
    }
  }

  // UIKit: performWithoutAnimation works by disabling animations for its block
  // (`setAnimationsEnabled(false)`: "code inside subsequent animation blocks is still
  // executed but no animations actually occur"), so an animation block run inside it
  // applies its changes at once.
  @Test("An animation block inside performWithoutAnimation does not animate")
  func animateInsideWithoutAnimation() {
    withUIKit { ui in
      let s = FieldScene(ui)
      var calls: [Bool] = []
      UIView.performWithoutAnimation {
        s.animate(to: 120) { calls.append($0) }
      }
      #expect(s.y == 120)
      #expect(UIKitRuntime.current.animator.runningCount == 0)
      ui.frames(1)
      #expect(calls == [true])
    }
  }

  // UIKit: whatever the layout pass inside the block changes animates, including frames
  // that change because constraints were activated or deactivated before it (the
  // "swap constraints, then animate layoutIfNeeded()" idiom, SnapKit's remakeConstraints).
  // The field moves from top 150 to bottom-anchored (844 - 100 - 80 = 664): half way at
  // frame 9, 407.
  @Test("Swapping constraints, then layoutIfNeeded() in a block, animates the frame")
  func swappedConstraintsAnimate() {
    withUIKit { ui in
      let s = FieldScene(ui)
      let bottom = s.field.bottomAnchor.constraint(equalTo: s.root.bottomAnchor, constant: -100)
      s.top.isActive = false
      bottom.isActive = true
      UIView.animate(withDuration: 0.3) { s.root.layoutIfNeeded() }
      // UIKit fact: the model frame is the new layout at once; what is drawn (the
      // presentation frame) animates to it from where it was.
      #expect(s.field.frame.minY == 664)
      #expect(s.field.presentationFrame.minY == 150)
      ui.frames(9)
      expectClose(s.field.presentationFrame.minY, 407)
      ui.frames(9)
      #expect(s.y == 664)
    }
  }

  // UIKit: only what the layout pass inside the block changes animates. A constant set in
  // the block but laid out after it (by the next frame) jumps.
  @Test("A constant changed in the block without layoutIfNeeded() does not animate")
  func layoutAfterBlockJumps() {
    withUIKit { ui in
      let s = FieldScene(ui)
      UIView.animate(withDuration: 0.3) { s.top.constant = 120 }
      #expect(s.y == 150)
      ui.frames(1)
      #expect(s.y == 120)
    }
  }

  // UIKit: one completion per block, after the last of its animations.
  @Test("A block animating several properties completes once")
  func severalProperties() {
    withUIKit { ui in
      let s = FieldScene(ui)
      var calls: [Bool] = []
      s.top.constant = 120
      UIView.animate(
        withDuration: 0.3,
        animations: {
          s.root.layoutIfNeeded()
          s.field.alpha = 0.5
          s.field.backgroundColor = .red
        }, completion: { calls.append($0) })
      #expect(UIKitRuntime.current.animator.runningCount == 3)
      UIKitRuntime.current.settle()
      #expect(calls == [true])
    }
  }

  // UIKit: a zero duration applies the changes at once and completes with true.
  @Test("Duration 0: applied at once, completion(true) on the next frame")
  func zeroDuration() {
    withUIKit { ui in
      let s = FieldScene(ui)
      var calls: [Bool] = []
      s.animate(to: 120, duration: 0) { calls.append($0) }
      #expect(s.y == 120)
      ui.frames(1)
      #expect(calls == [true])
    }
  }

  // Every frame of an animation runs the layout pass: views tied to the animated one move
  // with it on the same frame (the design's promise).
  @Test("Dependent views move on the same frames")
  func dependentsFollow() {
    withUIKit { ui in
      let s = FieldScene(ui)
      let below = ui.addConstrained(UIView(), to: s.root)
      NSLayoutConstraint.activate([
        below.topAnchor.constraint(equalTo: s.field.bottomAnchor, constant: 16),
        below.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
        below.widthAnchor.constraint(equalToConstant: 10),
        below.heightAnchor.constraint(equalToConstant: 10),
      ])
      s.root.layoutIfNeeded()
      s.animate(to: 120)
      for _ in 1...18 {
        ui.frames(1)
        #expect(below.presentationFrame.minY == s.y + 96)
      }
    }
  }

  // UIApplication.settle() ticks until nothing animates: 18 frames for 0.3 s.
  @Test("settle() runs the 18 frames of a 0.3 s animation")
  func settle() {
    withUIKit { ui in
      let s = FieldScene(ui)
      s.animate(to: 120)
      #expect(UIKitRuntime.current.animator.isAnimating)
      #expect(UIKitRuntime.current.settle() == 18)
      #expect(!UIKitRuntime.current.animator.isAnimating)
      #expect(s.y == 120)
    }
  }
}
