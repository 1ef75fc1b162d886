import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// Where a `UIViewPropertyAnimator`'s animations are on each frame: on its timing curve
/// while running, linear or on the curve while scrubbed, retracing the curve when
/// reversed, and re-timed by `continueAnimation`. The box moves from x = 0 to 200 over
/// 1 s (60 frames), so at time fraction f it is at 200·E(f). Expected values of the
/// curves are computed independently (a bisection on Core Animation's Bézier control
/// points, and the spring formula): easeInOut (0.42, 0, 0.58, 1), easeIn (0.42, 0, 1, 1),
/// easeOut (0, 0, 0.58, 1).
@MainActor
@Suite("UIViewPropertyAnimator timing", .serialized, .uikitRuntime)
struct PropertyAnimatorTimingTests {
  // easeInOut(0.25) = 0.129161931, (1/3) = 0.231774816, (0.5) = 0.5, (0.75) = 0.870838069;
  // easeIn(0.25) = 0.093464651, (0.5) = 0.315356813, (0.75) = 0.621861869;
  // easeOut(0.25) = 0.378138131, (0.5) = 0.684643187, (0.75) = 0.906535349.
  @Test(
    "Each frame is the curve's value at the time fraction",
    arguments: [
      (UIView.AnimationCurve.linear, [0.25, 0.5, 0.75]),
      (.easeInOut, [0.129161931, 0.5, 0.870838069]),
      (.easeIn, [0.093464651, 0.315356813, 0.621861869]),
      (.easeOut, [0.378138131, 0.684643187, 0.906535349]),
    ])
  func followsCurve(curve: UIView.AnimationCurve, values: [Double]) {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      var completed = 0
      let animator = UIViewPropertyAnimator(duration: 1, curve: curve, animations: s.moveBox)
      animator.addCompletion { _ in completed += 1 }
      animator.startAnimation()
      for (quarter, value) in values.enumerated() {
        ui.frames(15)
        expectClose(Double(s.x), 200 * value, within: 1e-6, "at \(Double(quarter + 1) / 4)")
        expectClose(Double(animator.fractionComplete), Double(quarter + 1) / 4, within: 1e-9)
      }
      ui.frames(14)
      #expect(completed == 0)
      ui.frames(1)
      #expect(s.x == 200)
      #expect(completed == 1)
    }
  }

  // The Bézier through (0.1, 0.9) and (0.2, 1.0) is 0.966236434 at x = 0.5.
  @Test("init(duration:controlPoint1:controlPoint2:) follows that cubic Bézier")
  func controlPoints() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      let animator = UIViewPropertyAnimator(
        duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1.0),
        animations: s.moveBox)
      animator.startAnimation()
      ui.frames(30)
      expectClose(Double(s.x), 200 * 0.966236434, within: 1e-6)
    }
  }

  // Constraint constants move through the same animator: a layoutIfNeeded() in the block
  // makes each frame's layout re-solve with the animated constant (150 → 120, linear).
  @Test("A constant laid out in the block moves frame by frame")
  func constantFrames() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      let below = ui.addConstrained(UIView(), to: s.root)
      NSLayoutConstraint.activate([
        below.topAnchor.constraint(equalTo: s.field.bottomAnchor, constant: 10),
        below.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
        below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
      ])
      s.root.layoutIfNeeded()
      UIViewPropertyAnimator(duration: 0.5, curve: .linear, animations: s.moveField).startAnimation()
      #expect(s.field.presentationFrame.minY == 150)
      for k in 1...30 {
        ui.frames(1)
        expectClose(s.field.presentationFrame.minY, 150 - CGFloat(k), within: layoutGrid, "frame \(k)")
        #expect(below.presentationFrame.minY == s.field.presentationFrame.maxY + 10)
      }
      #expect(s.field.frame.minY == 120)
      #expect(UIKitRuntime.current.animator.runningCount == 0)
    }
  }

  // Apple: scrubsLinearly true (the default) "causes the animator to use a linear timing
  // function during scrubbing"; false "causes the animator to use its specified timing curve".
  @Test("Scrubbing while paused: linear by default, the curve with scrubsLinearly = false")
  func scrubbing() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      let linear = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
        s.moveBox()
        s.moveField()
      }
      linear.pauseAnimation()
      linear.fractionComplete = 0.25
      expectClose(s.x, 50, within: 1e-9)
      expectClose(s.y, 142.5, within: layoutGrid)
      linear.fractionComplete = 0.75
      expectClose(s.x, 150, within: 1e-9)
      expectClose(s.y, 127.5, within: layoutGrid)
      linear.fractionComplete = 0.1
      expectClose(s.x, 20, within: 1e-9)
      ui.frames(10)
      expectClose(s.x, 20, within: 1e-9)
      linear.stopAnimation(true)

      let box = UIView(frame: PropertyAnimatorScene.start)
      s.root.addSubview(box)
      let curved = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
        box.frame = PropertyAnimatorScene.end
      }
      curved.scrubsLinearly = false
      curved.fractionComplete = 0.25
      expectClose(Double(box.presentationFrame.minX), 200 * 0.129161931, within: 1e-6)
      curved.fractionComplete = 0.75
      expectClose(Double(box.presentationFrame.minX), 200 * 0.870838069, within: 1e-6)
    }
  }

  // After a linear scrub the animation goes on from the scrubbed value, without a jump, to
  // the exact target over the time left: 0.75 of 1 s from 0.25.
  @Test("Scrubbed, then started: continues from the scrubbed value and ends on time, exactly")
  func resumeAfterScrub() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut, animations: s.moveBox)
      animator.addCompletion { positions.append($0) }
      animator.fractionComplete = 0.25
      animator.startAnimation()
      var last = s.x
      #expect(last == 50)
      for k in 1...44 {
        ui.frames(1)
        #expect(s.x > last, "frame \(k)")
        #expect(s.x - last < 10, "frame \(k)")
        last = s.x
      }
      expectClose(Double(animator.fractionComplete), 0.25 + 44.0 / 60, within: 1e-9)
      ui.frames(1)
      #expect(s.x == 200)
      #expect(positions == [.end])
    }
  }

  // Apple: reversed, "view properties animate back to their original values". Reversed at
  // half way (x = 100) the fraction counts down from 0.5 and the box retraces the curve:
  // 10 frames later f = 1/3 → 200·0.231774816, 15 frames later f = 0.25 → 200·0.129161931,
  // and at 0 the animator completes at .start with the model values back where they were.
  @Test("Reversed half way: retraces the curve to the start, completes at .start")
  func reversed() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
        s.moveBox()
        s.box.alpha = 0
      }
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      ui.frames(30)
      expectClose(s.x, 100, within: 1e-9)
      animator.isReversed = true
      #expect(animator.isRunning)
      ui.frames(10)
      expectClose(Double(s.x), 200 * 0.231774816, within: 1e-6)
      expectClose(Double(animator.fractionComplete), 1.0 / 3, within: 1e-9)
      ui.frames(5)
      expectClose(Double(s.x), 200 * 0.129161931, within: 1e-6)
      expectClose(Double(s.box.presentationAlpha), 1 - 0.129161931, within: 1e-6)
      ui.frames(15)
      #expect(positions == [.start])
      #expect(animator.state == .inactive)
      #expect(s.box.frame == PropertyAnimatorScene.start)
      #expect(s.box.alpha == 1)
      #expect(s.x == 0)
    }
  }

  // Apple: continueAnimation's durationFactor "is multiplied by the original duration";
  // 0 keeps the pace (what iOS code's common `durationFactor: 0` relies on).
  @Test("continueAnimation(nil): factor 0 keeps the pace, 0.5 makes the rest take 0.5 s")
  func continueDuration() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      let same = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: s.moveBox)
      same.startAnimation()
      ui.frames(30)
      same.pauseAnimation()
      same.continueAnimation(withTimingParameters: nil, durationFactor: 0)
      #expect(same.isRunning)
      ui.frames(15)
      expectClose(s.x, 150, within: 1e-9)
      ui.frames(15)
      #expect(s.x == 200)
      #expect(same.state == .inactive)

      let box = UIView(frame: PropertyAnimatorScene.start)
      s.root.addSubview(box)
      let faster = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.frame = PropertyAnimatorScene.end }
      faster.startAnimation()
      ui.frames(30)
      faster.pauseAnimation()
      faster.continueAnimation(withTimingParameters: nil, durationFactor: 0.25)
      ui.frames(8)
      expectClose(Double(box.presentationFrame.minX), 100 + 100 * (8.0 / 15), within: 1e-9)
      ui.frames(7)
      #expect(box.presentationFrame.minX == 200)
      #expect(faster.state == .inactive)
    }
  }

  // UIKit's header: continuing with new timing "behaves as if the animation was started
  // from its current position with a new duration and timing parameters". Paused at x = 100
  // and continued on easeIn over the 0.5 s left: 15 frames later 100 + 100·easeIn(0.5).
  @Test("continueAnimation with new timing: the new curve runs over what is left")
  func continueTiming() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: s.moveBox)
      animator.startAnimation()
      ui.frames(30)
      animator.pauseAnimation()
      animator.continueAnimation(
        withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 0)
      ui.frames(15)
      expectClose(Double(s.x), 100 + 100 * 0.315356813, within: 1e-6)
      ui.frames(15)
      #expect(s.x == 200)
    }
  }

  // UIKit's spring for damping 0.7 over 0.5 s has ω = ln(0.7 / (0.001·√(1 − 0.49))) /
  // (0.7·0.5) = 19.679293 rad/s; x(t) = e^(−ζωt)(−cos bt + c sin bt), b = ω√(1 − ζ²),
  // c = −ζω/b. Frame 3: 0.298650127, 6: 0.714646520, 9: 0.958168377, 15: 1.041133419
  // (overshoot), 27: 0.997888511; at 0.5 s exactly the target.
  @Test("init(duration:dampingRatio:): UIKit's spring, exactly at the target at the duration")
  func spring() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7, animations: s.moveBox)
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      var frame = 0
      for (k, value) in [(3, 0.298650127), (6, 0.714646520), (9, 0.958168377), (15, 1.041133419), (27, 0.997888511)] {
        ui.frames(k - frame)
        frame = k
        expectClose(Double(s.x), 200 * value, within: 1e-5, "frame \(k)")
      }
      ui.frames(30 - frame)
      #expect(s.x == 200)
      #expect(positions == [.end])
    }
  }

  // The keyboard's curve number, read the way iOS code reads it, is the keyboard's curve
  // (0.38, 0.7, 0.125, 1): 0.616661010 at 0.25, 0.930837858 at 0.5.
  @Test("UIView.AnimationCurve(rawValue: 7)! animates on the keyboard's curve")
  func curveSeven() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      let curve = UIView.AnimationCurve(rawValue: 7)!
      UIViewPropertyAnimator(duration: 1, curve: curve, animations: s.moveBox).startAnimation()
      ui.frames(15)
      expectClose(Double(s.x), 200 * 0.616661010, within: 1e-6)
      ui.frames(15)
      expectClose(Double(s.x), 200 * 0.930837858, within: 1e-6)
    }
  }

  // A UIView.animate block inside an animator's block inherits its timeline, as nested
  // blocks inherit the enclosing block's (UIKit's rule): it pauses with it.
  @Test("UIView.animate inside the animator's block follows the animator")
  func nestedBlock() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      var finished: [Bool] = []
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
        UIView.animate(withDuration: 0.2, animations: s.moveBox, completion: { finished.append($0) })
      }
      animator.startAnimation()
      ui.frames(30)
      expectClose(s.x, 100, within: 1e-9)
      animator.pauseAnimation()
      ui.frames(30)
      expectClose(s.x, 100, within: 1e-9)
      animator.startAnimation()
      ui.frames(30)
      #expect(s.x == 200)
      #expect(finished == [true])
    }
  }
}
