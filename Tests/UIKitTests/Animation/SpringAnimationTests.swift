import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
/// UIKit's spring for a damping ratio and a duration (mass 1; ω chosen so the motion is
/// within 0.001 of the distance at the duration, as the analyses cited in `SpringCurve`
/// measured), landing exactly on the target at the duration. Expected values come from the
/// closed forms, evaluated independently.
@MainActor
@Suite("Spring animations", .serialized, .uikitRuntime)
struct SpringAnimationTests {
  // ζ < 1, v₀ = 0: ω = ln(ζ / (0.001·√(1 − ζ²))) / (ζD). ζ = 0.5, D = 1: 12.716898269.
  // ζ = 1, D = 0.5: (1 + 0.5ω)e^(−0.5ω) = 0.001 → ω = 18.466826953. With velocities the
  // largest root of |v₀ − ζω| / (ω√(1 − ζ²))·e^(−ζωD) = 0.001: v₀ = −2 → 13.244712584,
  // v₀ = 3 → 11.177799298.
  @Test("ω from damping ratio, duration and velocity")
  func omega() {
    expectClose(
      SpringCurve(uikitDampingRatio: 0.5, initialVelocity: 0, duration: 1).angularFrequency, 12.716898269, within: 1e-6)
    expectClose(
      SpringCurve(uikitDampingRatio: 1, initialVelocity: 0, duration: 0.5).angularFrequency, 18.466826953, within: 1e-6)
    expectClose(
      SpringCurve(uikitDampingRatio: 0.5, initialVelocity: -2, duration: 1).angularFrequency, 13.244712584, within: 1e-6
    )
    expectClose(
      SpringCurve(uikitDampingRatio: 0.5, initialVelocity: 3, duration: 1).angularFrequency, 11.177799298, within: 1e-6)
    // Above 1 a duration-based spring is critically damped.
    #expect(SpringCurve(uikitDampingRatio: 3, initialVelocity: 0, duration: 0.5).dampingRatio == 1)
  }

  // Mass 1, stiffness 100, damping 10: ω = 10, ζ = 0.5; it settles (envelope
  // √(1 + c²)·e^(−ζωt) = 0.001, c = −ζ/√(1 − ζ²)) after 1.410319263 s.
  @Test("A spring given by mass, stiffness and damping runs until it settles")
  func physical() {
    let spring = SpringCurve(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
    expectClose(spring.angularFrequency, 10, within: 1e-12)
    expectClose(spring.dampingRatio, 0.5, within: 1e-12)
    expectClose(spring.duration, 1.410319263, within: 1e-6)
    let animator = UIViewPropertyAnimator(
      duration: 0.3,
      timingParameters: UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero))
    expectClose(animator.duration, 1.410319263, within: 1e-6)
  }

  // ζ = 0.5 over 1 s: progress 0.25 → 1.144222577 (overshoot), 0.5 → 0.987154536,
  // 0.75 → 0.998848644, exactly 1 at 1 s; the constant 150 → 120 goes past 120 on the way.
  @Test("Every frame follows the spring; at the duration exactly the target, completion(true)")
  func springFrames() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      var finished: [Bool] = []
      s.top.constant = 120
      UIView.animate(
        withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
        animations: {
          s.moveBox()
          s.root.layoutIfNeeded()
        }, completion: { finished.append($0) })
      for (quarter, value) in [1.144222577, 0.987154536, 0.998848644].enumerated() {
        ui.frames(15)
        expectClose(Double(s.x), 200 * value, within: 1e-5, "at \(Double(quarter + 1) / 4)")
        expectClose(Double(s.field.presentationFrame.minY), 150 - 30 * value, within: 1e-5)
      }
      ui.frames(14)
      #expect(finished.isEmpty)
      #expect(s.x != 200)
      ui.frames(1)
      #expect(s.x == 200)
      #expect(s.field.frame.minY == 120)
      #expect(finished == [true])
      #expect(UIKitRuntime.current.animator.runningCount == 0)
    }
  }

  // ζ = 1 over 0.5 s (ω = 18.466826953): x(t) = (−1 − ωt)e^(−ωt); frame 3: 0.236068680,
  // frame 6: 0.550908374, frame 15: 0.944477184, frame 29: 0.998680513; never above 1.
  @Test("Critically damped: no overshoot, exactly at the target at the duration")
  func critical() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      UIView.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, animations: s.moveBox)
      let expected: [Int: Double] = [3: 0.236068680, 6: 0.550908374, 15: 0.944477184, 29: 0.998680513]
      for frame in 1...29 {
        ui.frames(1)
        #expect(s.x < 200, "frame \(frame)")
        if let value = expected[frame] { expectClose(Double(s.x), 200 * value, within: 1e-5, "frame \(frame)") }
      }
      ui.frames(1)
      #expect(s.x == 200)
    }
  }

  // A delay holds the spring at its start; the options' curve bits do not change it.
  @Test("With a delay and a curve option: still during the delay, then the same spring")
  func delayed() {
    withUIKit { ui in
      let s = PropertyAnimatorScene(ui)
      UIView.animate(
        withDuration: 1, delay: 0.5, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: .curveEaseIn,
        animations: s.moveBox)
      ui.frames(30)
      #expect(s.x == 0)
      ui.frames(15)
      expectClose(Double(s.x), 200 * 1.144222577, within: 1e-5)
      ui.frames(45)
      #expect(s.x == 200)
    }
  }
}
