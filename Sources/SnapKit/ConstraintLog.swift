import Foundation

/// Where the DSL reports misuse that SnapKit answers with `fatalError` (an update that
/// matches no existing constraint, `equalToSuperview()` without a superview, relating
/// several attributes to different ones): here the message is logged, the offending
/// constraint is skipped, and the app keeps running.
///
/// Messages go to standard error (like UIKit's console messages), to `messages`, and to
/// `handler` when one is set, so tests can observe them.
@MainActor
public enum ConstraintLog {
  /// Every message since the last `clear()`.
  public private(set) static var messages: [String] = []
  /// Whether messages also go to standard error.
  public static var echoToStandardError = true
  /// Called with every message (a test hook).
  @_spi(Testing) public static var handler: ((String) -> Void)?

  static func report(_ message: String) {
    messages.append(message)
    handler?(message)
    if echoToStandardError {
      FileHandle.standardError.write(Data(("SnapKit: " + message + "\n").utf8))
    }
  }

  public static func clear() { messages.removeAll() }
}
