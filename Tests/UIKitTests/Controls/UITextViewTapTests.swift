import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// A tap that starts editing puts the caret under the finger without scrolling first:
/// on iOS the content stays put when the tapped line is in view. A 10-point font, lines
/// 12 high from the 8-point container inset.
@Suite(.serialized, .uikitRuntime)
@MainActor
struct UITextViewTapTests {
  @Test func tappingAVisibleLineOfLongTextScrollsNothing() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.font = .systemFont(ofSize: 10)
    view.contentInsetAdjustmentBehavior = .never
    view.text = (1...40).map { _ in "aa" }.joined(separator: "\n")
    _ = hostInWindow(view)
    // y 50 is on the fourth line: 8 + 3 × 12 = 44 to 56.
    tap(view, at: CGPoint(x: 7, y: 50))
    #expect(view.isFirstResponder)
    #expect(view.contentOffset == .zero)
    // The caret is at the start of the fourth line (3 units a line: "aa\n").
    #expect(view.selectedRange == NSRange(location: 9, length: 0))
  }
}
