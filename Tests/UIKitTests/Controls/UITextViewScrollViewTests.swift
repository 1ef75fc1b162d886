import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// The text view as the scroll view it is on iOS. A 10-point font: ASCII graphemes 5 wide,
/// lines 12 high; iOS's default container inset (8 top and bottom, 0 at the sides) and
/// line fragment padding (5 at each end of a line).
@Suite("UITextView as a UIScrollView", .serialized, .uikitRuntime)
@MainActor
struct UITextViewScrollViewTests {
  final class ScrollDelegate: UITextViewDelegate {
    var scrolls: [CGFloat] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls.append(scrollView.contentOffset.y) }
  }

  func makeView(width: CGFloat = 200, height: CGFloat = 100) -> UITextView {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    view.font = .systemFont(ofSize: 10)
    // At the window's top it overlaps the status band, which `.automatic` adds to the
    // insets of scrollable content; these tests are about the text view's own insets.
    view.contentInsetAdjustmentBehavior = .never
    return hostInWindow(view)
  }

  /// `count` lines of "aa", each but the last ended by "\n" (3 UTF-16 units a line).
  func lines(_ count: Int) -> String {
    Array(repeating: "aa", count: count).joined(separator: "\n")
  }

  @Test("iOS's defaults: container inset (8, 0, 8, 0), line fragment padding 5, so the text starts at x 5")
  func defaults() {
    let view = makeView()
    let scrollView: UIScrollView = view
    #expect(scrollView.contentInset == .zero)
    #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(view.textContainer.lineFragmentPadding == 5)
    view.text = "ab"
    #expect(drawing(of: view).texts.map(\.1) == [CGPoint(x: 5, y: 8)])
    view.textContainer.lineFragmentPadding = 0
    view.textContainerInset = UIEdgeInsets(top: 3, left: 7, bottom: 0, right: 0)
    #expect(drawing(of: view).texts.map(\.1) == [CGPoint(x: 7, y: 3)])
  }

  @Test("The content size is the text's height plus the container inset, by the view's width")
  func contentSize() {
    let view = makeView()
    view.text = "a\nb\nc"
    #expect(view.contentSize == CGSize(width: 200, height: 3 * 12 + 16))
    view.textContainerInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
    #expect(view.contentSize == CGSize(width: 200, height: 3 * 12 + 50))
    // Set by hand, it is the text's again at once (on iOS the layout overwrites it).
    view.contentSize = CGSize(width: 10, height: 10)
    #expect(view.contentSize == CGSize(width: 200, height: 86))
  }

  @Test("The padding narrows the wrapping width: 40 wide wraps at 30 (5 each side)")
  func paddingWraps() {
    let view = makeView(width: 40)
    view.text = "hello world"
    #expect(drawing(of: view).texts.map(\.0) == ["hello ", "world"])
    view.textContainer.lineFragmentPadding = 0
    // 40 points: "hello " and "worl" would be 50 with the word; still two lines, but the
    // caret after "hello" is now at x 25.
    #expect(view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 5)!).minX == 25)
  }

  @Test("Typing keeps the caret inside the bottom content inset, scrolling as little as needed")
  func typingScrollsInsideTheInset() {
    withControls { _ in
      let view = makeView(height: 100)
      view.contentInset.bottom = 40
      view.becomeFirstResponder()
      for i in 0..<10 {
        if i > 0 { view.insertText("\n") }
        view.insertText("line")
      }
      // Content 10 × 12 + 16 = 136; the caret's line ends at 8 + 120 = 128, with the 8 of
      // container inset below it 136, which must be at 100 − 40 = 60 in the view: 76.
      #expect(view.contentOffset.y == 76)
      let caret = view.caretRect(for: view.endOfDocument)
      #expect(caret.maxY - view.contentOffset.y == 52)
      // Without the inset it would have scrolled only to 136 − 100.
      let plain = makeView(height: 100)
      plain.becomeFirstResponder()
      plain.insertText(lines(10))
      #expect(plain.contentOffset.y == 36)
    }
  }

  @Test("scrollRangeToVisible shows the range inside the insets, above and below, top inset included")
  func scrollRangeToVisible() {
    let view = makeView(height: 100)
    view.text = lines(20)
    view.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 40, right: 0)
    // Line 15 starts at 45: its top is 8 + 180, its bottom 200 (+ 8) must reach 100 − 40.
    view.scrollRangeToVisible(NSRange(location: 45, length: 2))
    #expect(view.contentOffset.y == 148)  // 208 − 60
    // Line 2 (offset 6) is above: its top 32 (− 8) goes under the top inset.
    view.scrollRangeToVisible(NSRange(location: 6, length: 0))
    #expect(view.contentOffset.y == 14)  // 24 − 10
    // The first line: the offset may go to −10, into the top inset.
    view.scrollRangeToVisible(NSRange(location: 0, length: 0))
    #expect(view.contentOffset.y == -10)
    // A range outside the text changes nothing.
    view.scrollRangeToVisible(NSRange(location: 500, length: 1))
    #expect(view.contentOffset.y == -10)
  }

  @Test("contentOffset is the bounds origin; the wheel scrolls to the content's end plus the bottom inset")
  func wheelWithInset() {
    let view = makeView(height: 100)
    view.text = lines(10)  // content 136
    view.contentOffset = CGPoint(x: 0, y: 12)
    #expect(view.bounds.origin.y == 12)
    view.contentInset.bottom = 20
    #expect(view.handleScroll(deltaX: 0, deltaY: 100))
    #expect(view.contentOffset.y == 56)  // 136 + 20 − 100
    #expect(!view.handleScroll(deltaX: 0, deltaY: 10))
  }

  @Test("A drag scrolls the text (and is not a tap: no editing, no caret move)")
  func dragScrolls() throws {
    try withControls { _ in
      let view = makeView(height: 100)
      view.text = lines(10)
      // Through the window, as a finger: the scroll view's pan takes the drag.
      let window = try #require(view.window)
      window.handleTouch(.began, at: view.convert(CGPoint(x: 50, y: 80), to: nil))
      window.handleTouch(.moved, at: view.convert(CGPoint(x: 50, y: 50), to: nil))
      window.handleTouch(.ended, at: view.convert(CGPoint(x: 50, y: 50), to: nil))
      #expect(view.contentOffset.y == 30)
      #expect(!view.isFirstResponder)
      #expect(view.caretOffset == view.text.count)
      // A tap still edits, at the point in the scrolled content: y 30 + 30 is line 4.
      tap(view, at: CGPoint(x: 5, y: 30 + 30))
      #expect(view.isFirstResponder)
      #expect(view.caretOffset == 12)
    }
  }

  @Test("The delegate is a UIScrollViewDelegate too: it hears the text view scroll")
  func delegateHearsScrolls() {
    let view = makeView(height: 100)
    let delegate = ScrollDelegate()
    view.delegate = delegate
    view.text = lines(10)
    _ = view.handleScroll(deltaX: 0, deltaY: 15)
    #expect(delegate.scrolls == [15])
  }

  @Test("isScrollEnabled false: no scrolling, the height is intrinsic, and typing leaves the offset at 0")
  func scrollingOff() {
    withControls { _ in
      let view = makeView(height: 50)
      view.isScrollEnabled = false
      view.becomeFirstResponder()
      view.insertText(lines(10))
      #expect(view.contentOffset == .zero)
      #expect(view.intrinsicContentSize.height == 136)
      #expect(!view.handleScroll(deltaX: 0, deltaY: 10))
      view.scrollRangeToVisible(NSRange(location: 27, length: 0))
      #expect(view.contentOffset == .zero)
    }
  }

  @Test("The vertical indicator runs inside verticalScrollIndicatorInsets; scrollIndicatorInsets sets both")
  func indicatorInsets() throws {
    let view = makeView(height: 100)
    view.text = lines(10)
    view.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 10)
    #expect(view.verticalScrollIndicatorInsets.bottom == 40)
    #expect(view.horizontalScrollIndicatorInsets.right == 10)
    _ = view.handleScroll(deltaX: 0, deltaY: 36)  // to the end: 136 − 100
    let bar = try #require(view.visibleScrollIndicators.first)
    // 3 wide, 3 from the inset right edge; the track ends 3 above the bottom inset.
    #expect(bar.frame.minX == 184)  // 200 − 10 − 3 − 3
    #expect(abs(bar.frame.maxY - 93) < 1e-9)  // 36 + 100 − 40 − 3
  }
}
