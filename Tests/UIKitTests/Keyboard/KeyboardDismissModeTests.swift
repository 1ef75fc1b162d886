import Foundation
import Testing
import UIKitTestSupport
import UIKitTesting

@testable import UIKit

/// `UIScrollView.keyboardDismissMode` on a 390×844 window: the keyboard rests with its
/// top at 553 (844 − 291) and slides in 0.25 s (15 frames).
@MainActor
@Suite(.serialized, .uikitRuntime)
struct KeyboardDismissModeTests {
  /// A full-window scroll view with tall content, and a text input above it (not in it).
  struct Scene {
    let fixture: KeyboardFixture
    let scrollView: UIScrollView
    let input: KeyboardTestInput
    /// A view whose top is the keyboard layout guide's top.
    let follower: UIView
  }

  func scene(_ mode: UIScrollView.KeyboardDismissMode) -> Scene {
    let fixture = KeyboardFixture()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentSize = CGSize(width: 390, height: 3000)
    scrollView.keyboardDismissMode = mode
    fixture.root.view.addSubview(scrollView)
    let follower = UIView()
    follower.translatesAutoresizingMaskIntoConstraints = false
    fixture.root.view.addSubview(follower)
    NSLayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: fixture.root.view.leadingAnchor),
      follower.widthAnchor.constraint(equalToConstant: 10),
      follower.heightAnchor.constraint(equalToConstant: 10),
      follower.topAnchor.constraint(equalTo: fixture.root.view.keyboardLayoutGuide.topAnchor),
    ])
    let input = fixture.addInput(CGRect(x: 20, y: 60, width: 300, height: 40))
    fixture.tap(input)
    fixture.frames(20)
    return Scene(fixture: fixture, scrollView: scrollView, input: input, follower: follower)
  }

  func beginFrame(_ entry: KeyboardNotificationLog.Entry?) -> CGRect? {
    (entry?.userInfo[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
  }

  func endFrame(_ entry: KeyboardNotificationLog.Entry?) -> CGRect? {
    (entry?.userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
  }

  @Test(".none: a drag leaves the keyboard up")
  func none() {
    let s = scene(.none)
    defer { s.fixture.tearDown() }
    #expect(s.fixture.keyboard.keyboardFrame.minY == 553)
    let log = KeyboardNotificationLog()
    let window = s.fixture.window
    window.handleTouch(.began, at: CGPoint(x: 200, y: 300))
    window.handleTouch(.moved, at: CGPoint(x: 200, y: 700))
    window.handleTouch(.ended, at: CGPoint(x: 200, y: 700))
    s.fixture.frames(20)
    #expect(log.entries.isEmpty)
    #expect(s.input.isFirstResponder)
    #expect(s.fixture.keyboard.keyboardFrame.minY == 553)
  }

  @Test(".onDrag and .onDragWithAccessory: the keyboard hides when the drag passes the slop, not before")
  func onDrag() {
    for mode in [UIScrollView.KeyboardDismissMode.onDrag, .onDragWithAccessory] {
      let s = scene(mode)
      defer { s.fixture.tearDown() }
      let log = KeyboardNotificationLog()
      let window = s.fixture.window
      window.handleTouch(.began, at: CGPoint(x: 200, y: 300))
      // 6 points: still a tap.
      window.handleTouch(.moved, at: CGPoint(x: 200, y: 294))
      #expect(log.entries.isEmpty)
      #expect(s.input.isFirstResponder)
      // 20 points: a drag. The input resigns and the hide starts, as any hide does.
      window.handleTouch(.moved, at: CGPoint(x: 200, y: 280))
      #expect(!s.input.isFirstResponder)
      #expect(log.count(UIResponder.keyboardWillHideNotification) == 1)
      #expect(endFrame(log.last(UIResponder.keyboardWillHideNotification))?.minY == 844)
      #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 20))
      window.handleTouch(.ended, at: CGPoint(x: 200, y: 280))
      s.fixture.frames(16)
      #expect(log.count(UIResponder.keyboardDidHideNotification) == 1)
      #expect(!s.fixture.keyboard.isKeyboardVisible)
      #expect(s.fixture.keyboard.keyboardFrame.minY == 844)
    }
  }

  @Test(".interactive: from the keyboard's top the keyboard and its guide follow the finger, silently")
  func interactiveFollows() {
    let s = scene(.interactive)
    defer { s.fixture.tearDown() }
    let log = KeyboardNotificationLog()
    let window = s.fixture.window
    let keyboard = s.fixture.keyboard
    #expect(s.follower.frame.minY == 553)
    window.handleTouch(.began, at: CGPoint(x: 200, y: 300))
    // Above the keyboard the drag only scrolls.
    window.handleTouch(.moved, at: CGPoint(x: 200, y: 500))
    #expect(keyboard.keyboardFrame.minY == 553)
    // Past its top the keyboard's top is the finger's.
    window.handleTouch(.moved, at: CGPoint(x: 200, y: 600))
    #expect(keyboard.keyboardFrame == CGRect(x: 0, y: 600, width: 390, height: 291))
    s.fixture.frames(1)
    #expect(s.follower.frame.minY == 600)
    window.handleTouch(.moved, at: CGPoint(x: 200, y: 700))
    s.fixture.frames(1)
    #expect(keyboard.keyboardFrame.minY == 700)
    #expect(keyboard.keyboardPresentationFrame.minY == 700)
    #expect(s.follower.frame.minY == 700)
    // Back above its resting top the keyboard stops there.
    window.handleTouch(.moved, at: CGPoint(x: 200, y: 400))
    s.fixture.frames(1)
    #expect(keyboard.keyboardFrame.minY == 553)
    #expect(s.follower.frame.minY == 553)
    // Not a notification all along, and the input still edits.
    #expect(log.entries.isEmpty)
    #expect(s.input.isFirstResponder)
    // Released where it rests: nothing happens.
    window.handleTouch(.ended, at: CGPoint(x: 200, y: 400))
    s.fixture.frames(20)
    #expect(log.entries.isEmpty)
    #expect(keyboard.keyboardFrame.minY == 553)
  }

  @Test(".interactive: released moving down, the keyboard hides from where the finger left it")
  func interactiveReleaseDown() {
    for mode in [UIScrollView.KeyboardDismissMode.interactive, .interactiveWithAccessory] {
      let s = scene(mode)
      defer { s.fixture.tearDown() }
      let log = KeyboardNotificationLog()
      let window = s.fixture.window
      window.handleTouch(.began, at: CGPoint(x: 200, y: 300))
      window.handleTouch(.moved, at: CGPoint(x: 200, y: 640))
      window.handleTouch(.moved, at: CGPoint(x: 200, y: 620))
      window.handleTouch(.moved, at: CGPoint(x: 200, y: 650))
      s.fixture.frames(1)
      #expect(log.entries.isEmpty)
      window.handleTouch(.ended, at: CGPoint(x: 200, y: 650))
      #expect(!s.input.isFirstResponder)
      let willHide = log.last(UIResponder.keyboardWillHideNotification)
      #expect(log.count(UIResponder.keyboardWillHideNotification) == 1)
      #expect(beginFrame(willHide) == CGRect(x: 0, y: 650, width: 390, height: 291))
      #expect(endFrame(willHide) == CGRect(x: 0, y: 844, width: 390, height: 291))
      #expect(log.count(UIResponder.keyboardWillShowNotification) == 0)
      s.fixture.frames(16)
      #expect(log.count(UIResponder.keyboardDidHideNotification) == 1)
      #expect(s.fixture.keyboard.keyboardFrame.minY == 844)
      // Hidden, the guide is back at the safe area's bottom, 844 − 34.
      #expect(s.follower.frame.minY == 810)
    }
  }

  @Test(".interactive: released moving up, the keyboard slides back up with will-show and did-show")
  func interactiveReleaseUp() {
    let s = scene(.interactive)
    defer { s.fixture.tearDown() }
    let log = KeyboardNotificationLog()
    let window = s.fixture.window
    window.handleTouch(.began, at: CGPoint(x: 200, y: 300))
    window.handleTouch(.moved, at: CGPoint(x: 200, y: 700))
    window.handleTouch(.moved, at: CGPoint(x: 200, y: 680))
    window.handleTouch(.ended, at: CGPoint(x: 200, y: 680))
    #expect(s.input.isFirstResponder)
    let willShow = log.last(UIResponder.keyboardWillShowNotification)
    #expect(log.count(UIResponder.keyboardWillShowNotification) == 1)
    #expect(beginFrame(willShow) == CGRect(x: 0, y: 680, width: 390, height: 291))
    #expect(endFrame(willShow) == CGRect(x: 0, y: 553, width: 390, height: 291))
    #expect(log.count(UIResponder.keyboardWillHideNotification) == 0)
    // Half-way through the slide it is between the two; at the end it rests again.
    s.fixture.frames(7)
    let mid = s.fixture.keyboard.keyboardPresentationFrame.minY
    #expect(mid > 553 && mid < 680)
    s.fixture.frames(9)
    #expect(log.count(UIResponder.keyboardDidShowNotification) == 1)
    #expect(s.fixture.keyboard.keyboardFrame.minY == 553)
    #expect(s.follower.frame.minY == 553)
  }
}
