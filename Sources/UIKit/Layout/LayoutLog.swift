import Foundation

/// Where Auto Layout complaints go: standard error, like UIKit's console messages, and
/// a list tests can read.
@MainActor
public enum LayoutLog {
  /// Every message since the last `clear()`.
  public private(set) static var messages: [String] = []
  /// Whether messages also go to standard error (tests that provoke them turn it off).
  public static var echoToStandardError = true

  static func report(_ message: String) {
    messages.append(message)
    if echoToStandardError {
      FileHandle.standardError.write(Data((message + "\n").utf8))
    }
  }

  public static func clear() { messages.removeAll() }
}
