import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// The field of `FieldScene` (top 150, 20 from the sides, 80 high, handle `top`) with a
/// label 16 below it, 100 × 20, in a 390×844 root.
@MainActor
private struct Scene {
  let base: FieldScene
  let below: UIView
  var window: UIWindow { base.window }
  var root: UIView { base.root }
  var field: UIView { base.field }
  var top: NSLayoutConstraint { base.top }

  init(_ ui: UIKitTestContext) {
    base = FieldScene(ui)
    below = ui.addConstrained(UIView(), to: base.root)
    NSLayoutConstraint.activate([
      below.topAnchor.constraint(equalTo: base.field.bottomAnchor, constant: 16),
      below.leadingAnchor.constraint(equalTo: base.root.leadingAnchor, constant: 20),
      below.widthAnchor.constraint(equalToConstant: 100),
      below.heightAnchor.constraint(equalToConstant: 20),
    ])
    base.root.layoutIfNeeded()
    // One frame on screen: the layers are committed, so they have a presentation.
    ui.frames(1)
  }

  /// The seeds' idiom: set the constant, then lay out inside the block (0.3 s).
  func animate(to value: CGFloat, completion: ((Bool) -> Void)? = nil) {
    base.animate(to: value, completion: completion)
  }

  func drawn(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? .null }
}

/// easeInOut is the cubic Bézier (0.42, 0, 0.58, 1): symmetric, so at half the duration
/// it is exactly half way. 0.3 s is 18 frames; frame 9 is 0.15 s.
@MainActor
@Suite("Model and presentation values", .serialized, .uikitRuntime)
struct ModelAndPresentationTests {
  // UIKit: inside an animation block `layoutIfNeeded()` sets every frame to its final
  // value at once ("the property is updated immediately", Core Animation's model layer);
  // only what is drawn animates. 150 → 120: the field is (20, 120, 350, 80), the label
  // 16 below it, at 216, as soon as the call returns.
  @Test("The model frames are final as soon as the animate call returns")
  func modelIsFinalAtOnce() {
    withUIKit { ui in
      let s = Scene(ui)
      s.animate(to: 120)
      #expect(s.field.frame == CGRect(x: 20, y: 120, width: 350, height: 80))
      #expect(s.below.frame == CGRect(x: 20, y: 216, width: 100, height: 20))
      #expect(s.field.center == CGPoint(x: 195, y: 160))
      // Nothing has moved on screen yet.
      #expect(s.drawn(s.field) == CGRect(x: 20, y: 150, width: 350, height: 80))
      #expect(s.drawn(s.below) == CGRect(x: 20, y: 246, width: 100, height: 20))
    }
  }

  // What is drawn is the layout solved with the animated constant: at 0.15 s the
  // constant is 150 - 30 × 0.5 = 135, the label at 135 + 96 = 231. Frame 6 (0.1 s):
  // easeInOut(1/3) = 0.231775, 150 - 6.95325 = 143.04675. The model stays final.
  @Test("Drawn frames follow the curve; the model does not move")
  func presentationFollowsTheCurve() {
    withUIKit { ui in
      let s = Scene(ui)
      s.animate(to: 120)
      ui.frames(6)
      expectClose(s.drawn(s.field).minY, 143.04675, within: 1e-4)
      expectClose(s.drawn(s.below).minY, 143.04675 + 96, within: 1e-4)
      ui.frames(3)
      expectClose(s.drawn(s.field), CGRect(x: 20, y: 135, width: 350, height: 80))
      expectClose(s.drawn(s.below), CGRect(x: 20, y: 231, width: 100, height: 20))
      #expect(s.field.frame.minY == 120)
      #expect(s.below.frame.minY == 216)
      ui.frames(9)
      #expect(s.drawn(s.field) == s.field.frame)
      #expect(s.drawn(s.below) == CGRect(x: 20, y: 216, width: 100, height: 20))
      #expect(s.field.layoutPresentationFrame == nil)
    }
  }

  // `presentation()` is a copy with frame, bounds, position and opacity as drawn; its
  // `model()` is the view's layer, and a presentation's presentation is itself. At
  // 0.15 s the field is at (20, 135, 350, 80): position (195, 175); alpha 1 → 0 is at
  // 0.5; bounds keep the origin (0, 0) and the size.
  @Test("layer.presentation(): frame, bounds, position and opacity as drawn")
  func presentationLayer() throws {
    try withUIKit { ui in
      let s = Scene(ui)
      s.top.constant = 120
      UIView.animate(withDuration: 0.3) {
        s.root.layoutIfNeeded()
        s.field.alpha = 0
      }
      ui.frames(9)
      let drawn = try #require(s.field.layer.presentation())
      #expect(drawn.position == CGPoint(x: 195, y: 175))
      #expect(drawn.bounds == CGRect(x: 0, y: 0, width: 350, height: 80))
      #expect(drawn.opacity == 0.5)
      #expect(drawn.model() === s.field.layer)
      #expect(drawn.presentation() === drawn)
      #expect(s.field.layer.model() === s.field.layer)
      #expect(s.field.layer.opacity == 0)
      #expect(s.field.layer.position == CGPoint(x: 195, y: 160))
      #expect(s.field.layer.frame == s.field.frame)
    }
  }

