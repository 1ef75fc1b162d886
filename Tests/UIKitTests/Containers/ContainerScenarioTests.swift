import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// The three containers together in seed 004's layout, with the keyboard's height change
/// simulated the way the seed reacts to it (its `KeyboardWrapperable` and the memo screen
/// come later; this checks the containers carry it).
@MainActor
@Suite("Containers in seed 004's layout", .serialized, .uikitRuntime)
struct ContainerScenarioTests {
  struct Memo {
    let window: UIWindow
    let root: UIView
    let wrapperHeight: NSLayoutConstraint
    let scrollView: UIScrollView
    let stack: UIStackView
    let spacer: UIView
    let button: UIView
  }

  /// root ─┬─ keyboardWrapperView (PassThrough): leading/trailing/bottom, height 0 @750
  ///       └─ keyboardSafeAreaView (PassThrough): top/leading/trailing, bottom = wrapper.top
  ///            └─ scrollView: top + 30, leading/trailing/bottom
  ///                 └─ stack (vertical, 10): top @500, bottom @750, leading/trailing/width
  ///                      [text 422 (844 × 0.5), spacer 201, button 80, bottom spacer 30]
  /// The spacer is the seed's `Metric.interSpacing`: 844 − (30 + 422 + 80 + 30 + 47 + 34).
  func memo(_ ui: UIKitTestContext) -> Memo {
    let (window, root) = ui.makeScreen()
    let wrapper = ui.addConstrained(PassThroughView(), to: root)
    let safeArea = ui.addConstrained(PassThroughView(), to: root)
    let wrapperHeight = wrapper.heightAnchor.constraint(equalToConstant: 0)
    wrapperHeight.priority = .defaultHigh
    NSLayoutConstraint.activate([
      wrapper.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      wrapper.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      wrapper.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      wrapperHeight,
      safeArea.topAnchor.constraint(equalTo: root.topAnchor),
      safeArea.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      safeArea.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      safeArea.bottomAnchor.constraint(equalTo: wrapper.topAnchor),
    ])
    let scrollView = ui.addConstrained(UIScrollView(), to: safeArea)
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 10
    ui.addConstrained(stack, to: scrollView)
    let text = fixedHeightView(422)
    let spacer = fixedHeightView(844 - (30 + 422 + 80 + 30 + 47 + 34))
    let button = fixedHeightView(80)
    let bottom = fixedHeightView(30)
    for view in [text, spacer, button, bottom] { stack.addArrangedSubview(view) }
    let stackTop = stack.topAnchor.constraint(equalTo: scrollView.topAnchor)
    stackTop.priority = UILayoutPriority(500)
    let stackBottom = stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor)
    stackBottom.priority = .defaultHigh
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 30),
      scrollView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
      stackTop, stackBottom,
      stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
    ])
    window.layoutIfNeeded()
    return Memo(
      window: window, root: root, wrapperHeight: wrapperHeight, scrollView: scrollView,
      stack: stack, spacer: spacer,
      button: button)
  }

  /// The seed's reaction to a keyboard height change: hide or show the spacer, set the
  /// wrapper's height, `UIView.transition(… 0.25, options: 458752) { layoutIfNeeded }`,
  /// and 0.1 s later scroll to the bottom, animated.
  @discardableResult
  func keyboardHeightChanged(to height: CGFloat, _ m: Memo, _ ui: UIKitTestContext) -> CGFloat {
    m.spacer.isHidden = height != 0
    m.wrapperHeight.constant = height
    UIView.transition(
      with: m.scrollView, duration: 0.25, options: UIView.AnimationOptions(rawValue: 458_752),
      animations: m.root.layoutIfNeeded)
    ui.frames(6)
    let bottomOffset = CGPoint(
      x: 0, y: m.scrollView.contentSize.height - m.scrollView.bounds.size.height)
    m.scrollView.setContentOffset(bottomOffset, animated: true)
    return bottomOffset.y
  }

  @Test(
    "At rest the content fits; with the keyboard up the spacer collapses and the button sits above the keyboard"
  )
  func keyboardUpAndDown() {
    withUIKit { ui in
      let m = memo(ui)
      #expect(m.scrollView.frame == CGRect(x: 0, y: 30, width: 390, height: 814))
      // 422 + 10 + 201 + 10 + 80 + 10 + 30.
      #expect(m.scrollView.contentSize == CGSize(width: 390, height: 763))
      #expect(m.button.frame == CGRect(x: 0, y: 643, width: 390, height: 80))

      keyboardHeightChanged(to: 291, m, ui)
      // The slide, the scroll and the scroll indicator's fade all end.
      UIKitRuntime.current.settle()
      #expect(!UIKitRuntime.current.animator.isAnimating)
      #expect(m.scrollView.visibleScrollIndicators.isEmpty)
      // Scroll view 844 − 291 − 30 = 523 high; content 422 + 10 + 80 + 10 + 30 = 552.
      #expect(m.scrollView.frame == CGRect(x: 0, y: 30, width: 390, height: 523))
      #expect(m.scrollView.contentSize == CGSize(width: 390, height: 552))
      #expect(m.button.frame == CGRect(x: 0, y: 432, width: 390, height: 80))
      let buttonInWindow = m.button.convert(m.button.bounds, to: nil)
      #expect(buttonInWindow.maxY <= 553)
      #expect(m.scrollView.contentOffset.y > 0 && m.scrollView.contentOffset.y <= 29)
      #expect(LayoutLog.messages.isEmpty)

      let target = keyboardHeightChanged(to: 0, m, ui)
      ui.frames(60)
      #expect(m.scrollView.frame.height == 814)
      #expect(m.scrollView.contentSize.height == 763)
      // The seed's scroll target is negative here (mid-transition, and 763 − 814 = −51 on
      // iOS), and code's offsets are not clamped: the content stays pushed down.
      #expect(target < 0)
      #expect(m.scrollView.contentOffset == CGPoint(x: 0, y: target))
      #expect(m.button.frame.minY == 643)
    }
  }

  @Test("A click on the wrapper's empty area reaches the scroll view's content behind it")
  func clickThroughTheWrapper() {
    withUIKit { ui in
      let m = memo(ui)
      var taps = 0
      let tapTarget = UIButton(
        type: .system, primaryAction: UIAction(title: "Save") { _ in taps += 1 })
      tapTarget.frame = CGRect(x: 0, y: 0, width: 390, height: 80)
      m.button.addSubview(tapTarget)
      m.window.layoutIfNeeded()
      let point = m.button.convert(CGPoint(x: 195, y: 40), to: nil)
      m.window.handleTouch(.began, at: point)
      m.window.handleTouch(.ended, at: point)
      #expect(taps == 1)
    }
  }
}
