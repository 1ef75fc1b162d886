import Foundation
import Testing
import UIKit
import UIKitTesting

/// A screen in a key window of the test's own runtime (the suite's `.uikitRuntime`
/// trait), on stepped frames, driven the way the platform drives it: clicks through
/// `handleTouch`, text through `handleText`, keys through `handleKey` (all by
/// UIKitTesting's public tester). Each seed's fixture adds what it reads of its screen,
/// found through the view tree as a test outside the screen's module finds it.
@MainActor
open class ScreenFixture {
  public let window: UIWindow
  /// Drives the window as a person would.
  public private(set) lazy var tester = ScreenTester(window: window)

  public init(window: UIWindow) {
    self.window = window
  }

  /// Ends editing everywhere, lets go of the screen and takes the window off screen.
  open func tearDown() {
    Self.clearFirstResponder()
    window.rootViewController = nil
    window.resignKeyAndHide()
  }

  /// Ends editing in every window on screen, even if a delegate would refuse.
  public static func clearFirstResponder() {
    for window in UIApplication.shared.windows { window.endEditing(true) }
  }

  public var keyboard: KeyboardController { window.keyboardController }

  // MARK: Input

  /// Escape on the real keyboard: the app's way to take the keyboard down (a tap
  /// beside the fields does not, as on iOS).
  public func dismiss() {
    tester.press(.escape)
  }

  public func click(_ point: CGPoint) {
    tester.tap(at: point)
  }

  public func click(_ view: UIView) {
    let frame = view.convert(view.bounds, to: nil)
    click(CGPoint(x: frame.midX, y: frame.midY))
  }

  /// Clicks a field at its right end, so the caret lands after the last character.
  public func clickAtEnd(_ field: UITextField) {
    let frame = field.convert(field.bounds, to: nil)
    click(CGPoint(x: frame.maxX - 2, y: frame.midY))
  }

  /// Taps a key of the on-screen keyboard at the centre of its rectangle.
  public func tapKey(_ key: KeyboardView.Key, sourceLocation: SourceLocation = #_sourceLocation) {
    do { try tester.tapKey(key) } catch { Issue.record("\(error)", sourceLocation: sourceLocation) }
  }

  /// Types `text` on the on-screen keys.
  public func typeOnKeys(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    do { try tester.typeOnKeyboard(text) } catch { Issue.record("\(error)", sourceLocation: sourceLocation) }
  }

  // MARK: Time

  /// Work the screen itself scheduled, run at the start of every frame (before its
  /// animations and layout), as the app's loop drains the main queue first.
  open func runScheduledWork() {}

  /// Whether nothing more will happen without input: the runtime is settled
  /// (`UIKitRuntime.isSettled`) and so is whatever the screen schedules by itself.
  open var isSettled: Bool { window.runtime.isSettled() }

  /// Runs `count` display frames, each on an exact multiple of 1/60 s.
  public func frames(_ count: Int) {
    window.runtime.pumpFrames(count, input: { runScheduledWork() })
  }

  /// Frames until `isSettled`; returns how many ran.
  @discardableResult
  public func settle(limit: Int = 600) -> Int {
    var count = 0
    while !isSettled && count < limit {
      frames(1)
      count += 1
    }
    return count
  }

  // MARK: Reading

  /// The strings the window draws now, with their colours, whatever their opacity.
  public func drawnTexts() -> [(String, UIColor)] {
    let canvas = RecordingCanvas()
    window.render(in: canvas)
    return canvas.commands.compactMap { command in
      if case .text(let string, _, _, let color, _) = command { return (string, color) }
      return nil
    }
  }
}