  // CALayer.h: presentationLayer "Returns nil if the layer has not yet been committed";
  // a layer is committed into the window's render context at the end of the run loop's
  // turn (here: a frame's layout phase with the window on screen).
  @Test("presentation() is nil until the view has been on screen in a frame")
  func presentationNeedsACommit() {
    withUIKit { ui in
      let s = Scene(ui)
      let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      #expect(loose.layer.presentation() == nil)
      s.root.addSubview(loose)
      #expect(loose.layer.presentation() == nil)
      ui.frames(1)
      #expect(loose.layer.presentation()?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
      loose.removeFromSuperview()
      #expect(loose.layer.presentation() == nil)
      #expect(CALayer().presentation() == nil)
    }
  }

  // UIKit hit-tests the model layer tree ("hitTest:… the receiver's model layer"; the
  // presentation layer has to be hit-tested by hand): mid-animation a touch at the final
  // position reaches the field, one where it is drawn but no longer is does not.
  @Test("Hit testing uses the model frames mid-animation")
  func hitTestUsesTheModel() {
    withUIKit { ui in
      let s = Scene(ui)
      s.animate(to: 120)
      ui.frames(9)
      // Drawn at 135…215, model at 120…200.
      #expect(s.window.hitTest(CGPoint(x: 100, y: 125), with: nil) === s.field)
      #expect(s.window.hitTest(CGPoint(x: 100, y: 210), with: nil) !== s.field)
    }
  }

  // A second block mid-flight: the model takes the new target at once; what is drawn
  // continues from where it is, without a jump (beginFromCurrentState), along the new
  // block's curve: at frame 9 it is at 135; 9 frames into the second 0.3 s block it is
  // half way from 135 to 180, 157.5. The first block completes with false at once.
  // iOS 8 and later add the two animations instead (PORTING.md).
  @Test("An interrupted animation: the model jumps to the new target, the drawing does not")
  func interrupted() {
    withUIKit { ui in
      let s = Scene(ui)
      var first: [Bool] = []
      var second: [Bool] = []
      s.animate(to: 120) { first.append($0) }
      ui.frames(9)
      s.animate(to: 180) { second.append($0) }
      #expect(s.field.frame.minY == 180)
      #expect(s.below.frame.minY == 276)
      expectClose(s.drawn(s.field).minY, 135)
      #expect(first == [false])
      ui.frames(9)
      expectClose(s.drawn(s.field).minY, 157.5)
      expectClose(s.drawn(s.below).minY, 253.5)
      ui.frames(9)
      #expect(s.drawn(s.field).minY == 180)
      #expect(second == [true])
    }
  }

  // A layout without a block during an animation (another constraint's constant) moves
  // the model at once, and what is drawn keeps animating the first constant.
  @Test("A plain layout pass during an animation keeps the drawing on its curve")
  func plainPassDuringAnimation() throws {
    try withUIKit { ui in
      let s = Scene(ui)
      let gap = try #require(s.root.constraints.first { $0.firstItem === s.below && $0.firstAttribute == .top })
      s.animate(to: 120)
      ui.frames(9)
      gap.constant = 40
      s.root.layoutIfNeeded()
      #expect(s.below.frame.minY == 240)
      expectClose(s.drawn(s.field).minY, 135)
      expectClose(s.drawn(s.below).minY, 255)
    }
  }

  // The layout inside the block runs once: the root's layoutSubviews (and its
  // controller's viewDidLayoutSubviews) is not called again on every frame of the
  // animation, as on iOS where only the drawing animates.
  @Test("layoutSubviews runs for the block's pass, not on every frame")
  func layoutSubviewsOnce() {
    withUIKit { ui in
      let (window, _) = ui.makeScreen()
      let root = CountingView()
      let controller = UIViewController()
      controller.view = root
      window.rootViewController = controller
      let field = ui.addConstrained(UIView(), to: root)
      let top = field.topAnchor.constraint(equalTo: root.topAnchor, constant: 150)
      NSLayoutConstraint.activate([
        top, field.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        field.widthAnchor.constraint(equalToConstant: 10), field.heightAnchor.constraint(equalToConstant: 10),
      ])
      ui.frames(1)
      let before = root.layouts
      top.constant = 120
      UIView.animate(withDuration: 0.3) { root.layoutIfNeeded() }
      let afterBlock = root.layouts
      ui.frames(18)
      #expect(afterBlock - before == 1)
      #expect(root.layouts == afterBlock)
    }
  }
}

private final class CountingView: UIView {
  var layouts = 0
  override func layoutSubviews() { layouts += 1 }
}
