import Foundation
import UIKit

/// Records the keyboard notifications posted for one screen, in order, from when it is
/// made until `stop()` or its release: what an app's observers would have seen. The one
/// recorder of the project's tests (`ScreenTester.recordKeyboardNotifications()` makes
/// one for a tester's screen).
///
/// Given a screen, only notifications whose object is that screen count (iOS 16.1 and
/// later post them with the keyboard's screen as the object), so a log follows its own
/// tester's keyboard even when other testers' keyboards move in the same process; with
/// none, every keyboard's count.
@preconcurrency @MainActor
public final class KeyboardNotificationLog {
  /// One notification as it arrived.
  public struct Entry: @unchecked Sendable, CustomStringConvertible {
    public let name: Notification.Name
    public let userInfo: [AnyHashable: Any]
    /// The runtime's frame time when it was posted.
    public let time: TimeInterval
    /// `UIView.inheritedAnimationDuration` inside the observer: the keyboard's animation
    /// a `UIView.animate` there joins.
    public let inheritedAnimationDuration: TimeInterval

    /// The keyboard's frame where the change ends, in screen coordinates.
    public var endFrame: CGRect? { rect(UIResponder.keyboardFrameEndUserInfoKey) }
    /// The keyboard's frame where the change begins, in screen coordinates.
    public var beginFrame: CGRect? { rect(UIResponder.keyboardFrameBeginUserInfoKey) }
    /// `keyboardIsLocalUserInfoKey`: whether this app's input brought the keyboard up.
    public var isLocal: Bool? { (userInfo[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue }
    /// The slide's duration in seconds.
    public var duration: TimeInterval? {
      (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
        ?? userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
    }

    private func rect(_ key: String) -> CGRect? {
      userInfo[key] as? CGRect
    }

    /// The name without UIKit's prefix and suffix: "WillShow", "DidChangeFrame".
    public var shortName: String {
      var name = name.rawValue
      if name.hasPrefix("UIKeyboard") { name.removeFirst("UIKeyboard".count) }
      if name.hasSuffix("Notification") { name.removeLast("Notification".count) }
      return name
    }

    public var description: String { "\(shortName) at \(time)" }
  }

  /// UIKit's six keyboard notifications.
  public static let names: [Notification.Name] = [
    UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
    UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
    UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
  ]

  public private(set) var entries: [Entry] = []
  /// Told of each entry as it is recorded.
  public var onEntry: ((Entry) -> Void)?
  private var tokens: [NSObjectProtocol] = []

  /// Starts recording the keyboard notifications of `screen` (every screen's when nil),
  /// timed on `runtime`'s clock (the current runtime's at each post when nil).
  public init(screen: UIScreen? = nil, runtime: UIKitRuntime? = nil) {
    for name in Self.names {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: screen, queue: nil) {
          [weak self] notification in
          nonisolated(unsafe) let notification = notification
          MainActor.assumeIsolated {
            let entry = Entry(
              name: notification.name, userInfo: notification.userInfo ?? [:],
              time: (runtime ?? UIKitRuntime.current).now,
              inheritedAnimationDuration: UIView.inheritedAnimationDuration)
            self?.entries.append(entry)
            self?.onEntry?(entry)
          }
        })
    }
  }

  /// The short names in order: ["WillShow", "WillChangeFrame", "DidShow", …].
  public var shortNames: [String] { entries.map(\.shortName) }

  /// The names in order.
  public var names: [Notification.Name] { entries.map(\.name) }

  /// How many `name` were posted.
  public func count(_ name: Notification.Name) -> Int { entries.filter { $0.name == name }.count }

  /// The last `name` posted.
  public func last(_ name: Notification.Name) -> Entry? { entries.last { $0.name == name } }

  /// The end frame of the last `name` posted.
  public func endFrame(_ name: Notification.Name) -> CGRect? { last(name)?.endFrame }

  /// The user info of the last `name` posted.
  public func userInfo(of name: Notification.Name) -> [AnyHashable: Any]? { last(name)?.userInfo }

  /// Forgets what was recorded so far.
  public func clear() { entries.removeAll() }

  /// Stops recording.
  public func stop() {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
    tokens.removeAll()
  }

  isolated deinit {
    stop()
  }
}

extension ScreenTester {
  /// Starts recording this window's keyboard notifications.
  public func recordKeyboardNotifications() -> KeyboardNotificationLog {
    KeyboardNotificationLog(screen: window.screen, runtime: runtime)
  }
}
