import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// UIStackView: every distribution and alignment on both axes against hand-computed
/// frames, spacing, hidden collapse with and without animation, insert and remove.
///
/// Frames of arranged subviews are in the stack's coordinates. The stack sits at
/// (20, 100) in the root view.
@MainActor
@Suite("UIStackView", .serialized, .uikitRuntime)
struct UIStackViewTests {
  /// A stack in a window at (20, 100); `length` fixes its size along the axis, `thickness`
  /// across it (nil: from the content).
  func makeStack(
    _ ui: UIKitTestContext, axis: NSLayoutConstraint.Axis, views: [UIView], spacing: CGFloat = 10,
    distribution: UIStackView.Distribution = .fill, alignment: UIStackView.Alignment = .fill,
    length: CGFloat? = nil, thickness: CGFloat? = 300
  ) -> (UIWindow, UIView, UIStackView) {
    let (window, root) = ui.makeScreen()
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.spacing = spacing
    stack.distribution = distribution
    stack.alignment = alignment
    ui.addConstrained(stack, to: root)
    var constraints = [
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    ]
    let alongDimension = axis == .vertical ? stack.heightAnchor : stack.widthAnchor
    let acrossDimension = axis == .vertical ? stack.widthAnchor : stack.heightAnchor
    if let length { constraints.append(alongDimension.constraint(equalToConstant: length)) }
    if let thickness { constraints.append(acrossDimension.constraint(equalToConstant: thickness)) }
    NSLayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    return (window, root, stack)
  }

  func frames(_ stack: UIStackView) -> [CGRect] { stack.arrangedSubviews.map(\.frame) }
  func drawnFrames(_ stack: UIStackView) -> [CGRect] { stack.arrangedSubviews.map(\.presentationFrame) }

  /// The same views in the same order.
  func same(_ a: [UIView], _ b: [UIView]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
  }

  // MARK: Distributions

