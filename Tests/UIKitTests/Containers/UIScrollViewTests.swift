import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// UIScrollView: content size from Auto Layout, offset clamping, animated offsets on the
/// frame clock, wheel and drag, scrollRectToVisible, drawing and hit testing of scrolled
/// content, and the scroll indicator.
@MainActor
@Suite("UIScrollView", .serialized, .uikitRuntime)
struct UIScrollViewTests {
  /// The memo screen's shape: a scroll view (0, 100, 390, 400) in the window holding a
  /// vertical stack pinned to its edges and as wide as it, with three arranged views of
  /// 300, 200 and 100 pt and 10 pt spacing: the content is 390 × 620, taller than the
  /// scroll view. A, B, C are at content y 0, 310, 520.
  struct Scene {
    let window: UIWindow
    let root: UIView
    let scrollView: UIScrollView
    let stack: UIStackView
    let a: TouchRecordingView
    let b: TouchRecordingView
    let c: TouchRecordingView
  }

  func scene(
    _ ui: UIKitTestContext, stackPins: ((UIStackView, UIScrollView) -> [NSLayoutConstraint])? = nil
  ) -> Scene {
    let (window, root) = ui.makeScreen()
    let scrollView = ui.addConstrained(UIScrollView(), to: root)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scrollView.heightAnchor.constraint(equalToConstant: 400),
    ])
    let a = TouchRecordingView()
    let b = TouchRecordingView()
    let c = TouchRecordingView()
    a.backgroundColor = .red
    b.backgroundColor = .green
    c.backgroundColor = .blue
    for (view, height) in [(a, 300.0), (b, 200), (c, 100)] as [(UIView, CGFloat)] {
      view.translatesAutoresizingMaskIntoConstraints = false
      view.heightAnchor.constraint(equalToConstant: height).isActive = true
    }
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.axis = .vertical
    stack.spacing = 10
    ui.addConstrained(stack, to: scrollView)
    NSLayoutConstraint.activate(
      stackPins?(stack, scrollView) ?? [
        stack.topAnchor.constraint(equalTo: scrollView.topAnchor),
        stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
        stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
        stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
      ])
    window.layoutIfNeeded()
    return Scene(window: window, root: root, scrollView: scrollView, stack: stack, a: a, b: b, c: c)
  }

  // MARK: Content size

  @Test("Edges pinned to the scroll view + equal width: contentSize is the stack's size")
  func contentSizeFromEdgeConstraints() {
    withUIKit { ui in
      let s = scene(ui)
      #expect(s.scrollView.frame == CGRect(x: 0, y: 100, width: 390, height: 400))
      #expect(s.stack.frame == CGRect(x: 0, y: 0, width: 390, height: 620))
      #expect(s.scrollView.contentSize == CGSize(width: 390, height: 620))
      #expect(
        s.scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 620))
      #expect(s.c.frame == CGRect(x: 0, y: 520, width: 390, height: 100))
      #expect(LayoutLog.messages.isEmpty)
    }
  }

  @Test("The seed's priorities (top @500, bottom @750) give the same content size")
  func contentSizeWithSeedPriorities() {
    withUIKit { ui in
      let s = scene(ui) { stack, scrollView in
        let top = stack.topAnchor.constraint(equalTo: scrollView.topAnchor)
        top.priority = UILayoutPriority(500)
        let bottom = stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor)
        bottom.priority = .defaultHigh
        return [
          top, bottom,
          stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
          stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
          stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        ]
      }
      #expect(s.stack.frame == CGRect(x: 0, y: 0, width: 390, height: 620))
      #expect(s.scrollView.contentSize == CGSize(width: 390, height: 620))
    }
  }

  @Test("contentLayoutGuide and frameLayoutGuide constraints give the same content size")
  func contentSizeFromGuides() {
    withUIKit { ui in
      let s = scene(ui) { stack, scrollView in
        [
          stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
          stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
          stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
          stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
          stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ]
      }
      #expect(
        s.scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 400))
      #expect(s.scrollView.contentSize == CGSize(width: 390, height: 620))
    }
  }

  @Test("Insets from the content edges add to the content size; a taller stack grows it")
  func contentSizeFollowsContent() throws {
    withUIKit { ui in
      let s = scene(ui) { stack, scrollView in
        [
          stack.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 30),
          scrollView.bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 20),
          stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 16),
          stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -16),
          stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor, constant: -32),
        ]
      }
      #expect(s.stack.frame == CGRect(x: 16, y: 30, width: 358, height: 620))
      #expect(s.scrollView.contentSize == CGSize(width: 390, height: 670))
      let height = s.c.constraints.first { $0.firstAttribute == .height }
      height?.constant = 180
      s.window.layoutIfNeeded()
      #expect(s.scrollView.contentSize == CGSize(width: 390, height: 750))
    }
  }

  @Test("A view outside the scroll view constrained to its bottom uses the frame, not the content")
  func outsideConstraintsUseTheFrame() {
    withUIKit { ui in
      let s = scene(ui)
      let label = ui.addConstrained(UIView(), to: s.root)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: s.scrollView.bottomAnchor, constant: 8),
        label.leadingAnchor.constraint(equalTo: s.root.leadingAnchor),
        label.widthAnchor.constraint(equalToConstant: 100),
        label.heightAnchor.constraint(equalToConstant: 20),
      ])
      s.window.layoutIfNeeded()
      #expect(label.frame == CGRect(x: 0, y: 508, width: 100, height: 20))
      #expect(s.scrollView.contentSize == CGSize(width: 390, height: 620))
    }
  }

  @Test("Without content constraints contentSize is what code sets (frame-based content)")
  func manualContentSize() {
    withUIKit { ui in
      let (window, root) = ui.makeScreen()
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
      root.addSubview(scrollView)
      scrollView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 900)))
      window.layoutIfNeeded()
      #expect(scrollView.contentSize == .zero)
      #expect(!scrollView.contentSizeComesFromLayout)
      scrollView.contentSize = CGSize(width: 200, height: 900)
      window.layoutIfNeeded()
      #expect(scrollView.contentSize == CGSize(width: 200, height: 900))
      // The wheel stops at the end: 900 − 300.
      #expect(scrollView.handleScroll(deltaX: 0, deltaY: 1000))
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
    }
  }

  // MARK: Clamping

  @Test("User scrolling clamps to [-inset, contentSize - bounds + inset] on all four sides")
  func clampingWithInsets() {
    withUIKit { ui in
      let s = scene(ui)
      let scrollView = s.scrollView
      scrollView.contentInset = UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 15)
      // The scroll view (y 100…500) reaches into neither safe-area band.
      #expect(scrollView.adjustedContentInset == scrollView.contentInset)
      // y: [-10, 620 + 20 - 400 = 240]; x: [-5, 390 + 15 - 390 = 15].
      #expect(scrollView.clampedContentOffset(CGPoint(x: -100, y: -100)) == CGPoint(x: -5, y: -10))
      #expect(scrollView.clampedContentOffset(CGPoint(x: 1000, y: 1000)) == CGPoint(x: 15, y: 240))
      #expect(scrollView.handleScroll(deltaX: -100, deltaY: -100))
      #expect(scrollView.contentOffset == CGPoint(x: -5, y: -10))
      #expect(scrollView.handleScroll(deltaX: 1000, deltaY: 1000))
      #expect(scrollView.contentOffset == CGPoint(x: 15, y: 240))
      scrollView.setContentOffset(CGPoint(x: 3, y: 100), animated: false)
      #expect(scrollView.contentOffset == CGPoint(x: 3, y: 100))
      #expect(scrollView.bounds.origin == CGPoint(x: 3, y: 100))
      // Without insets: [0, 220] and [0, 0].
      scrollView.contentInset = .zero
      #expect(scrollView.clampedContentOffset(CGPoint(x: -1, y: -1)) == .zero)
      #expect(scrollView.clampedContentOffset(CGPoint(x: 9, y: 999)) == CGPoint(x: 0, y: 220))
      // The contentOffset property itself does not clamp, as on iOS.
      scrollView.contentOffset = CGPoint(x: 0, y: -50)
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: -50))
    }
  }

  @Test("Content shorter than the scroll view cannot scroll past -inset")
  func shortContentDoesNotScroll() {
    withUIKit { ui in
      let s = scene(ui)
      s.a.constraints.first { $0.firstAttribute == .height }?.constant = 50
      s.b.constraints.first { $0.firstAttribute == .height }?.constant = 50
      s.window.layoutIfNeeded()
      #expect(s.scrollView.contentSize == CGSize(width: 390, height: 220))
      s.scrollView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
      // A new content inset moves nothing (as on iOS); the user's scroll settles at -8.
      #expect(s.scrollView.contentOffset == .zero)
      #expect(s.scrollView.clampedContentOffset(CGPoint(x: 0, y: 100)) == CGPoint(x: 0, y: -8))
      #expect(s.scrollView.handleScroll(deltaX: 0, deltaY: 40))
      #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: -8))
      #expect(!s.scrollView.handleScroll(deltaX: 0, deltaY: 40))
    }
  }

  // MARK: Animated offset

  @Test(
    "setContentOffset(animated:) runs 0.3 s ease-in-out on the clock: frame 0 unchanged, monotonic, exact end"
  )
  func animatedOffset() {
    withUIKit { ui in
      let s = scene(ui)
      let log = ScrollDelegateLog()
      s.scrollView.delegate = log
      s.scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
      #expect(s.scrollView.contentOffset == .zero)
      var values: [CGFloat] = [0]
      for frame in 1...17 {
        ui.frames(1)
        let y = s.scrollView.contentOffset.y
        values.append(y)
        #expect(isClose(y, 200 * easedFraction(afterFrames: frame, duration: 0.3), within: 1e-9))
      }
      #expect(values[17] < 200)
      ui.frames(2)
      values.append(s.scrollView.contentOffset.y)
      #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 200))
      #expect(isMonotonic(values))
      #expect(log.didScroll >= 17)
      ui.frames(1)
      #expect(log.didEndScrollingAnimation == 1)
      // Drawn where it is: A's fill is 200 pt up.
      let canvas = RecordingCanvas()
      s.window.render(in: canvas)
      #expect(
        canvas.fills.contains {
          $0.0 == CGRect(x: 0, y: -100, width: 390, height: 300) && $0.1 == .red
        })
    }
  }

  @Test("An animated scroll interrupted half-way turns around from where it is: no jump, exact end")
  func interruptedAnimatedOffset() {
    withUIKit { ui in
      let s = scene(ui)
      let log = ScrollDelegateLog()
      s.scrollView.delegate = log
      s.scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
      ui.frames(9)
      let midway = s.scrollView.contentOffset.y
      #expect(midway > 50 && midway < 150)
      s.scrollView.setContentOffset(.zero, animated: true)
      #expect(s.scrollView.contentOffset.y == midway)
      var values: [CGFloat] = [midway]
      for _ in 0..<19 {
        ui.frames(1)
        values.append(s.scrollView.contentOffset.y)
      }
      #expect(isMonotonic(values, decreasing: true))
      #expect(abs(values[1] - midway) < 5)
      #expect(s.scrollView.contentOffset == .zero)
      ui.frames(1)
      #expect(log.didEndScrollingAnimation == 1)
    }
  }

  @Test("A touch or the wheel stops an animated scroll where it is")
  func userStopsAnimation() {
    withUIKit { ui in
      let s = scene(ui)
      s.scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
      ui.frames(6)
      let stopped = s.scrollView.contentOffset.y
      s.window.handleTouch(.began, at: CGPoint(x: 200, y: 300))
      ui.frames(10)
      #expect(s.scrollView.contentOffset.y == stopped)
      s.window.handleTouch(.ended, at: CGPoint(x: 200, y: 300))
      s.scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
      ui.frames(3)
      #expect(s.scrollView.handleScroll(deltaX: 0, deltaY: 10))
      let afterWheel = s.scrollView.contentOffset.y
      ui.frames(10)
      #expect(s.scrollView.contentOffset.y == afterWheel)
    }
  }

  @Test("contentOffset set inside UIView.animate animates with the block")
  func offsetInsideAnimationBlock() {
    withUIKit { ui in
      let s = scene(ui)
      UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) {
        s.scrollView.contentOffset = CGPoint(x: 0, y: 100)
      }
      #expect(s.scrollView.contentOffset == .zero)
      ui.frames(15)
      #expect(
        isClose(
          s.scrollView.contentOffset.y, 100 * CGFloat(UIKitTestContext.time(afterFrames: 15) / 0.5),
          within: 1e-9))
      ui.frames(16)
      #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 100))
    }
  }

  // MARK: Wheel and drag

  @Test("The wheel scrolls the scroll view under the pointer, clamped; at the edge it declines")
  func wheel() {
    withUIKit { ui in
      let s = scene(ui)
      let log = ScrollDelegateLog()
      s.scrollView.delegate = log
      // The pointer is over A (a plain view): the window walks up to the scroll view.
      #expect(s.window.handleScroll(deltaX: 0, deltaY: 50, at: CGPoint(x: 200, y: 200)))
      #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 50))
      #expect(s.window.handleScroll(deltaX: 0, deltaY: 500, at: CGPoint(x: 200, y: 200)))
      #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 220))
      #expect(!s.window.handleScroll(deltaX: 0, deltaY: 10, at: CGPoint(x: 200, y: 200)))
      #expect(s.window.handleScroll(deltaX: 0, deltaY: -30, at: CGPoint(x: 200, y: 200)))
      #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 190))
      // Sideways there is nothing to scroll.
      #expect(!s.window.handleScroll(deltaX: 40, deltaY: 0, at: CGPoint(x: 200, y: 200)))
      // Outside the scroll view nothing scrolls.
      #expect(!s.window.handleScroll(deltaX: 0, deltaY: -30, at: CGPoint(x: 200, y: 700)))
      #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 190))
      #expect(log.didScroll == 3)
      s.scrollView.isScrollEnabled = false
      #expect(!s.window.handleScroll(deltaX: 0, deltaY: -30, at: CGPoint(x: 200, y: 200)))
    }
  }

  @Test("A drag over N points moves the offset by N, clamped; the content follows the pointer")
  func drag() {
    withUIKit { ui in
      let s = scene(ui)
      let log = ScrollDelegateLog()
      s.scrollView.delegate = log
      // Window y 380 is content y 280: A, a plain view that passes touches up.
      s.window.handleTouch(.began, at: CGPoint(x: 200, y: 380))
      #expect(s.scrollView.isTracking)
      s.window.handleTouch(.moved, at: CGPoint(x: 200, y: 375))
      #expect(s.scrollView.contentOffset == .zero)
      #expect(!s.scrollView.isDragging)
      s.window.handleTouch(.moved, at: CGPoint(x: 203, y: 300))
      #expect(s.scrollView.isDragging)
      #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 80))
      s.window.handleTouch(.moved, at: CGPoint(x: 200, y: 230))
      #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 150))
      // Past the end it clamps, and coming back it follows again from the same origin.
      s.window.handleTouch(.moved, at: CGPoint(x: 200, y: 0))
      #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 220))
      s.window.handleTouch(.moved, at: CGPoint(x: 200, y: 280))
      #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 100))
      s.window.handleTouch(.ended, at: CGPoint(x: 200, y: 280))
      #expect(!s.scrollView.isDragging && !s.scrollView.isTracking)
      #expect(log.willBeginDragging == 1 && log.didEndDragging == 1)
      // The touched view saw none of it: its touch was held back (`delaysContentTouches`)
      // and the pan recognized before the hold ran out.
      #expect(s.b.phases.isEmpty)
      #expect(s.a.phases.isEmpty)
      // A drag downwards scrolls back.
      s.window.handleTouch(.began, at: CGPoint(x: 100, y: 150))
      s.window.handleTouch(.moved, at: CGPoint(x: 100, y: 190))
      s.window.handleTouch(.ended, at: CGPoint(x: 100, y: 190))
      #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 60))
    }
  }

  @Test("A move under the 10 pt slop stays a tap for the touched subview and does not scroll")
  func smallMoveIsATap() {
    withUIKit { ui in
      let s = scene(ui)
      var taps = 0
      let button = UIButton(type: .system, primaryAction: UIAction(title: "Tap") { _ in taps += 1 })
      button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
      s.a.addSubview(button)
      // Window point: scroll view y 100 + content y 20..60.
      s.window.handleTouch(.began, at: CGPoint(x: 50, y: 140))
      s.window.handleTouch(.moved, at: CGPoint(x: 53, y: 134))
      s.window.handleTouch(.ended, at: CGPoint(x: 53, y: 134))
      #expect(taps == 1)
      #expect(s.scrollView.contentOffset == .zero)
      s.window.handleTouch(.began, at: CGPoint(x: 300, y: 300))
      s.window.handleTouch(.moved, at: CGPoint(x: 300, y: 293))
      s.window.handleTouch(.ended, at: CGPoint(x: 300, y: 293))
      // Held back, then let out at the lift: a moment's move before it is not replayed.
      #expect(s.a.phases == ["began", "ended"])
      #expect(s.scrollView.contentOffset == .zero)
      #expect(!s.scrollView.isDragging)
    }
  }

  // MARK: scrollRectToVisible

  @Test("scrollRectToVisible scrolls as little as needed, respects insets, clamps")
  func scrollRectToVisible() {
    withUIKit { ui in
      let s = scene(ui)
      let scrollView = s.scrollView
      // Below the visible area: its bottom comes to the bottom edge (550 - 400).
      scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 100, height: 50), animated: false)
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: 150))
      // Already visible: nothing moves.
      scrollView.scrollRectToVisible(CGRect(x: 0, y: 200, width: 100, height: 50), animated: false)
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: 150))
      // Above: its top comes to the top edge.
      scrollView.scrollRectToVisible(CGRect(x: 0, y: 20, width: 10, height: 10), animated: false)
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: 20))
      // With a bottom inset (a keyboard over the scroll view) the rect clears it.
      scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
      scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 100, height: 50), animated: false)
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: 250))
      // The button at the very bottom: clamped to the end of content + inset (620 + 100 - 400).
      scrollView.scrollRectToVisible(s.c.frame.offsetBy(dx: 0, dy: 200), animated: false)
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: 320))
      // Animated: on the clock, exact at the end.
      scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: true)
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: 320))
      ui.frames(19)
      #expect(scrollView.contentOffset == .zero)
    }
  }

  // MARK: Drawing and hit testing

  @Test("Content is drawn translated by the offset and clipped to the scroll view")
  func drawingIsTranslatedAndClipped() {
    withUIKit { ui in
      let s = scene(ui)
      #expect(s.scrollView.clipsToBounds)
      let canvas = RecordingCanvas()
      s.window.render(in: canvas)
      let clip = CGRect(x: 0, y: 100, width: 390, height: 400)
      @MainActor func fill(_ color: UIColor) -> DrawCommand? {
        canvas.commands.first {
          if case .fill(_, _, let c, _) = $0 { return c == color } else { return false }
        }
      }
      #expect(fill(.red)?.frame == CGRect(x: 0, y: 100, width: 390, height: 300))
      #expect(fill(.red)?.context.clip == clip)
      #expect(fill(.blue)?.frame == CGRect(x: 0, y: 620, width: 390, height: 100))
      #expect(fill(.blue)?.isClipped == true)

      s.scrollView.setContentOffset(CGPoint(x: 0, y: 150), animated: false)
      canvas.reset()
      s.window.render(in: canvas)
      #expect(fill(.red)?.frame == CGRect(x: 0, y: -50, width: 390, height: 300))
      #expect(fill(.red)?.isClipped == false)
      #expect(fill(.green)?.frame == CGRect(x: 0, y: 260, width: 390, height: 200))
      #expect(fill(.blue)?.frame == CGRect(x: 0, y: 470, width: 390, height: 100))
      #expect(fill(.blue)?.isClipped == false)
      #expect(fill(.blue)?.context.clip == clip)
      #expect(canvas.stateDepth == 0)
    }
  }

  @Test("Hit testing and convert follow the offset")
  func hitTestingScrolledContent() {
    withUIKit { ui in
      let s = scene(ui)
      #expect(s.window.hitTest(CGPoint(x: 200, y: 450), with: nil) === s.b)
      s.scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
      // Window y 450 is content y 450 - 100 + 200 = 550: C.
      #expect(s.window.hitTest(CGPoint(x: 200, y: 450), with: nil) === s.c)
      // Window y 120 is content y 220: A.
      #expect(s.window.hitTest(CGPoint(x: 200, y: 120), with: nil) === s.a)
      // Content y 305 is the spacing between A and B: the stack.
      #expect(s.window.hitTest(CGPoint(x: 200, y: 205), with: nil) === s.stack)
      // Below the scroll view the scrolled content is not hit, though it is there.
      #expect(s.window.hitTest(CGPoint(x: 200, y: 510), with: nil) === s.root)
      #expect(s.c.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 420))
      #expect(s.scrollView.convert(CGPoint(x: 0, y: 250), to: nil) == CGPoint(x: 0, y: 150))
      // Scrolling moves nothing in the solver: frames stay at offset zero.
      #expect(s.c.frame == CGRect(x: 0, y: 520, width: 390, height: 100))
    }
  }

  // MARK: Scroll indicator

  @Test(
    "Scrolling shows a thin grey bar that tracks the offset and fades 0.5 s after scrolling stops")
  func scrollIndicator() throws {
    withUIKit { ui in
      let s = scene(ui)
      #expect(s.scrollView.visibleScrollIndicators.isEmpty)
      #expect(s.scrollView.handleScroll(deltaX: 0, deltaY: 1))
      #expect(s.scrollView.handleScroll(deltaX: 0, deltaY: -1))
      // Only the vertical bar: the content is as wide as the scroll view.
      #expect(s.scrollView.visibleScrollIndicators.count == 1)
      guard let bar = s.scrollView.visibleScrollIndicators.first else { return }
      #expect(s.scrollView.subviews.last === bar)
      #expect(!bar.isUserInteractionEnabled)
      // At the top: 3 pt from the right and top edges, 3 pt thick, 394 × 400 / 620 long.
      #expect(bar.frame.minX == 384 && bar.frame.width == 3 && bar.frame.minY == 3)
      #expect(isClose(bar.frame.height, 394 * 400 / 620, within: 1e-9))
      #expect(bar.layer.cornerRadius == 1.5)
      // At the bottom, its bottom is 3 pt above the scroll view's (in bounds coordinates).
      #expect(s.scrollView.handleScroll(deltaX: 0, deltaY: 1000))
      #expect(isClose(bar.frame.maxY, s.scrollView.bounds.maxY - 3, within: 1e-9))
      #expect(isClose(bar.convert(CGPoint(x: 0, y: bar.bounds.maxY), to: nil).y, 497, within: 1e-9))
      // Drawn over the content.
      let canvas = RecordingCanvas()
      s.window.render(in: canvas)
      #expect(canvas.fills.last?.1 == ScrollIndicator.color)
      // Still there 29 frames later; fading after 0.5 s; gone after 0.75 s.
      ui.frames(29)
      #expect(bar.presentationAlpha == 1)
      ui.frames(8)
      #expect(bar.presentationAlpha > 0 && bar.presentationAlpha < 1)
      ui.frames(10)
      #expect(bar.superview == nil)
      #expect(s.scrollView.visibleScrollIndicators.isEmpty)
      #expect(s.scrollView.subviews.count == 1)
    }
  }

  @Test("Indicator insets keep the bar's track above a keyboard; the content inset alone does not")
  func indicatorInsets() throws {
    withUIKit { ui in
      let s = scene(ui)
      // A keyboard covering the scroll view's bottom 150 points (its 400 less 250).
      s.scrollView.contentInset.bottom = 150
      #expect(s.scrollView.handleScroll(deltaX: 0, deltaY: 1000))
      guard let bar = s.scrollView.visibleScrollIndicators.first else {
        Issue.record("no indicator")
        return
      }
      // As on iOS, the content inset does not move the track: the bar still ends 3 pt
      // above the scroll view's bottom, under the keyboard.
      #expect(isClose(bar.frame.maxY, s.scrollView.bounds.maxY - 3, within: 1e-9))
      s.scrollView.verticalScrollIndicatorInsets.bottom = 150
      #expect(isClose(bar.frame.maxY, s.scrollView.bounds.maxY - 150 - 3, within: 1e-9))
      #expect(s.scrollView.scrollIndicatorInsets.bottom == 150)
      s.scrollView.scrollIndicatorInsets = .zero
      #expect(s.scrollView.horizontalScrollIndicatorInsets == .zero)
      #expect(isClose(bar.frame.maxY, s.scrollView.bounds.maxY - 3, within: 1e-9))
    }
  }

  @Test("The bar stays while a drag holds the content and fades after the touch ends")
  func indicatorDuringDrag() {
    withUIKit { ui in
      let s = scene(ui)
      s.window.handleTouch(.began, at: CGPoint(x: 200, y: 400))
      s.window.handleTouch(.moved, at: CGPoint(x: 200, y: 300))
      #expect(s.scrollView.visibleScrollIndicators.count == 1)
      ui.frames(90)
      #expect(s.scrollView.visibleScrollIndicators.first?.presentationAlpha == 1)
      s.window.handleTouch(.ended, at: CGPoint(x: 200, y: 300))
      ui.frames(50)
      #expect(s.scrollView.visibleScrollIndicators.isEmpty)
    }
  }
}
