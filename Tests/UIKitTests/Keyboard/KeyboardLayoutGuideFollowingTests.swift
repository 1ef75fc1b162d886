import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// `keyboardLayoutGuide` follows the keyboard on screen, one layout pass per frame.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct KeyboardLayoutGuideFollowingTests {
  /// The safe area's bottom: 844 - 34.
  let safeBottom: CGFloat = 810

  /// A window with a bar sitting on the keyboard guide, as iOS 15 code pins a toolbar.
  /// Made in each test's body (see `KeyboardViewTests.setUp`).
  func setUp() -> (KeyboardFixture, UIView) {
    let fixture = KeyboardFixture()
    let bar = UIView()
    let root = fixture.root.view!
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
      bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
    ])
    fixture.window.layoutIfNeeded()
    return (fixture, bar)
  }

  func expectBarOnKeyboard(
    _ fixture: KeyboardFixture, _ bar: UIView, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let keyboardTop = fixture.keyboard.keyboardPresentationFrame.minY
    let expected = fixture.keyboardView.isHidden ? safeBottom : min(keyboardTop, safeBottom)
    // Solved frames are snapped to a 2⁻²⁰-point grid; the keyboard's frame is not.
    let grid: CGFloat = 1.0 / 1_048_576
    #expect(abs(bar.presentationFrame.maxY - expected) <= grid, comment, sourceLocation: sourceLocation)
    // The guide's frame is a model value: where the keyboard's slide ends, at once.
    let modelTop =
      fixture.keyboard.isKeyboardVisible ? min(fixture.keyboard.keyboardFrame.minY, safeBottom) : safeBottom
    let guideTop = fixture.root.view.keyboardLayoutGuide.layoutFrame.minY
    #expect(abs(guideTop - modelTop) <= grid, comment, sourceLocation: sourceLocation)
    #expect(abs(bar.frame.maxY - modelTop) <= grid, comment, sourceLocation: sourceLocation)
  }

  @Test("Hidden: the guide's top is the safe area's bottom")
  func restingHidden() {
    let (fixture, bar) = setUp()
    defer { fixture.tearDown() }
    expectBarOnKeyboard(fixture, bar)
    #expect(bar.frame.maxY == safeBottom)
  }

  @Test("Showing and hiding: the guide's top is the keyboard's on-screen top at every frame")
  func followsFrameByFrame() {
    let (fixture, bar) = setUp()
    defer { fixture.tearDown() }
    let input = fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40))
    input.becomeFirstResponder()
    var tops: [CGFloat] = []
    for frame in 1...16 {
      fixture.frames(1)
      expectBarOnKeyboard(fixture, bar, "showing, frame \(frame)")
      tops.append(bar.presentationFrame.maxY)
    }
    #expect(bar.frame.maxY == 553)
    for (a, b) in zip(tops, tops.dropFirst()) { #expect(b <= a) }
    input.resignFirstResponder()
    for frame in 1...16 {
      fixture.frames(1)
      expectBarOnKeyboard(fixture, bar, "hiding, frame \(frame)")
    }
    #expect(bar.frame.maxY == safeBottom)
  }

  @Test("Interrupted half-way, the guide turns around with the keyboard, without a jump")
  func interrupted() {
    let (fixture, bar) = setUp()
    defer { fixture.tearDown() }
    let input = fixture.addInput(CGRect(x: 20, y: 100, width: 300, height: 40))
    input.becomeFirstResponder()
    fixture.frames(5)
    let midway = bar.presentationFrame.maxY
    input.resignFirstResponder()
    #expect(bar.presentationFrame.maxY == midway)
    for frame in 1...16 {
      fixture.frames(1)
      expectBarOnKeyboard(fixture, bar, "frame \(frame)")
      #expect(bar.presentationFrame.maxY >= midway)
    }
    #expect(bar.frame.maxY == safeBottom)
  }
}