  @Test("fill, vertical: natural heights, spacing, full width; the stack hugs its content")
  func fillVertical() {
    withUIKit { ui in
      let (_, _, stack) = makeStack(ui, axis: .vertical, views: [40, 60, 80].map(fixedHeightView))
      #expect(
        frames(stack) == [
          CGRect(x: 0, y: 0, width: 300, height: 40), CGRect(x: 0, y: 50, width: 300, height: 60),
          CGRect(x: 0, y: 120, width: 300, height: 80),
        ])
      #expect(stack.frame == CGRect(x: 20, y: 100, width: 300, height: 200))
      #expect(LayoutLog.messages.isEmpty)
    }
  }

  @Test("fill, horizontal: natural widths, spacing, full height")
  func fillHorizontal() {
    withUIKit { ui in
      let (_, _, stack) = makeStack(
        ui, axis: .horizontal, views: [40, 60, 80].map(fixedWidthView), thickness: 50)
      #expect(
        frames(stack) == [
          CGRect(x: 0, y: 0, width: 40, height: 50), CGRect(x: 50, y: 0, width: 60, height: 50),
          CGRect(x: 120, y: 0, width: 80, height: 50),
        ])
      #expect(stack.frame == CGRect(x: 20, y: 100, width: 200, height: 50))
    }
  }

  @Test("fill in a longer stack: the view that hugs least stretches (300 - 40 - 80 - 20 = 160)")
  func fillStretchesByHugging() {
    withUIKit { ui in
      let stretchy = IntrinsicView(CGSize(width: UIView.noIntrinsicMetric, height: 60))
      let views = [fixedHeightView(40), stretchy, fixedHeightView(80)]
      let (_, _, stack) = makeStack(ui, axis: .vertical, views: views, length: 300)
      #expect(
        frames(stack) == [
          CGRect(x: 0, y: 0, width: 300, height: 40), CGRect(x: 0, y: 50, width: 300, height: 160),
          CGRect(x: 0, y: 220, width: 300, height: 80),
        ])
    }
  }

  @Test("fillEqually, vertical and horizontal: (320 - 2 × 10) / 3 = 100 each")
  func fillEqually() {
    withUIKit { ui in
      let (_, _, column) = makeStack(
        ui, axis: .vertical, views: [UIView(), UIView(), UIView()], distribution: .fillEqually,
        length: 320)
      #expect(
        frames(column) == [
          CGRect(x: 0, y: 0, width: 300, height: 100),
          CGRect(x: 0, y: 110, width: 300, height: 100),
          CGRect(x: 0, y: 220, width: 300, height: 100),
        ])
      let (_, _, row) = makeStack(
        ui, axis: .horizontal, views: [UIView(), UIView(), UIView()], distribution: .fillEqually,
        length: 320,
        thickness: 44)
      #expect(
        frames(row) == [
          CGRect(x: 0, y: 0, width: 100, height: 44), CGRect(x: 110, y: 0, width: 100, height: 44),
          CGRect(x: 220, y: 0, width: 100, height: 44),
        ])
    }
  }

  @Test("fillEqually sizing to content: every view as long as the longest natural one")
  func fillEquallyFromContent() {
    withUIKit { ui in
      let views = [30, 70, 50].map {
        IntrinsicView(CGSize(width: UIView.noIntrinsicMetric, height: $0))
      }
      let (_, _, stack) = makeStack(ui, axis: .vertical, views: views, distribution: .fillEqually)
      #expect(frames(stack).map(\.height) == [70, 70, 70])
      #expect(frames(stack).map(\.minY) == [0, 80, 160])
      #expect(stack.frame.height == 230)
    }
  }

  @Test("equalSpacing: natural sizes, equal gaps ((300 - 180) / 2 = 60), never below spacing")
  func equalSpacing() {
    withUIKit { ui in
      let (_, _, column) = makeStack(
        ui, axis: .vertical, views: [40, 60, 80].map(fixedHeightView), distribution: .equalSpacing,
        length: 300)
      #expect(
        frames(column) == [
          CGRect(x: 0, y: 0, width: 300, height: 40), CGRect(x: 0, y: 100, width: 300, height: 60),
          CGRect(x: 0, y: 220, width: 300, height: 80),
        ])
      let (_, _, row) = makeStack(
        ui, axis: .horizontal, views: [40, 60, 80].map(fixedWidthView), distribution: .equalSpacing,
        length: 300,
        thickness: 20)
      #expect(frames(row).map(\.minX) == [0, 100, 220])
      #expect(frames(row).map(\.width) == [40, 60, 80])
      // Sized by its content the gaps are the spacing.
      let (_, _, compact) = makeStack(
        ui, axis: .vertical, views: [40, 60, 80].map(fixedHeightView), distribution: .equalSpacing)
      #expect(frames(compact).map(\.minY) == [0, 50, 120])
      #expect(compact.frame.height == 200)
      #expect(LayoutLog.messages.isEmpty)
    }
  }

  // MARK: Alignments

  @Test("Alignments across a vertical stack 300 wide: views 100 and 200 wide")
  func alignmentsVertical() {
    withUIKit { ui in
      @MainActor func run(_ alignment: UIStackView.Alignment) -> [CGRect] {
        let views = [100, 200].map { IntrinsicView(CGSize(width: $0, height: 30)) }
        return frames(makeStack(ui, axis: .vertical, views: views, alignment: alignment).2)
      }
      #expect(
        run(.fill) == [
          CGRect(x: 0, y: 0, width: 300, height: 30), CGRect(x: 0, y: 40, width: 300, height: 30),
        ])
      #expect(
        run(.leading) == [
          CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 0, y: 40, width: 200, height: 30),
        ])
      #expect(
        run(.center) == [
          CGRect(x: 100, y: 0, width: 100, height: 30),
          CGRect(x: 50, y: 40, width: 200, height: 30),
        ])
      #expect(
        run(.trailing) == [
          CGRect(x: 200, y: 0, width: 100, height: 30),
          CGRect(x: 100, y: 40, width: 200, height: 30),
        ])
    }
  }

  @Test("Alignments across a horizontal stack 100 high: .top, .center, .bottom")
  func alignmentsHorizontal() {
    withUIKit { ui in
      @MainActor func run(_ alignment: UIStackView.Alignment) -> [CGRect] {
        let views = [40, 60].map { IntrinsicView(CGSize(width: 50, height: $0)) }
        return frames(
          makeStack(ui, axis: .horizontal, views: views, alignment: alignment, thickness: 100).2)
      }
      #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
      #expect(
        run(.fill) == [
          CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 50, height: 100),
        ])
      #expect(
        run(.top) == [
          CGRect(x: 0, y: 0, width: 50, height: 40), CGRect(x: 60, y: 0, width: 50, height: 60),
        ])
      #expect(
        run(.center) == [
          CGRect(x: 0, y: 30, width: 50, height: 40), CGRect(x: 60, y: 20, width: 50, height: 60),
        ])
      #expect(
        run(.bottom) == [
          CGRect(x: 0, y: 60, width: 50, height: 40), CGRect(x: 60, y: 40, width: 50, height: 60),
        ])
    }
  }

  @Test("A stack free across its axis is as wide as its widest view")
  func stackHugsWidestView() {
    withUIKit { ui in
      for alignment in [UIStackView.Alignment.leading, .center, .trailing, .fill] {
        let views = [100, 200].map { IntrinsicView(CGSize(width: $0, height: 30)) }
        let (_, _, stack) = makeStack(
          ui, axis: .vertical, views: views, alignment: alignment, thickness: nil)
        #expect(stack.frame == CGRect(x: 20, y: 100, width: 200, height: 70), "\(alignment)")
      }
    }
  }

  // MARK: Spacing

  @Test("Spacing and custom spacing change the gaps; inside an animation block they animate")
  func spacing() {
    withUIKit { ui in
      let views = [40, 60, 80].map(fixedHeightView)
      let (window, _, stack) = makeStack(ui, axis: .vertical, views: views)
      stack.spacing = 20
      window.layoutIfNeeded()
      #expect(frames(stack).map(\.minY) == [0, 60, 140])
      stack.setCustomSpacing(4, after: views[0])
      #expect(stack.customSpacing(after: views[0]) == 4)
      #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
      window.layoutIfNeeded()
      #expect(frames(stack).map(\.minY) == [0, 44, 124])
      UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear) {
        stack.spacing = 10
        window.layoutIfNeeded()
      }
      #expect(drawnFrames(stack).map(\.minY) == [0, 44, 124])
      ui.frames(6)
      #expect(
        isClose(
          views[2].presentationFrame.minY, 124 - 10 * CGFloat(UIKitTestContext.time(afterFrames: 6) / 0.2),
          within: 1e-6))
      ui.frames(7)
      #expect(frames(stack).map(\.minY) == [0, 44, 114])
    }
  }

  // MARK: Hiding

  @Test("A hidden arranged view collapses with its spacing; showing it restores both")
  func hideWithoutAnimation() {
    withUIKit { ui in
      let views = [40, 60, 80].map(fixedHeightView)
      let (window, root, stack) = makeStack(ui, axis: .vertical, views: views)
      let below = ui.addConstrained(UIView(), to: root)
      NSLayoutConstraint.activate([
        below.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 8),
        below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        below.widthAnchor.constraint(equalToConstant: 10),
        below.heightAnchor.constraint(equalToConstant: 10),
      ])
      window.layoutIfNeeded()
      #expect(below.frame.minY == 308)

      views[1].isHidden = true
      window.layoutIfNeeded()
      #expect(views[0].frame == CGRect(x: 0, y: 0, width: 300, height: 40))
      #expect(views[2].frame == CGRect(x: 0, y: 50, width: 300, height: 80))
      #expect(stack.frame.height == 130)
      #expect(below.frame.minY == 238)
      #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" })

      views[1].isHidden = false
      window.layoutIfNeeded()
      #expect(frames(stack).map(\.minY) == [0, 50, 120])
      #expect(stack.frame.height == 200)

      // First and last: no spacing is left before the first or after the last shown view.
      views[0].isHidden = true
      window.layoutIfNeeded()
      #expect(views[1].frame.minY == 0 && views[2].frame.minY == 70 && stack.frame.height == 150)
      views[2].isHidden = true
      window.layoutIfNeeded()
      #expect(views[1].frame.minY == 0 && stack.frame.height == 60)
      views[1].isHidden = true
      window.layoutIfNeeded()
      #expect(stack.frame.height == 0)
      for view in views { view.isHidden = false }
      window.layoutIfNeeded()
      #expect(frames(stack).map(\.minY) == [0, 50, 120] && stack.frame.height == 200)
      // The hidden views' own required heights never conflicted with the collapse.
      #expect(LayoutLog.messages.isEmpty)
    }
  }

  @Test("Hiding inside UIView.animate { layoutIfNeeded() }: monotonic on the curve, exact end")
  func hideAnimated() {
    withUIKit { ui in
      let views = [40, 60, 80].map(fixedHeightView)
      let (window, _, stack) = makeStack(ui, axis: .vertical, views: views)
      var completed = false
      UIView.animate(
        withDuration: 0.3,
        animations: {
          views[1].isHidden = true
          window.layoutIfNeeded()
        }, completion: { completed = $0 })
      // The model is final at once (as on iOS); the drawing starts where it was.
      #expect(views[2].frame.minY == 50)
      #expect(views[2].presentationFrame.minY == 120)
      var positions: [CGFloat] = [120]
      var heights: [CGFloat] = [200]
      for frame in 1...17 {
        ui.frames(1)
        positions.append(views[2].presentationFrame.minY)
        heights.append(stack.presentationFrame.height)
        // C.minY = 40 + spacing (10 → 0) + slot (60 → 0) + 10 = 50 + 70 × (1 − eased).
        let eased = easedFraction(afterFrames: frame, duration: 0.3)
        #expect(isClose(views[2].presentationFrame.minY, 50 + 70 * (1 - eased), within: 1e-5))
      }
      ui.frames(2)
      positions.append(views[2].presentationFrame.minY)
      #expect(isMonotonic(positions, decreasing: true))
      #expect(isMonotonic(heights, decreasing: true))
      #expect(views[2].presentationFrame == CGRect(x: 0, y: 50, width: 300, height: 80))
      #expect(stack.presentationFrame.height == 130)
      #expect(completed)
      #expect(LayoutLog.messages.isEmpty)
    }
  }

  @Test(
    "The seed's order: isHidden set first, then UIView.animate { layoutIfNeeded() } animates it")
  func hideBeforeAnimationBlock() {
    withUIKit { ui in
      let views = [40, 60, 80].map(fixedHeightView)
      let (window, _, stack) = makeStack(ui, axis: .vertical, views: views)
      views[1].isHidden = true
      UIView.animate(
        withDuration: 0.25, delay: 0, options: UIView.AnimationOptions(rawValue: 458_752)
      ) {
        window.layoutIfNeeded()
      }
      #expect(views[2].presentationFrame.minY == 120)
      ui.frames(7)
      let midway = views[2].presentationFrame.minY
      #expect(midway > 50 && midway < 120)
      ui.frames(9)
      #expect(views[2].presentationFrame.minY == 50 && stack.presentationFrame.height == 130)
    }
  }

  @Test("isHidden set inside a block that does not lay out still animates with the block")
  func hideInsideBlockWithoutLayout() {
    withUIKit { ui in
      let views = [40, 60, 80].map(fixedHeightView)
      let (_, _, stack) = makeStack(ui, axis: .vertical, views: views)
      UIView.animate(withDuration: 0.3) { views[1].isHidden = true }
      #expect(views[2].presentationFrame.minY == 120)
      ui.frames(9)
      // The first layout pass (frame 1) starts it on the block's timeline, a frame late:
      // the Animator rescales the rest of the curve from there, as for any late joiner.
      let first = easedFraction(afterFrames: 1, duration: 0.3)
      let fraction = (easedFraction(afterFrames: 9, duration: 0.3) - first) / (1 - first)
      #expect(isClose(views[2].presentationFrame.minY, 50 + 70 * (1 - fraction), within: 1e-5))
      ui.frames(10)
      #expect(views[2].presentationFrame.minY == 50 && stack.presentationFrame.height == 130)
    }
  }

  @Test("Showing animated: monotonic, exact; interrupted half-way it turns around without a jump")
  func showAnimatedAndInterrupted() {
    withUIKit { ui in
      let views = [40, 60, 80].map(fixedHeightView)
      let (window, _, stack) = makeStack(ui, axis: .vertical, views: views)
      views[1].isHidden = true
      window.layoutIfNeeded()
      #expect(views[2].presentationFrame.minY == 50)

      UIView.animate(withDuration: 0.3) {
        views[1].isHidden = false
        window.layoutIfNeeded()
      }
      var positions: [CGFloat] = [views[2].presentationFrame.minY]
      for _ in 0..<19 {
        ui.frames(1)
        positions.append(views[2].presentationFrame.minY)
      }
      #expect(positions.first == 50 && positions.last == 120)
      #expect(isMonotonic(positions))
      #expect(
        stack.constraints.contains {
          $0.identifier == "UISV-slot-size" && $0.firstItem === stack.layout?.items[1].slot
        })

      // Hide, and show again half-way.
      UIView.animate(withDuration: 0.3) {
        views[1].isHidden = true
        window.layoutIfNeeded()
      }
      ui.frames(9)
      let midway = views[2].presentationFrame.minY
      #expect(midway > 60 && midway < 110)
      UIView.animate(withDuration: 0.3) {
        views[1].isHidden = false
        window.layoutIfNeeded()
      }
      #expect(views[2].presentationFrame.minY == midway)
      positions = [midway]
      for _ in 0..<19 {
        ui.frames(1)
        positions.append(views[2].presentationFrame.minY)
      }
      #expect(isMonotonic(positions))
      #expect(abs(positions[1] - midway) < 3)
      #expect(drawnFrames(stack).map(\.minY) == [0, 50, 120])
      #expect(stack.presentationFrame.height == 200)
      #expect(LayoutLog.messages.isEmpty)
    }
  }

  @Test("Hiding in a horizontal stack collapses widths the same way")
  func hideHorizontal() {
    withUIKit { ui in
      let views = [40, 60, 80].map(fixedWidthView)
      let (window, _, stack) = makeStack(ui, axis: .horizontal, views: views, thickness: 50)
      UIView.animate(withDuration: 0.3) {
        views[0].isHidden = true
        window.layoutIfNeeded()
      }
      var positions: [CGFloat] = [views[2].frame.minX]
      for _ in 0..<19 {
        ui.frames(1)
        positions.append(views[2].frame.minX)
      }
      #expect(isMonotonic(positions, decreasing: true))
      #expect(views[1].frame == CGRect(x: 0, y: 0, width: 60, height: 50))
      #expect(views[2].frame == CGRect(x: 70, y: 0, width: 80, height: 50))
      #expect(stack.frame.width == 150)
    }
  }

  @Test("fillEqually and equalSpacing leave hidden views out")
  func hideInOtherDistributions() {
    withUIKit { ui in
      let equal = [UIView(), UIView(), UIView()]
      let (window, _, stack) = makeStack(
        ui, axis: .vertical, views: equal, distribution: .fillEqually, length: 320)
      equal[1].isHidden = true
      window.layoutIfNeeded()
      // (320 - 10) / 2 = 155.
      #expect(equal[0].frame == CGRect(x: 0, y: 0, width: 300, height: 155))
      #expect(equal[2].frame == CGRect(x: 0, y: 165, width: 300, height: 155))
      equal[1].isHidden = false
      window.layoutIfNeeded()
      #expect(frames(stack).map(\.minY) == [0, 110, 220])

      let spaced = [40, 60, 80].map(fixedHeightView)
      let (window2, _, fixed) = makeStack(
        ui, axis: .vertical, views: spaced, distribution: .equalSpacing, length: 300)
      spaced[1].isHidden = true
      window2.layoutIfNeeded()
      // One gap of 300 - 120 = 180.
      #expect(spaced[0].frame.minY == 0 && spaced[2].frame.minY == 220)
      spaced[1].isHidden = false
      window2.layoutIfNeeded()
      #expect(frames(fixed).map(\.minY) == [0, 100, 220])

      let compactViews = [40, 60, 80].map(fixedHeightView)
      let (window3, _, compact) = makeStack(
        ui, axis: .vertical, views: compactViews, distribution: .equalSpacing)
      UIView.animate(withDuration: 0.3) {
        compactViews[1].isHidden = true
        window3.layoutIfNeeded()
      }
      var heights: [CGFloat] = [compact.frame.height]
      for _ in 0..<19 {
        ui.frames(1)
        heights.append(compact.frame.height)
      }
      #expect(isMonotonic(heights, decreasing: true))
      #expect(compactViews[2].frame.minY == 50 && compact.frame.height == 130)
      UIView.animate(withDuration: 0.3) {
        compactViews[1].isHidden = false
        window3.layoutIfNeeded()
      }
      ui.frames(19)
      #expect(frames(compact).map(\.minY) == [0, 50, 120] && compact.frame.height == 200)
      #expect(LayoutLog.messages.isEmpty)
    }
  }

  // MARK: Arranged subviews

  @Test("insertArrangedSubview, removeArrangedSubview (stays a subview), removeFromSuperview")
  func insertAndRemove() {
    withUIKit { ui in
      let views = [40, 80].map(fixedHeightView)
      let (window, _, stack) = makeStack(ui, axis: .vertical, views: views)
      let middle = fixedHeightView(60)
      stack.insertArrangedSubview(middle, at: 1)
      #expect(same(stack.arrangedSubviews, [views[0], middle, views[1]]))
      #expect(middle.superview === stack && !middle.translatesAutoresizingMaskIntoConstraints)
      window.layoutIfNeeded()
      #expect(frames(stack).map(\.minY) == [0, 50, 120])

      // Moving an arranged view to the front.
      stack.insertArrangedSubview(views[1], at: 0)
      window.layoutIfNeeded()
      #expect(same(stack.arrangedSubviews, [views[1], views[0], middle]))
      #expect(frames(stack).map(\.minY) == [0, 90, 140])

      stack.removeArrangedSubview(views[0])
      window.layoutIfNeeded()
      #expect(same(stack.arrangedSubviews, [views[1], middle]))
      #expect(views[0].superview === stack)
      #expect(
        !stack.constraints.contains { $0.firstItem === views[0] || $0.secondItem === views[0] })
      #expect(frames(stack).map(\.minY) == [0, 90])
      #expect(stack.frame.height == 150)

      middle.removeFromSuperview()
      window.layoutIfNeeded()
      #expect(same(stack.arrangedSubviews, [views[1]]))
      #expect(stack.frame.height == 80)
      #expect(LayoutLog.messages.isEmpty)
    }
  }

  @Test("The managed constraints carry UIKit's identifiers; axis changes rebuild them")
  func identifiersAndRebuild() {
    withUIKit { ui in
      let views = [40, 60].map(fixedHeightView)
      let (window, _, stack) = makeStack(ui, axis: .vertical, views: views)
      let ids = Set(stack.constraints.compactMap(\.identifier))
      #expect(
        ids.isSuperset(of: [
          "UISV-canvas-connection", "UISV-spacing", "UISV-slot-size", "UISV-slot-edge",
        ]))
      #expect(stack.layoutGuides.count == 2)
      // Horizontal now: the views' widths are free, their heights fixed; fill alignment
      // stretches them to the stack's 300 pt height... which their required heights forbid,
      // so use views without a height.
      let a = fixedWidthView(30)
      let b = fixedWidthView(50)
      stack.removeArrangedSubview(views[0])
      stack.removeArrangedSubview(views[1])
      views[0].removeFromSuperview()
      views[1].removeFromSuperview()
      stack.addArrangedSubview(a)
      stack.addArrangedSubview(b)
      stack.axis = .horizontal
      stack.constraints.first { $0.firstAttribute == .width && $0.firstItem === stack }?.isActive =
        false
      stack.heightAnchor.constraint(equalToConstant: 44).isActive = true
      window.layoutIfNeeded()
      #expect(a.frame == CGRect(x: 0, y: 0, width: 30, height: 44))
      #expect(b.frame == CGRect(x: 40, y: 0, width: 50, height: 44))
      #expect(stack.frame.size == CGSize(width: 90, height: 44))
      #expect(stack.layoutGuides.count == 2)
    }
  }
}
