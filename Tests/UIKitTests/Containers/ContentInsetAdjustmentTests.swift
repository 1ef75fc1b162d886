import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// `contentInsetAdjustmentBehavior`, `adjustedContentInset` and the limits that use it, in
/// a 390×844 window whose status band is 47 points and home-indicator band 34.
@MainActor
@Suite("Content inset adjustment", .serialized, .uikitRuntime)
struct ContentInsetAdjustmentTests {
  /// Counts what the scroll view and its delegate are told of the adjusted inset.
  final class InsetLog: UIScrollViewDelegate {
    var changes = 0
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { changes += 1 }
  }

  final class RecordingScrollView: UIScrollView {
    var didChangeCalls = 0
    override func adjustedContentInsetDidChange() {
      didChangeCalls += 1
      super.adjustedContentInsetDidChange()
    }
  }

  /// A frame-based scroll view at `frame` in the root view, with content `contentHeight`
  /// high and as wide as it, laid out once.
  func scrollView(
    _ ui: UIKitTestContext, frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
    contentHeight: CGFloat, behavior: UIScrollView.ContentInsetAdjustmentBehavior? = nil
  ) -> (UIWindow, RecordingScrollView) {
    let (window, root) = ui.makeScreen()
    let scrollView = RecordingScrollView(frame: frame)
    if let behavior { scrollView.contentInsetAdjustmentBehavior = behavior }
    scrollView.contentSize = CGSize(width: frame.width, height: contentHeight)
    root.addSubview(scrollView)
    window.layoutIfNeeded()
    return (window, scrollView)
  }

  @Test("The default is .automatic; the scroll view's safe area is the part of the bands its frame covers")
  func defaultsAndSafeArea() {
    withUIKit { ui in
      #expect(UIScrollView().contentInsetAdjustmentBehavior == .automatic)
      #expect(UIScrollView().keyboardDismissMode == .none)
      let (_, full) = scrollView(ui, contentHeight: 500)
      #expect(full.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
      // 0…400: under the status band only.
      let (_, top) = scrollView(ui, frame: CGRect(x: 0, y: 0, width: 390, height: 400), contentHeight: 500)
      #expect(top.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
      // 30…844, as the memo's: 17 under the status band, all of the home-indicator band.
      let (_, memo) = scrollView(ui, frame: CGRect(x: 0, y: 30, width: 390, height: 814), contentHeight: 900)
      #expect(memo.safeAreaInsets == UIEdgeInsets(top: 17, left: 0, bottom: 34, right: 0))
      #expect(memo.adjustedContentInset == UIEdgeInsets(top: 17, left: 0, bottom: 34, right: 0))
    }
  }

  @Test(".always adds the bands whatever the content; at rest the offset is -adjustedContentInset.top")
  func always() {
    withUIKit { ui in
      let (_, s) = scrollView(ui, contentHeight: 500, behavior: .always)
      #expect(s.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
      #expect(s.contentOffset == CGPoint(x: 0, y: -47))
      // The content inset adds to it.
      s.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
      #expect(s.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 39, right: 0))
      // Out of the bands (y 100…500) there is nothing to add.
      let (_, inside) = scrollView(
        ui, frame: CGRect(x: 0, y: 100, width: 390, height: 400), contentHeight: 500, behavior: .always)
      #expect(inside.adjustedContentInset == .zero)
      #expect(inside.contentOffset == .zero)
    }
  }

  @Test(".never adds nothing")
  func never() {
    withUIKit { ui in
      let (_, s) = scrollView(ui, contentHeight: 2000, behavior: .never)
      #expect(s.adjustedContentInset == .zero)
      #expect(s.contentOffset == .zero)
      s.contentInset.bottom = 100
      #expect(s.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0))
    }
  }

  @Test(".scrollableAxes and .automatic: the bands only when the content is taller than the scroll view")
  func scrollableAxes() {
    withUIKit { ui in
      for behavior in [UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes, .automatic] {
        let (window, fits) = scrollView(ui, contentHeight: 844, behavior: behavior)
        #expect(fits.adjustedContentInset == .zero)
        #expect(fits.contentOffset == .zero)
        // alwaysBounceVertical makes the vertical axis scrollable.
        fits.alwaysBounceVertical = true
        #expect(fits.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(fits.contentOffset == CGPoint(x: 0, y: -47))
        fits.alwaysBounceVertical = false
        #expect(fits.contentOffset == .zero)
        // One point taller than the scroll view: scrollable, adjusted, resting below the band.
        fits.contentSize.height = 845
        window.layoutIfNeeded()
        #expect(fits.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(fits.contentOffset == CGPoint(x: 0, y: -47))
        // The horizontal axis does not scroll (content as wide as the bounds): no sides, and
        // this phone has no side bands anyway.
        #expect(fits.adjustedContentInset.left == 0 && fits.adjustedContentInset.right == 0)
      }
    }
  }

