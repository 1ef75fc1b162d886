import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("TimingCurve", .uikitRuntime)
struct TimingCurveTests {
  static let named: [(String, TimingCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
    ("easeInOut", .easeInOut), ("keyboard", .keyboard),
    // x'(0.5) == 0: Newton's method stalls there, so bisection has to finish.
    ("flat middle", TimingCurve(1, 0, 0, 1)),
  ]

  @Test("Core Animation's named curves have their published control points")
  func controlPoints() {
    #expect(TimingCurve.easeIn == TimingCurve(0.42, 0, 1, 1))
    #expect(TimingCurve.easeOut == TimingCurve(0, 0, 0.58, 1))
    #expect(TimingCurve.easeInOut == TimingCurve(0.42, 0, 0.58, 1))
    #expect(TimingCurve.linear == TimingCurve(0, 0, 1, 1))
  }

  @Test("The keyboard curve (iOS curve 7) is the reverse-engineered Bézier (0.38, 0.7, 0.125, 1)")
  func keyboardControlPoints() {
    #expect(TimingCurve.keyboard.controlPoint1 == CGPoint(x: 0.38, y: 0.7))
    #expect(TimingCurve.keyboard.controlPoint2 == CGPoint(x: 0.125, y: 1))
  }

  @Test("Every curve is exactly 0 at the start and exactly 1 at the end", arguments: named)
  func endpoints(_ name: String, _ curve: TimingCurve) {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
  }

  @Test("Progress outside 0...1 is clamped to the ends", arguments: named)
  func clampsProgress(_ name: String, _ curve: TimingCurve) {
    #expect(curve.value(at: -0.5) == 0)
    #expect(curve.value(at: 1.5) == 1)
  }

  @Test("Every curve is monotonic: over 1000 samples it never goes back", arguments: named)
  func monotonic(_ name: String, _ curve: TimingCurve) {
    var previous = curve.value(at: 0)
    for step in 1...1000 {
      let value = curve.value(at: Double(step) / 1000)
      #expect(value >= previous, "\(name) at \(step)")
      previous = value
    }
  }

  @Test("linear is the identity")
  func linearIsIdentity() {
    for step in 0...100 {
      let t = Double(step) / 100
      #expect(TimingCurve.linear.value(at: t) == t)
    }
  }

  @Test("easeInOut is point-symmetric: v(t) + v(1 − t) == 1")
  func easeInOutSymmetric() {
    for step in 0...1000 {
      let t = Double(step) / 1000
      let sum = TimingCurve.easeInOut.value(at: t) + TimingCurve.easeInOut.value(at: 1 - t)
      #expect(abs(sum - 1) < 1e-9, "at \(t)")
    }
  }

  @Test("easeIn and easeOut mirror each other: easeOut(t) == 1 − easeIn(1 − t)")
  func easeInOutMirror() {
    for step in 0...100 {
      let t = Double(step) / 100
      let mirrored = 1 - TimingCurve.easeIn.value(at: 1 - t)
      #expect(abs(TimingCurve.easeOut.value(at: t) - mirrored) < 1e-9)
    }
  }

  /// Reference values from exact rational bisection (80 halvings) of x(t) = progress.
  @Test(
    "Known values of CSS/Core Animation curves within 1e-6",
    arguments: [
      (TimingCurve.easeInOut, 0.5, 0.5),
      (TimingCurve.easeInOut, 0.25, 0.129161931047),
      (TimingCurve.easeInOut, 0.75, 0.870838068953),
      (TimingCurve.easeIn, 0.25, 0.093464650719),
      (TimingCurve.easeIn, 0.5, 0.315356812573),
      (TimingCurve.easeIn, 0.75, 0.621861869175),
      (TimingCurve.easeOut, 0.5, 0.684643187427),
      (TimingCurve.keyboard, 0.25, 0.616661010343),
      (TimingCurve.keyboard, 0.5, 0.930837857508),
      (TimingCurve.keyboard, 0.75, 0.988985220872),
    ])
  func knownValues(_ curve: TimingCurve, _ progress: Double, _ expected: Double) {
    #expect(abs(curve.value(at: progress) - expected) < 1e-6)
  }

  @Test("The keyboard curve is fast out of the gate: over 60% done at a quarter of the time")
  func keyboardIsFront_loaded() {
    #expect(TimingCurve.keyboard.value(at: 0.25) > 0.6)
  }

  @Test("Control point x values are clamped to 0...1 so the curve stays a function of time")
  func clampsControlX() {
    let curve = TimingCurve(-1, 0.5, 2, 0.5)
    #expect(curve.x1 == 0 && curve.x2 == 1)
    #expect(curve.y1 == 0.5)
  }
}
