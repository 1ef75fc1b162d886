import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// What iOS's scroll view does to its offset when the room below the content shrinks
/// (`_adjustContentOffsetIfNecessary`): no blank space is left at the far end, and
/// nothing else moves. A 400-point-high scroll view over 1 000 points of content.
@Suite(.serialized, .uikitRuntime)
@MainActor
struct UIScrollViewOffsetAdjustmentTests {
  func makeScrollView() -> UIScrollView {
    let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    view.contentInsetAdjustmentBehavior = .never
    view.contentSize = CGSize(width: 300, height: 1000)
    return hostInWindow(view)
  }

  @Test func aShrinkingBottomInsetBringsContentScrolledToItsEndBackToTheNewEnd() {
    let view = makeScrollView()
    view.contentInset.bottom = 300
    // The end with the inset: 1 000 + 300 − 400 = 900.
    view.contentOffset = CGPoint(x: 0, y: 900)
    view.contentInset.bottom = 0
    // The end without: 1 000 − 400 = 600.
    #expect(view.contentOffset == CGPoint(x: 0, y: 600))
  }

  @Test func anOffsetWithinTheNewRangeStaysAndNeverMovesBeforeTheStart() {
    let view = makeScrollView()
    view.contentInset.bottom = 300
    view.contentOffset = CGPoint(x: 0, y: 500)
    view.contentInset.bottom = 0
    #expect(view.contentOffset == CGPoint(x: 0, y: 500))
    // Code may put the content before its start; a shrinking inset leaves that alone.
    view.contentOffset = CGPoint(x: 0, y: -80)
    view.contentInset.bottom = 10
    view.contentInset.bottom = 0
    #expect(view.contentOffset == CGPoint(x: 0, y: -80))
  }

  @Test func aScrollViewMadeTallerLeavesNoBlankSpaceBelowItsContent() {
    let view = makeScrollView()
    view.contentOffset = CGPoint(x: 0, y: 600)
    view.layoutIfNeeded()
    view.frame.size.height = 500
    view.layoutIfNeeded()
    // 1 000 − 500.
    #expect(view.contentOffset == CGPoint(x: 0, y: 500))
  }

  @Test func insideAnAnimationBlockTheAdjustmentAnimatesWithIt() {
    let view = makeScrollView()
    view.contentInset.bottom = 300
    view.contentOffset = CGPoint(x: 0, y: 900)
    UIView.animate(withDuration: 0.25) { view.contentInset.bottom = 0 }
    #expect(view.contentOffset == CGPoint(x: 0, y: 900))
    UIKitRuntime.current.settle()
    #expect(view.contentOffset == CGPoint(x: 0, y: 600))
  }
}
