import Foundation
@_spi(Lab) import KeyboardAudit
import UIKit
import UIKitTesting

/// The lab's console: each keyboard notification of the phone's screen as it is posted,
/// with its frame time and userInfo, and each change of the first responder among the
/// phone's text inputs, in order, as Xcode's console would print them.
@MainActor
public final class LabNotificationLog {
  public struct Entry: @unchecked Sendable, Equatable {
    public enum Kind: Equatable {
      /// A keyboard notification, and its userInfo.
      case keyboard(Notification.Name, [String: String])
      /// A text input began editing (its name), or the last one ended and none did.
      case firstResponder(String?)
    }

    /// The frame time it happened at.
    public let time: TimeInterval
    public let kind: Kind

    /// "WillShow" for `UIKeyboardWillShowNotification`; "FirstResponder" otherwise.
    public var shortName: String {
      guard case .keyboard(let name, _) = kind else { return "FirstResponder" }
      var text = name.rawValue
      if text.hasPrefix("UIKeyboard") { text.removeFirst("UIKeyboard".count) }
      if text.hasSuffix("Notification") { text.removeLast("Notification".count) }
      return text
    }

    /// The panel's line: the short name, and the end frame and duration.
    public var shortLine: String {
      let stamp = String(format: "%6.3f", time)
      switch kind {
      case .keyboard(_, let info):
        let end = info["end"].map { " end \($0)" } ?? ""
        let duration = info["duration"].map { " \($0) s" } ?? ""
        return "\(stamp)  \(shortName)\(end)\(duration)"
      case .firstResponder(let name):
        return "\(stamp)  first responder: \(name ?? "none")"
      }
    }

    /// One line of the console: time, name, and the userInfo or the responder.
    public var line: String {
      let stamp = String(format: "%7.3f", time)
      switch kind {
      case .keyboard(let name, let info):
        let keys = info.keys.sorted().map { "\($0)=\(info[$0]!)" }.joined(separator: " ")
        return "\(stamp)  \(name.rawValue)  \(keys)"
      case .firstResponder(let name):
        return "\(stamp)  first responder: \(name ?? "none")"
      }
    }
  }

  public private(set) var entries: [Entry] = []
  /// Entries added so far, including those dropped past `capacity`.
  public private(set) var appendedCount = 0
  /// Told of each entry as it is added (the panel's list, the timeline's marks).
  public var onAppend: ((Entry) -> Void)?
  /// Entries kept; the oldest go first.
  public static let capacity = 500
  private var tokens: [NSObjectProtocol] = []
  private let phone: UIWindow
  /// The phone's screen's keyboard notifications, recorded by UIKitTesting's log.
  private let keyboardLog: KeyboardNotificationLog

  /// The keys of the userInfo, shortened as the console shows them.
  static let userInfoKeys: [(key: String, label: String)] = [
    (UIResponder.keyboardFrameBeginUserInfoKey, "begin"), (UIResponder.keyboardFrameEndUserInfoKey, "end"),
    (UIResponder.keyboardAnimationDurationUserInfoKey, "duration"),
    (UIResponder.keyboardAnimationCurveUserInfoKey, "curve"), (UIResponder.keyboardIsLocalUserInfoKey, "isLocal"),
  ]

  public init(phone: UIWindow) {
    self.phone = phone
    let center = NotificationCenter.default
    keyboardLog = KeyboardNotificationLog(screen: phone.screen, runtime: phone.runtime)
    keyboardLog.onEntry = { [weak self] entry in self?.keyboard(entry) }
    for (name, begins) in [
      (UITextField.textDidBeginEditingNotification, true), (UITextField.textDidEndEditingNotification, false),
      (UITextView.textDidBeginEditingNotification, true), (UITextView.textDidEndEditingNotification, false),
    ] {
      tokens.append(
        center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
          nonisolated(unsafe) let input = notification.object as? UIView
          MainActor.assumeIsolated { self?.editing(input, begins: begins) }
        })
    }
  }

  isolated deinit {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
  }

  private func keyboard(_ notification: KeyboardNotificationLog.Entry) {
    keyboardLog.clear()
    let info = notification.userInfo
    var shown: [String: String] = [:]
    for (key, label) in Self.userInfoKeys {
      guard let value = info[key] else { continue }
      shown[label] = Self.describe(value, asBool: key == UIResponder.keyboardIsLocalUserInfoKey)
    }
    flushEnd()
    append(Entry(time: notification.time, kind: .keyboard(notification.name, shown)))
  }

  /// When the last input's editing ended with none begun yet: held back, since a switch
  /// between fields ends one before it begins the next, and that is no "none".
  private var pendingEnd: TimeInterval?

  private func editing(_ input: UIView?, begins: Bool) {
    guard let input, input.window === phone else { return }
    if begins {
      pendingEnd = nil
      append(Entry(time: phone.runtime.now, kind: .firstResponder(AuditInput.baseName(of: input))))
    } else if !(phone.firstResponder is UITextField || phone.firstResponder is UITextView) {
      pendingEnd = phone.runtime.now
    }
  }

  /// Logs an ending that no beginning followed: before the next keyboard notification,
  /// and at the end of each frame (`LabController.frameDidEnd`).
  public func flushEnd() {
    guard let time = pendingEnd else { return }
    pendingEnd = nil
    append(Entry(time: time, kind: .firstResponder(nil)))
  }

  private func append(_ entry: Entry) {
    entries.append(entry)
    appendedCount += 1
    if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    onAppend?(entry)
  }

  public func clear() { entries.removeAll() }

  /// The whole log as text, a line per entry (the panel's Copy).
  public var text: String { entries.map(\.line).joined(separator: "\n") + (entries.isEmpty ? "" : "\n") }

  static func describe(_ value: Any, asBool: Bool = false) -> String {
    switch value {
    case let rect as CGRect:
      return "(\(AuditFormat.number(rect.minX)), \(AuditFormat.number(rect.minY)), "
        + "\(AuditFormat.number(rect.width)), \(AuditFormat.number(rect.height)))"
    case let number as NSNumber:
      return asBool ? (number.boolValue ? "true" : "false") : AuditFormat.number(CGFloat(number.doubleValue))
    case let bool as Bool: return bool ? "true" : "false"
    case let double as Double: return AuditFormat.number(CGFloat(double))
    default: return "\(value)"
    }
  }
}