  @Test("adjustedContentInsetDidChange and the delegate hear of each change once, none for no change")
  func changeCallbacks() {
    withUIKit { ui in
      let (window, s) = scrollView(ui, contentHeight: 500, behavior: .never)
      let log = InsetLog()
      s.delegate = log
      let before = s.didChangeCalls
      s.contentInsetAdjustmentBehavior = .always
      #expect(s.didChangeCalls == before + 1)
      #expect(log.changes == 1)
      s.contentInsetAdjustmentBehavior = .always
      window.layoutIfNeeded()
      #expect(log.changes == 1)
      s.contentInset.top = 3
      #expect(log.changes == 2)
      #expect(s.adjustedContentInset.top == 50)
      // Moving the scroll view out of the bands: the next layout reports it.
      s.frame = CGRect(x: 0, y: 100, width: 390, height: 400)
      window.layoutIfNeeded()
      #expect(s.adjustedContentInset == UIEdgeInsets(top: 3, left: 0, bottom: 0, right: 0))
      #expect(log.changes == 3)
    }
  }

  @Test("User scrolling stops at -adjusted top and contentSize - bounds + adjusted bottom")
  func limits() {
    withUIKit { ui in
      let (window, s) = scrollView(ui, contentHeight: 1000, behavior: .always)
      #expect(s.contentOffset == CGPoint(x: 0, y: -47))
      // 1000 + 34 − 844 = 190.
      #expect(window.handleScroll(deltaX: 0, deltaY: 5000, at: CGPoint(x: 200, y: 400)))
      #expect(s.contentOffset == CGPoint(x: 0, y: 190))
      #expect(window.handleScroll(deltaX: 0, deltaY: -5000, at: CGPoint(x: 200, y: 400)))
      #expect(s.contentOffset == CGPoint(x: 0, y: -47))
      // A drag clamps the same way.
      window.handleTouch(.began, at: CGPoint(x: 200, y: 700))
      window.handleTouch(.moved, at: CGPoint(x: 200, y: 100))
      #expect(s.contentOffset == CGPoint(x: 0, y: 190))
      window.handleTouch(.ended, at: CGPoint(x: 200, y: 100))
    }
  }

  @Test("scrollRectToVisible keeps the rect out of both bands")
  func scrollRectToVisible() {
    withUIKit { ui in
      let (_, s) = scrollView(ui, contentHeight: 1000, behavior: .always)
      // Visible: content y from offset + 47 to offset + 844 − 34. A rect at 900…950 comes
      // up to end at the bottom band: 950 − 810 = 140.
      s.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 50), animated: false)
      #expect(s.contentOffset == CGPoint(x: 0, y: 140))
      // A rect at the very top comes down to start below the status band: 0 − 47.
      s.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
      #expect(s.contentOffset == CGPoint(x: 0, y: -47))
      // Already visible: nothing moves.
      s.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 10), animated: false)
      #expect(s.contentOffset == CGPoint(x: 0, y: -47))
    }
  }

  @Test("setContentOffset and contentOffset from code are not clamped, animated or not")
  func codeIsNotClamped() {
    withUIKit { ui in
      let (_, s) = scrollView(ui, contentHeight: 1000, behavior: .always)
      s.setContentOffset(CGPoint(x: 0, y: -300), animated: false)
      #expect(s.contentOffset == CGPoint(x: 0, y: -300))
      s.contentOffset = CGPoint(x: 40, y: 2000)
      #expect(s.contentOffset == CGPoint(x: 40, y: 2000))
      s.setContentOffset(CGPoint(x: 0, y: -51), animated: true)
      ui.frames(19)
      #expect(s.contentOffset == CGPoint(x: 0, y: -51))
      // It stays there: nothing springs it back.
      ui.frames(60)
      #expect(s.contentOffset == CGPoint(x: 0, y: -51))
      // The user's first scroll brings it within the limits.
      #expect(s.handleScroll(deltaX: 0, deltaY: 1))
      #expect(s.contentOffset == CGPoint(x: 0, y: -47))
    }
  }
}
