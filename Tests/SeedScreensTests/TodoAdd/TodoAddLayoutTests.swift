import SeedScreens
import SeedScreensTestSupport
import Testing
import UIKit
import UIKitTestSupport

/// Seed 002 headless: the handle's constant animates with `UIView.animate(withDuration:
/// 0.3) { layoutIfNeeded() }`, one layout pass per frame on the manual clock.
@MainActor
@Suite(.serialized, .uikitRuntime)
final class TodoAddLayoutTests {
  var window: UIWindow!
  var controller: TodoAddViewController!
  var field: UITextField { TodoAddViews(controller.view).field }

  func setUp() {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    controller = TodoAddViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
  }

  @Test("At rest the field is 150 pt from the top, inset 20, 80 high (seed 002)")
  func restingFrame() {
    setUp()
    #expect(field.frame == CGRect(x: 20, y: 150, width: 350, height: 80))
    let textView = TodoAddViews(controller.view).textView
    #expect(textView.frame == CGRect(x: 20, y: 246, width: 350, height: 200))
  }

  @Test("Constant 120 animated over 0.3 s: 150 at frame 0, monotonic ease-in-out, exactly 120 at the end")
  func animatedConstant() {
    setUp()
    let handle = TodoAddViews(controller.view).fieldTopConstraint
    handle.constant = 120
    UIView.animate(withDuration: 0.3) {
      self.controller.view.layoutIfNeeded()
    }
    #expect(field.presentationFrame.minY == 150)
    var positions: [CGFloat] = []
    for _ in 0..<18 {
      UIKitRuntime.current.pumpFrames(1)
      positions.append(field.presentationFrame.minY)
    }
    #expect(positions.last == 120)
    for (a, b) in zip(positions, positions.dropFirst()) { #expect(b <= a) }
    // Ease-in-out: the middle frames move faster than the first and last.
    let firstStep = 150 - positions[0]
    let middleStep = positions[8] - positions[9]
    #expect(middleStep > firstStep * 3)
    // At t = 0.15 s (frame 9) the ease-in-out curve is at exactly half way.
    #expect(abs(positions[8] - 135) < 1e-6)
    #expect(UIKitRuntime.current.animator.runningCount == 0)
  }

  @Test("Reversing half-way turns around from the on-screen position, without a jump")
  func interruptedAnimation() {
    setUp()
    let handle = TodoAddViews(controller.view).fieldTopConstraint
    handle.constant = 120
    UIView.animate(withDuration: 0.3) { self.controller.view.layoutIfNeeded() }
    UIKitRuntime.current.pumpFrames(9)
    let midway = field.presentationFrame.minY
    #expect(abs(midway - 135) < 1e-6)
    handle.constant = 150
    UIView.animate(withDuration: 0.3) { self.controller.view.layoutIfNeeded() }
    #expect(field.presentationFrame.minY == midway)
    UIKitRuntime.current.pumpFrames(1)
    #expect(field.presentationFrame.minY > midway)
    #expect(field.presentationFrame.minY - midway < 1)
    UIKitRuntime.current.pumpFrames(17)
    #expect(field.presentationFrame.minY == 150)
  }

  @Test("keyboardWillShow twice moves the field once: the shift is a state (no drift)")
  func repeatedWillShowDoesNotDrift() {
    setUp()
    let view = TodoAddViews(controller.view)
    controller.keyboardWillShow()
    controller.keyboardWillShow()
    UIKitRuntime.current.settle()
    #expect(view.fieldTopConstraint.constant == 120)
    #expect(field.frame.minY == 120)
    controller.keyboardWillHide()
    controller.keyboardWillHide()
    UIKitRuntime.current.settle()
    #expect(view.fieldTopConstraint.constant == 150)
    #expect(field.frame.minY == 150)
  }
}
