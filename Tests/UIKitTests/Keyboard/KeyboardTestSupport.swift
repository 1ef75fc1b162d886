import Foundation
import Testing

@testable import UIKit

/// A minimal text input, independent of `UITextField`'s own editing rules: it becomes
/// first responder when tapped and appends what it is given.
@MainActor
class KeyboardTestInput: UIView, UIKeyInput, UITextInputTraits {
  var text = ""
  var returnKeyType: UIReturnKeyType = .default
  var isSecureTextEntry = false

  var hasText: Bool { !text.isEmpty }
  override var canBecomeFirstResponder: Bool { true }

  func insertText(_ text: String) { self.text += text }

  func deleteBackward() {
    if !text.isEmpty { text.removeLast() }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    becomeFirstResponder()
  }
}

/// A text input that handles editing keys itself, recording what it was offered.
@MainActor
final class KeyboardTestKeyHandlingInput: KeyboardTestInput, EditingKeyHandling {
  var offered: [KeyboardKey] = []
  var handledKeys: Set<KeyboardKeyName> = []

  func handleEditingKey(_ key: KeyboardKey, modifiers: KeyModifiers) -> Bool {
    offered.append(key)
    return handledKeys.contains(KeyboardKeyName(key))
  }
}

/// `KeyboardKey` is Equatable but not Hashable; tests key sets by name.
struct KeyboardKeyName: Hashable {
  let name: String
  init(_ key: KeyboardKey) { name = "\(key)" }
}

/// Records every keyboard notification (and the animation context it arrived in)
/// until it is deallocated.
@MainActor
final class KeyboardNotificationLog {
  struct Entry {
    let name: Notification.Name
    let userInfo: [AnyHashable: Any]
    let time: TimeInterval
    /// `UIView.inheritedAnimationDuration` inside the observer.
    let inheritedDuration: TimeInterval
  }

  static let allNames: [Notification.Name] = [
    UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
    UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
    UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
  ]

  private(set) var entries: [Entry] = []
  private var tokens: [NSObjectProtocol] = []

  init() {
    for name in Self.allNames {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
          [weak self] notification in
          nonisolated(unsafe) let notification = notification
          MainActor.assumeIsolated {
            self?.entries.append(
              Entry(
                name: notification.name, userInfo: notification.userInfo ?? [:],
                time: UIApplication.shared.clock.now,
                inheritedDuration: UIView.inheritedAnimationDuration))
          }
        })
    }
  }

  isolated deinit {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
  }

  var names: [Notification.Name] { entries.map(\.name) }

  func count(_ name: Notification.Name) -> Int { entries.filter { $0.name == name }.count }

  func last(_ name: Notification.Name) -> Entry? { entries.last { $0.name == name } }

  func clear() { entries.removeAll() }
}

/// A fresh 390×844 key window with a plain root view: the keyboard's window.
///
/// Made at the start of a test's body and torn down by a `defer` right after, never in a
/// suite's `init`: Swift Testing may run another suite's test between a suite's `init`
/// and its test method, and the first responder, the clock, the animator and the
/// windows are process-wide. Like `withUIKit` (UIKitTestSandbox.swift) it puts back the
/// clock, the device and the key window it found, and hides only its own window, so it
/// does not disturb a suite of another engineer that is between its `init` and body.
@MainActor
final class KeyboardFixture {
  let window: UIWindow
  let root: UIViewController
  private let savedClock: any FrameClock
  private let savedDevice: DeviceProfile
  private let savedKeyWindow: UIWindow?

  init() {
    let app = UIApplication.shared
    savedClock = app.clock
    savedDevice = UIScreen.main.device
    savedKeyWindow = app.keyWindow
    Self.clearFirstResponder()
    Animator.shared.removeAll()
    app.clock = ManualClock()
    UIScreen.main.device = .iPhone14
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
  }

  /// Call in a `defer` right after making the fixture.
  func tearDown() {
    Self.clearFirstResponder()
    window.resignKeyAndHide()
    Animator.shared.removeAll()
    UIScreen.main.device = savedDevice
    UIApplication.shared.clock = savedClock
    if let savedKeyWindow, UIApplication.shared.windows.contains(where: { $0 === savedKeyWindow }) {
      savedKeyWindow.makeKey()
    }
  }

  static func clearFirstResponder() {
    if let responder = FirstResponderTracking.current { FirstResponderTracking.clear(responder) }
  }

  var keyboard: KeyboardController { window.keyboardController }
  var keyboardView: KeyboardView { keyboard.keyboardView }

  /// Adds a test input at `frame` to the root view.
  @discardableResult
  func addInput(_ frame: CGRect, _ input: KeyboardTestInput = KeyboardTestInput())
    -> KeyboardTestInput
  {
    input.frame = frame
    root.view.addSubview(input)
    return input
  }

  func tap(_ point: CGPoint) {
    window.handleTouch(.began, at: point)
    window.handleTouch(.ended, at: point)
  }

  func tap(_ view: UIView) {
    let frame = view.convert(view.bounds, to: nil)
    tap(CGPoint(x: frame.midX, y: frame.midY))
  }

  /// Taps a key of the on-screen keyboard at the centre of its rectangle.
  func tapKey(_ key: KeyboardView.Key, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let rect = keyboard.keyRect(for: key) else {
      Issue.record("no key \(key) on the \(keyboardView.pane) pane", sourceLocation: sourceLocation)
      return
    }
    tap(CGPoint(x: rect.midX, y: rect.midY))
  }

  func type(_ text: String) {
    for c in text { tapKey(c == " " ? .space : .character(String(c))) }
  }

  func frames(_ count: Int) { advanceExactFrames(count) }
}

/// Runs `count` display frames, each landing exactly on a multiple of 1/60 s.
///
/// `UIApplication.advance(frames:)` adds 1/60 to the clock each frame, and fifteen such
/// additions make 0.24999999999999997, not 0.25, so an animation of 0.25 s would end a
/// frame late. Stepping to `k / 60` keeps "after 15 frames the keyboard is up" exact.
@MainActor
func advanceExactFrames(_ count: Int) {
  guard let clock = UIApplication.shared.clock as? ManualClock else { return }
  for _ in 0..<count {
    let frame = (clock.now * 60).rounded() + 1
    // target - now is exact here (Sterbenz), so now lands exactly on frame / 60.
    clock.advance(by: frame / 60 - clock.now)
    UIApplication.shared.runFrame()
  }
}
