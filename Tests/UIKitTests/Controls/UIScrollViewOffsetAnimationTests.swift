import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// An animated scroll meets a shrinking bottom inset or a scroll view made taller
/// (`adjustContentOffsetIfNecessary`): a scroll whose target stays inside the new range
/// goes on to its end and `scrollViewDidEndScrollingAnimation` comes, rather than the
/// scroll freezing mid-way.
@Suite(.serialized, .uikitRuntime)
@MainActor
struct UIScrollViewOffsetAnimationTests {
  final class Delegate: UIScrollViewDelegate {
    var ended = 0
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ended += 1 }
  }

  func makeScrollView() -> UIScrollView {
    let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    view.contentInsetAdjustmentBehavior = .never
    view.contentSize = CGSize(width: 300, height: 1000)
    return hostInWindow(view)
  }

  @Test func aShrinkingInsetLetsAnAnimatedScrollToTheTopFinish() {
    let view = makeScrollView()
    let delegate = Delegate()
    view.delegate = delegate
    view.contentInset.bottom = 300
    view.contentOffset = CGPoint(x: 0, y: 400)
    view.setContentOffset(.zero, animated: true)
    UIKitRuntime.current.pumpFrames(4)
    #expect(view.contentOffset.y > 0 && view.contentOffset.y < 400)
    // The keyboard goes: the inset shrinks; the scroll's target (0) is inside the new
    // range (0…600), so nothing needs adjusting.
    view.contentInset.bottom = 0
    UIKitRuntime.current.settle()
    #expect(view.contentOffset == .zero, "the scroll stopped at \(view.contentOffset)")
    #expect(delegate.ended == 1)
  }

  @Test func aTallerScrollViewLetsAnAnimatedScrollToTheTopFinish() {
    let view = makeScrollView()
    view.contentOffset = CGPoint(x: 0, y: 400)
    view.layoutIfNeeded()
    view.setContentOffset(.zero, animated: true)
    UIKitRuntime.current.pumpFrames(4)
    #expect(view.contentOffset.y > 0 && view.contentOffset.y < 400)
    view.frame.size.height = 450
    view.layoutIfNeeded()
    UIKitRuntime.current.settle()
    #expect(view.contentOffset == .zero, "the scroll stopped at \(view.contentOffset)")
  }
}
