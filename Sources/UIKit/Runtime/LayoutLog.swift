import Foundation

/// Where Auto Layout complaints go: standard error, like UIKit's console messages, and
/// a list tests can read. Each runtime has its own, so tests running side by side read
/// only their own messages; the static members speak for the current runtime's log.
@preconcurrency @MainActor
public final class LayoutLog {
  /// Every message since the last `clear()`.
  public private(set) var messages: [String] = []
  /// Whether messages also go to standard error (tests that provoke them turn it off).
  public var echoToStandardError = true

  public init() {}

  func report(_ message: String) {
    messages.append(message)
    if echoToStandardError {
      FileHandle.standardError.write(Data((message + "\n").utf8))
    }
  }

  public func clear() { messages.removeAll() }

  // MARK: The current runtime's log

  public static var messages: [String] { UIKitRuntime.current.layoutLog.messages }

  public static var echoToStandardError: Bool {
    get { UIKitRuntime.current.layoutLog.echoToStandardError }
    set { UIKitRuntime.current.layoutLog.echoToStandardError = newValue }
  }

  static func report(_ message: String) { UIKitRuntime.current.layoutLog.report(message) }

  public static func clear() { UIKitRuntime.current.layoutLog.clear() }
}
