import Foundation
import Testing
import UIKit
import UIKitTesting

@testable import KeyboardAudit
@testable import KeyboardLab
@testable import SeedScreens

/// The memo screen in a fresh key window (390×844 unless told) of the test's own runtime
/// (the suite's `.uikitRuntime` trait) on stepped frames, driven as the platform drives
/// it (clicks through `handleTouch`, text through `handleText`, keys through
/// `handleKey`), with the screen's 0.1 s delay on the same frame time
/// (`MemoManualScheduler`).
@MainActor
final class MemoScreen {
  let window: UIWindow
  /// Drives the window as a person would (UIKitTesting's public tester).
  lazy var tester = ScreenTester(window: window)
  private(set) var controller: MemoViewController!
  let scheduler: MemoManualScheduler

  /// `makeController` builds the screen's controller with the test's scheduler.
  init(
    device: DeviceProfile = .iPhone14,
    makeController: ((MemoManualScheduler) -> MemoViewController)? = nil
  ) {
    let runtime = UIKitRuntime.current
    runtime.layoutLog.echoToStandardError = false
    runtime.mainScreen.device = device
    scheduler = MemoManualScheduler(runtime: runtime)
    window = UIWindow(screen: runtime.mainScreen)
    controller = makeController?(scheduler) ?? MemoViewController(scheduler: scheduler)
    window.rootViewController = controller
    window.makeKeyAndVisible()
  }

  func tearDown() {
    Self.clearFirstResponder()
    window.rootViewController = nil
    window.resignKeyAndHide()
    controller = nil
    scheduler.removeAll()
  }

  /// Lets go of the controller (for lifetime tests): the window shows an empty one.
  func releaseController() {
    window.rootViewController = UIViewController()
    controller = nil
  }

  static func clearFirstResponder() {
    for window in UIApplication.shared.windows { window.endEditing(true) }
  }

  // MARK: What tests read

  var keyboard: KeyboardController { window.keyboardController }
  var textView: UITextView { controller.textView }
  var scrollView: UIScrollView { controller.scrollView }
  var wrapper: PassThroughView { controller.keyboardWrapperView }
  var spacer: UIView { controller.interSpacerView }
  var button: UIButton { controller.button }
  var text: String { textView.text }

  /// The wrapper's height constraint (SnapKit's, priority high) and its constant.
  var wrapperHeightConstraint: NSLayoutConstraint? {
    wrapper.constraints.first { $0.firstItem === wrapper && $0.firstAttribute == .height }
  }
  var wrapperConstant: CGFloat? { wrapperHeightConstraint?.constant }

  /// The Save button in window coordinates (the scroll offset included).
  var buttonInWindow: CGRect { button.convert(button.bounds, to: nil) }

  /// The keyboard's top in window coordinates where it rests (844 when it is down).
  var keyboardTop: CGFloat {
    keyboard.isKeyboardVisible ? keyboard.keyboardFrame.minY : window.bounds.height
  }

  /// The runtime's settled (`UIKitRuntime.isSettled`), and nothing left on the screen's
  /// own scheduler, which stands in for the main queue here.
  var isSettled: Bool { window.runtime.isSettled() && !scheduler.hasPending }

  // MARK: Input

  /// Escape on the real keyboard: the app's way to take the keyboard down (a tap
  /// beside the fields does not, as on iOS).
  func dismiss() {
    tester.press(.escape)
  }

  func click(_ point: CGPoint) {
    tester.tap(at: point)
  }

  func click(_ view: UIView) {
    let frame = view.convert(view.bounds, to: nil)
    click(CGPoint(x: frame.midX, y: frame.midY))
  }

  /// A point beside the text view (in the scroll view's left margin): nothing editable
  /// there, so a click takes the keyboard down.
  var outside: CGPoint {
    let frame = textView.convert(textView.bounds, to: nil)
    return CGPoint(x: 12, y: frame.minY + 40)
  }

  func tapKey(_ key: KeyboardView.Key, sourceLocation: SourceLocation = #_sourceLocation) {
    do { try tester.tapKey(key) } catch { Issue.record("\(error)", sourceLocation: sourceLocation) }
  }

  /// Types `text` on the on-screen keys.
  func typeOnKeys(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    do { try tester.typeOnKeyboard(text) } catch { Issue.record("\(error)", sourceLocation: sourceLocation) }
  }

  /// Moves the caret to the end of the text, as Command-Down does.
  func caretToEnd() {
    window.handleKey(.down, modifiers: [.command])
  }

  // MARK: Time

  /// `count` display frames, each on an exact multiple of 1/60 s; work the screen
  /// scheduled for that time runs first, as the app's loop drains the main queue first.
  func frames(_ count: Int) {
    window.runtime.pumpFrames(count, input: { scheduler.runDue() })
  }

  /// Frames until nothing animates and nothing is scheduled; returns how many ran.
  @discardableResult
  func settle(limit: Int = 600) -> Int {
    var count = 0
    while !isSettled && count < limit {
      frames(1)
      count += 1
    }
    return count
  }
}
