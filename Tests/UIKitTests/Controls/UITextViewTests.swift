import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// Text views use a 10-point font: ASCII graphemes 5 wide, lines 12 high, inside UIKit's
/// default container inset (8 top and bottom, 5 at the sides).
@Suite("UITextView", .serialized, .uikitRuntime)
@MainActor
struct UITextViewTests {
  final class Delegate: UITextViewDelegate {
    var calls: [String] = []
    var shouldBegin = true
    var shouldChange = true

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      calls.append("shouldBegin")
      return shouldBegin
    }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
      calls.append("shouldEnd")
      return true
    }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
      calls.append("shouldChange(\(text == "\n" ? "\\n" : text))@\(range.location),\(range.length)")
      return shouldChange
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
  }

  /// Seed 004's limit, written the UIKit way: refuse an edit whose result would exceed
  /// 700 characters (Swift Characters: what the user counts).
  final class SevenHundredLimit: UITextViewDelegate {
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
      let current = textView.text ?? ""
      guard let r = Range(range, in: current) else { return false }
      return current.replacingCharacters(in: r, with: text).count <= 700
    }
  }

  func makeView(width: CGFloat = 40, height: CGFloat = 200) -> UITextView {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    view.font = .systemFont(ofSize: 10)
    // At the window's top it overlaps the status band, which `.automatic` adds to the
    // insets of scrollable content; these tests are about the text view itself.
    view.contentInsetAdjustmentBehavior = .never
    return hostInWindow(view)
  }

  func caretFills(_ view: UITextView) -> [CGRect] {
    fills(drawing(of: view), color: .systemBlue).filter { $0.width == 2 }
  }

  // MARK: Wrapping and drawing

  @Test("Text wraps at word boundaries inside the container inset (5 at the sides, 8 at the top)")
  func wrapsAtWords() {
    let view = makeView()  // 30 points of text width
    view.text = "hello world"
    let texts = drawing(of: view).texts
    #expect(texts.map(\.0) == ["hello ", "world"])
    #expect(texts.map(\.1) == [CGPoint(x: 5, y: 8), CGPoint(x: 5, y: 20)])
  }

  /// iOS's text view measures its text in `sizeThatFits` whether or not it scrolls: the
  /// growing-text-view recipe measures past its cap and turns scrolling on there. At
  /// 10 points a character is 5 wide and a line 12 high; the sides take 2 × 5, the top
  /// and bottom 2 × 8.
  @Test("sizeThatFits measures the text at the width asked, scrolling or not")
  func sizeThatFitsMeasuresTheText() {
    let view = makeView()
    view.text = "hello world hello world"
    for scrolls in [true, false] {
      view.isScrollEnabled = scrolls
      let unbounded = CGFloat.greatestFiniteMagnitude
      // 30 points of text: "hello ", "world ", "hello ", "world".
      #expect(view.sizeThatFits(CGSize(width: 40, height: unbounded)) == CGSize(width: 40, height: 4 * 12 + 16))
      // 60 points: "hello world ", "hello world".
      #expect(view.sizeThatFits(CGSize(width: 70, height: 30)) == CGSize(width: 70, height: 2 * 12 + 16))
      // No width: one line of 23 characters.
      #expect(
        view.sizeThatFits(CGSize(width: unbounded, height: unbounded)) == CGSize(width: 23 * 5 + 10, height: 12 + 16))
    }
  }

  @Test("Line breaks in the text always start a new line")
  func lineBreaks() {
    let view = makeView(width: 200)
    view.text = "a\n\nb"
    let texts = drawing(of: view).texts
    #expect(texts.map(\.0) == ["a", "b"])
    #expect(texts.map(\.1.y) == [8, 32])
  }

  @Test("Text views clip to their bounds (as a scroll view): lines below the bottom are not visible")
  func clipsToBounds() {
    let view = makeView(width: 200, height: 30)  // lines at 8, 20 (partly shown), 32
    view.text = "1\n2\n3\n4"
    #expect(view.clipsToBounds)
    #expect(drawing(of: view).visibleTexts.map(\.0) == ["1", "2"])
  }

  // MARK: Delegate

  @Test("Becoming first responder asks textViewShouldBeginEditing; false refuses, true tells didBeginEditing")
  func beginEditing() {
    withControls { _ in
      let view = makeView()
      let delegate = Delegate()
      view.delegate = delegate
      delegate.shouldBegin = false
      #expect(!view.becomeFirstResponder())
      delegate.shouldBegin = true
      #expect(view.becomeFirstResponder())
      #expect(view.resignFirstResponder())
      #expect(delegate.calls == ["shouldBegin", "shouldBegin", "didBegin", "shouldEnd", "didEnd"])
    }
  }

  @Test("An edit asks shouldChangeTextIn (UTF-16 range) first and tells textViewDidChange after")
  func editThroughDelegate() {
    withControls { _ in
      let view = makeView()
      let delegate = Delegate()
      view.delegate = delegate
      view.text = "👍🏽"
      view.insertText("a")
      view.deleteBackward()
      #expect(delegate.calls == ["shouldChange(a)@4,0", "didChange", "shouldChange()@4,1", "didChange"])
    }
  }

  @Test("A refused edit changes nothing and tells no textViewDidChange")
  func refusedEdit() {
    withControls { _ in
      let view = makeView()
      let delegate = Delegate()
      delegate.shouldChange = false
      view.delegate = delegate
      view.text = "ab"
      view.insertText("c")
      _ = view.handleEditingKey(.enter, modifiers: [])
      #expect(view.text == "ab")
      #expect(!delegate.calls.contains("didChange"))
    }
  }

  @Test("Setting text in code asks and tells the delegate nothing")
  func programmaticText() {
    withControls { _ in
      let view = makeView()
      let delegate = Delegate()
      view.delegate = delegate
      view.text = "hello"
      #expect(delegate.calls.isEmpty)
      #expect(view.caretOffset == 5)
    }
  }

  @Test("Return inserts \"\\n\", offered to shouldChangeTextIn like any text")
  func returnInsertsNewline() {
    withControls { _ in
      let view = makeView(width: 200)
      let delegate = Delegate()
      view.delegate = delegate
      view.becomeFirstResponder()
      view.insertText("ab")
      #expect(view.handleEditingKey(.enter, modifiers: []))
      view.insertText("c")
      #expect(view.text == "ab\nc")
      #expect(delegate.calls.contains("shouldChange(\\n)@2,0"))
      #expect(view.isFirstResponder)
    }
  }

  @Test("Seed 004's 700-character limit through shouldChangeTextIn: the 701st character is refused")
  func sevenHundredLimit() {
    withControls { _ in
      let view = makeView(width: 300, height: 400)
      let limit = SevenHundredLimit()
      view.delegate = limit
      view.becomeFirstResponder()
      for _ in 0..<699 { view.insertText("a") }
      #expect(view.text.count == 699)
      // An emoji with a skin tone is one Character (four UTF-16 units): it fits.
      view.insertText("👍🏽")
      #expect(view.text.count == 700)
      view.insertText("b")
      _ = view.handleEditingKey(.enter, modifiers: [])
      #expect(view.text.count == 700)
      #expect(view.text.hasSuffix("a👍🏽"))
      // Deleting makes room again; a paste that would overflow is refused whole.
      view.deleteBackward()
      view.insertText("xy")
      #expect(view.text.count == 699)
      view.insertText("한")
      #expect(view.text.count == 700)
      #expect(view.text.hasSuffix("a한"))
    }
  }

  @Test("A delegate that rewrites the text itself and returns false keeps its text")
  func delegateRewrites() {
    final class Uppercaser: UITextViewDelegate {
      func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        guard let r = Range(range, in: textView.text) else { return false }
        textView.text = textView.text.replacingCharacters(in: r, with: text.uppercased())
        return false
      }
    }
    withControls { _ in
      let view = makeView()
      let delegate = Uppercaser()
      view.delegate = delegate
      view.insertText("a")
      view.insertText("b")
      #expect(view.text == "AB")
    }
  }

  // MARK: Caret movement

  @Test("Up and Down move by drawn line, keeping the column; Home and End go to the line's ends")
  func lineMovement() {
    withControls { _ in
      let view = makeView(width: 200)
      view.text = "abcdef\nab\nabcdef"
      view.becomeFirstResponder()
      view.caretOffset = 4
      _ = view.handleEditingKey(.down, modifiers: [])
      #expect(view.caretOffset == 9)
      _ = view.handleEditingKey(.down, modifiers: [])
      #expect(view.caretOffset == 14)
      _ = view.handleEditingKey(.home, modifiers: [])
      #expect(view.caretOffset == 10)
      _ = view.handleEditingKey(.up, modifiers: [])
      #expect(view.caretOffset == 7)
      _ = view.handleEditingKey(.end, modifiers: [])
      #expect(view.caretOffset == 9)
      _ = view.handleEditingKey(.up, modifiers: [])
      _ = view.handleEditingKey(.up, modifiers: [])
      #expect(view.caretOffset == 0)
      #expect(!view.handleEditingKey(.tab, modifiers: []))
    }
  }

  @Test("Up and Down follow wrapped lines, not just paragraphs")
  func wrappedLineMovement() {
    withControls { _ in
      let view = makeView()  // "hello " | "world"
      view.text = "hello world"
      view.becomeFirstResponder()
      view.caretOffset = 2
      _ = view.handleEditingKey(.down, modifiers: [])
      #expect(view.caretOffset == 8)
    }
  }

  @Test("The caret is a 2-point tint bar at its line's position, and blinks like the field's")
  func caretDrawingAndBlink() {
    withControls { context in
      let view = makeView(width: 200)
      view.text = "ab\ncd"
      view.becomeFirstResponder()
      view.caretOffset = 4
      #expect(caretFills(view) == [CGRect(x: 10, y: 20, width: 2, height: 12)])
      context.frames(35)
      #expect(caretFills(view).isEmpty)
      context.frames(30)
      #expect(caretFills(view).count == 1)
      view.resignFirstResponder()
      #expect(caretFills(view).isEmpty)
    }
  }

  // MARK: Scrolling

  @Test("Typing past the bottom scrolls the content (bounds.origin.y) so the caret stays visible")
  func scrollsToCaret() {
    withControls { _ in
      let view = makeView(width: 200, height: 50)
      view.becomeFirstResponder()
      for i in 0..<10 {
        if i > 0 { view.insertText("\n") }
        view.insertText("line")
      }
      // Ten lines: content 10 × 12 + 8 + 8 = 136; the caret's line ends at 8 + 120, and
      // with the bottom inset below it the offset is 136 - 50.
      #expect(view.contentOffset.y == 86)
      #expect(view.bounds.origin.y == 86)
      #expect(view.contentSize.height == 136)
      let canvas = drawing(of: view)
      // Drawn in the superview's coordinates: the caret's line is inside the view.
      let caret = fills(canvas, color: .systemBlue).first
      #expect(caret.map { $0.minY >= 0 && $0.maxY <= 50 } == true)
      #expect(canvas.visibleTexts.last?.0 == "line")
      #expect(canvas.visibleTexts.last?.1.y == 30)  // 8 + 108 - 86
    }
  }

  @Test("Moving the caret back to the top scrolls back to offset 0")
  func scrollsBackUp() {
    withControls { _ in
      let view = makeView(width: 200, height: 50)
      view.becomeFirstResponder()
      view.insertText("1\n2\n3\n4\n5\n6")
      #expect(view.contentOffset.y > 0)
      _ = view.handleEditingKey(.up, modifiers: [.command])
      #expect(view.caretOffset == 0)
      #expect(view.contentOffset.y == 0)
    }
  }

  @Test("Deleting lines clamps the scroll offset to the shorter content")
  func clampsAfterDeletion() {
    withControls { _ in
      let view = makeView(width: 200, height: 50)
      view.becomeFirstResponder()
      view.insertText("1\n2\n3\n4\n5\n6")
      for _ in 0..<8 { view.deleteBackward() }
      #expect(view.text == "1\n2")
      #expect(view.contentOffset.y == 0)
    }
  }

  @Test("The mouse wheel scrolls within the content and reports false at an edge")
  func wheel() {
    let view = makeView(width: 200, height: 50)
    view.text = "1\n2\n3\n4\n5\n6"  // content 6 × 12 + 16 = 88: at most 38
    #expect(view.handleScroll(deltaX: 0, deltaY: 30))
    #expect(view.contentOffset.y == 30)
    #expect(view.handleScroll(deltaX: 0, deltaY: 30))
    #expect(view.contentOffset.y == 38)
    #expect(!view.handleScroll(deltaX: 0, deltaY: 10))
  }

  // MARK: Taps

  @Test("A tap makes the view first responder and puts the caret at the tapped grapheme boundary")
  func tapPlacesCaret() {
    withControls { _ in
      let view = makeView(width: 200)
      view.text = "abcdef\n한글ab"
      tap(view, at: CGPoint(x: 5 + 12, y: 8 + 3))
      #expect(view.isFirstResponder)
      #expect(view.caretOffset == 2)
      // Second line: boundaries at x 0, 10, 20, 25, 30 (from x 5).
      tap(view, at: CGPoint(x: 5 + 14, y: 8 + 12 + 6))
      #expect(view.caretOffset == 8)
    }
  }

  @Test("A tap on scrolled content places the caret in content coordinates")
  func tapWhenScrolled() {
    withControls { _ in
      let view = makeView(width: 200, height: 50)
      view.text = "1\n2\n3\n4\n5\nabc"
      view.contentOffset = CGPoint(x: 0, y: 38)
      // The last line (y 8 + 60) is drawn at 68 - 38 = 30 in the view; tap after "a".
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      window.addSubview(view)
      let t = UITouch(phase: .began, view: view, window: window, location: CGPoint(x: 5 + 6, y: 35), timestamp: 0)
      view.touchesBegan([t], with: nil)
      view.touchesEnded([t], with: nil)
      #expect(view.caretOffset == 11)
      window.removeFromSuperview()
    }
  }

  @Test("A non-editable text view does not become first responder on a tap")
  func notEditable() {
    withControls { _ in
      let view = makeView()
      view.isEditable = false
      tap(view, at: CGPoint(x: 10, y: 10))
      #expect(!view.isFirstResponder)
    }
  }

  // MARK: Misc

  @Test("selectedRange is the caret in UTF-16 units, as UIKit's")
  func selectedRange() {
    let view = makeView()
    view.text = "👍🏽ab"
    #expect(view.selectedRange == NSRange(location: 6, length: 0))
    view.selectedRange = NSRange(location: 4, length: 0)
    #expect(view.caretOffset == 1)
  }

  @Test("With isScrollEnabled false the intrinsic height is the text's, so Auto Layout grows the view")
  func selfSizing() {
    let view = makeView(width: 200)
    view.isScrollEnabled = false
    view.text = "a\nb\nc"
    #expect(view.intrinsicContentSize.height == 52)  // 3 lines of 12 + 8 + 8
    #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
  }

  @Test("Text typed into a text view during an animation is kept, in order")
  func typingDuringAnimation() {
    withControls { context in
      let (_, root) = context.makeScreen()
      let view = makeView(width: 200, height: 100)
      root.addSubview(view)
      view.becomeFirstResponder()
      UIView.animate(withDuration: 0.3) { view.frame.origin.y = 300 }
      let typed = ["가", "나", "\n", "👨‍👩‍👧", "d"]
      for piece in typed {
        (UIApplication.shared.keyWindow?.firstResponder as? UIKeyInput)?.insertText(piece)
        context.frames(2)
      }
      #expect(UIKitRuntime.current.animator.isAnimating)
      context.frames(30)
      #expect(view.text == typed.joined())
    }
  }
}
