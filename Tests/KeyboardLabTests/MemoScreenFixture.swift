import Foundation
import Testing
import UIKit

@testable import KeyboardLab

/// The memo screen in a fresh key window (390×844 unless told) on a manual clock, driven as the platform
/// drives it (clicks through `handleTouch`, text through `handleText`, keys through
/// `handleKey`), with the screen's 0.1 s delay on the same clock (`MemoManualScheduler`).
///
/// Made at the start of a test's body with `defer { screen.tearDown() }` right after,
/// never in a suite's `init`: the first responder, clock, animator, screen and windows are
/// process-wide. It puts back the clock, device and key window it found.
@MainActor
final class MemoScreen {
  let window: UIWindow
  private(set) var controller: MemoViewController!
  let clock: ManualClock
  let scheduler: MemoManualScheduler
  private let savedClock: any FrameClock
  private let savedKeyWindow: UIWindow?
  private let savedDevice: DeviceProfile

  /// `makeController` builds the screen's controller with the test's scheduler.
  init(
    device: DeviceProfile = .iPhone14,
    makeController: ((MemoManualScheduler) -> MemoViewController)? = nil
  ) {
    let app = UIApplication.shared
    savedClock = app.clock
    savedKeyWindow = app.keyWindow
    savedDevice = UIScreen.main.device
    Self.clearFirstResponder()
    Animator.shared.removeAll()
    // Layout complaints are read per test: start from none.
    LayoutLog.clear()
    UIScreen.main.device = device
    clock = ManualClock()
    app.clock = clock
    scheduler = MemoManualScheduler(clock: clock)
    window = UIWindow(frame: CGRect(origin: .zero, size: device.size))
    window.safeAreaInsetsOfDevice = device.safeAreaInsets
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
    Animator.shared.removeAll()
    UIApplication.shared.clock = savedClock
    UIScreen.main.device = savedDevice
    if let savedKeyWindow, UIApplication.shared.windows.contains(where: { $0 === savedKeyWindow }) {
      savedKeyWindow.makeKey()
    }
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

  /// Whether nothing is left to happen: no animation, no scheduled work.
  var isSettled: Bool { !Animator.shared.isAnimating && !scheduler.hasPending }

  // MARK: Input

  func click(_ point: CGPoint) {
    window.handleTouch(.began, at: point)
    window.handleTouch(.ended, at: point)
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
    guard let rect = keyboard.keyRect(for: key) else {
      Issue.record(
        "no key \(key) on the \(keyboard.keyboardView.pane) pane", sourceLocation: sourceLocation)
      return
    }
    click(CGPoint(x: rect.midX, y: rect.midY))
  }

  /// Types `text` (lower-case letters and spaces) on the on-screen keys.
  func typeOnKeys(_ text: String) {
    for c in text { tapKey(c == " " ? .space : .character(String(c))) }
  }

  /// Moves the caret to the end of the text, as Command-Down does.
  func caretToEnd() {
    window.handleKey(.down, modifiers: [.command])
  }

  // MARK: Time

  /// `count` display frames, each on an exact multiple of 1/60 s; work the screen
  /// scheduled for that time runs first, as the app's loop drains the main queue first.
  func frames(_ count: Int) {
    for _ in 0..<count {
      let frame = (clock.now * 60).rounded() + 1
      clock.advance(by: frame / 60 - clock.now)
      scheduler.runDue()
      UIApplication.shared.runFrame()
    }
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
