import Foundation
import Testing
import UIKit

/// Dynamic Type's default sizes, from Apple's Human Interface Guidelines.
@Suite struct UIFontTextStyleTests {
  @Test(
    arguments: [
      (UIFont.TextStyle.largeTitle, 34.0), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
      (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
    ])
  func defaultSizes(style: UIFont.TextStyle, size: CGFloat) {
    #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size)
  }

  @Test func headlineIsSemibold() {
    #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    #expect(UIFont.preferredFont(forTextStyle: .body).weight == .regular)
  }
}
