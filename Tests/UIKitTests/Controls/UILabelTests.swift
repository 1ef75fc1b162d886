import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// With the fixed-width measurer at 10 pt: ASCII graphemes are 5 wide, lines 12 high.
@Suite("UILabel", .serialized, .uikitRuntime)
@MainActor
struct UILabelTests {
  func label(_ text: String, lines: Int = 1) -> UILabel {
    let label = UILabel()
    label.font = .systemFont(ofSize: 10)
    label.text = text
    label.numberOfLines = lines
    return label
  }

  @Test("Defaults as UIKit: 17-point system font, label colour, natural alignment, one line")
  func defaults() {
    let label = UILabel()
    #expect(label.font == .systemFont(ofSize: 17))
    #expect(label.textColor == .label)
    #expect(label.textAlignment == .natural)
    #expect(label.numberOfLines == 1)
    #expect(!label.isUserInteractionEnabled)
  }

  @Test("NSTextAlignment raw values are iOS's: left 0, center 1, right 2, justified 3, natural 4")
  func alignmentRawValues() {
    #expect(NSTextAlignment.left.rawValue == 0)
    #expect(NSTextAlignment.center.rawValue == 1)
    #expect(NSTextAlignment.right.rawValue == 2)
    #expect(NSTextAlignment.justified.rawValue == 3)
    #expect(NSTextAlignment.natural.rawValue == 4)
  }

  @Test("A label's content hugging priority is 251 (iOS labels), a plain view's 250")
  func huggingPriority() {
    #expect(UILabel().contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
    #expect(UILabel().contentHuggingPriority(for: .vertical) == UILayoutPriority(251))
    #expect(UIView().contentHuggingPriority(for: .horizontal) == .defaultLow)
  }

  @Test("Intrinsic size of one line is the text's width by one line height; an empty label's is zero")
  func intrinsicSingleLine() {
    #expect(label("hello").intrinsicContentSize == CGSize(width: 25, height: 12))
    #expect(label("").intrinsicContentSize == .zero)
    #expect(UILabel().intrinsicContentSize == .zero)
  }

  @Test("numberOfLines 0 wraps at preferredMaxLayoutWidth without limit")
  func wrapsUnlimited() {
    let l = label("aa bb cc dd", lines: 0)
    l.preferredMaxLayoutWidth = 20  // "aa bb" is 25 > 20: one word per line
    #expect(l.intrinsicContentSize == CGSize(width: 10, height: 48))
  }

  @Test("numberOfLines 2 stops at two lines")
  func limitedLines() {
    let l = label("aa bb cc dd", lines: 2)
    l.preferredMaxLayoutWidth = 20
    #expect(l.intrinsicContentSize.height == 24)
  }

  @Test("A multi-line label without preferredMaxLayoutWidth wraps at the width Auto Layout gives it")
  func wrapsAtLaidOutWidth() {
    withControls { context in
      let (_, root) = context.makeScreen()
      let l = context.addConstrained(label("aa bb cc dd", lines: 0), to: root)
      NSLayoutConstraint.activate([
        l.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        l.topAnchor.constraint(equalTo: root.topAnchor),
        l.widthAnchor.constraint(equalToConstant: 30),
      ])
      root.layoutIfNeeded()
      // 30 points hold "aa bb " (the space hangs), so two lines.
      #expect(l.frame.height == 24)
    }
  }

  @Test("Drawn text: left/natural at x 0, center centred, right flush right, vertically centred")
  func alignmentDrawing() {
    let l = label("abcd")
    l.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    #expect(drawing(of: l).origin(ofText: "abcd") == CGPoint(x: 0, y: 14))
    l.textAlignment = .center
    #expect(drawing(of: l).origin(ofText: "abcd") == CGPoint(x: 40, y: 14))
    l.textAlignment = .right
    #expect(drawing(of: l).origin(ofText: "abcd") == CGPoint(x: 80, y: 14))
  }

  @Test("A single line too wide for the label is truncated with \u{2026} at the tail")
  func truncatesTail() {
    let l = label("hello world")
    l.frame = CGRect(x: 0, y: 0, width: 30, height: 12)
    let texts = drawing(of: l).texts.map(\.0)
    // "…" is one non-ASCII cell (10): "hell" (20) + "…" = 30 fits.
    #expect(texts == ["hell…"])
  }

  @Test("Text cut by numberOfLines ends its last shown line with \u{2026}")
  func lastLineEllipsis() {
    let l = label("aa bb cc", lines: 2)
    l.frame = CGRect(x: 0, y: 0, width: 20, height: 24)
    #expect(drawing(of: l).texts.map(\.0) == ["aa", "bb…"])
  }

  @Test("Multi-line drawing stacks lines one line height apart in textColor")
  func multiLineDrawing() {
    let l = label("aa bb", lines: 0)
    l.textColor = .systemRed
    l.frame = CGRect(x: 0, y: 0, width: 10, height: 24)
    let canvas = drawing(of: l)
    #expect(canvas.texts.map(\.0) == ["aa", "bb"])
    #expect(canvas.texts.map(\.1) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 12)])
    #expect(textsWithColors(canvas).allSatisfy { $0.1 == .systemRed })
  }

  @Test("Changing the text re-feeds Auto Layout: the label's frame follows")
  func textChangeUpdatesLayout() {
    withControls { context in
      let (_, root) = context.makeScreen()
      let l = context.addConstrained(label("ab"), to: root)
      NSLayoutConstraint.activate([
        l.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        l.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
      #expect(l.frame.size == CGSize(width: 10, height: 12))
      l.text = "abcdef"
      root.layoutIfNeeded()
      #expect(l.frame.size == CGSize(width: 30, height: 12))
    }
  }
}
