import Foundation

/// Where a pasteboard's strings are kept: in memory (headless runs and tests), or the
/// desktop's clipboard, which the platform installs in a window
/// (`UIKitRuntime.pasteboardStore`).
@preconcurrency @MainActor
public protocol PasteboardStore: AnyObject {
  /// The strings on it now; setting replaces them all.
  var strings: [String] { get set }
}

/// A pasteboard kept in memory.
@preconcurrency @MainActor
public final class MemoryPasteboardStore: PasteboardStore {
  public var strings: [String] = []
  public init() {}
}

/// The system pasteboard as iOS code uses it: `UIPasteboard.general.string = …`,
/// `hasStrings`, `changeCount` and `UIPasteboard.changedNotification`.
///
/// Each runtime has its own general pasteboard (`UIKitRuntime.pasteboard`), so tests
/// side by side share none; in the app's window it is the desktop's clipboard, so text
/// copied in another program pastes into the phone and the other way round.
///
/// As on iOS, setting `string` or `strings` replaces everything on the pasteboard and
/// counts as a change (`changeCount` goes up by one; Apple: it "increments when items
/// are added, modified or removed"), and the change is told with
/// `changedNotification`, whose userInfo lists the types added and removed. A change
/// made by another program is seen when the pasteboard is next read: `changeCount`
/// goes up then (iOS updates it "when an app reactivates and another app has changed
/// the pasteboard"), and no notification is posted, as iOS posts none for other apps'
/// changes (openradar 23575069). Setting `string` to nil raises on iOS
/// (NSInvalidArgumentException, openradar 36063433); here it stops the program with the
/// same advice: clear with `items = []`.
@preconcurrency @MainActor
open class UIPasteboard {
  /// The plain-text type, as `UTType.utf8PlainText.identifier` names it.
  public static let plainTextType = "public.utf8-plain-text"

  public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
  public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
  public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
  public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

  /// The general pasteboard of the current runtime.
  open class var general: UIPasteboard { UIKitRuntime.current.pasteboard }

  private let store: () -> any PasteboardStore
  /// What was on the store when this pasteboard last looked: a difference is another
  /// program's change.
  private var seen: [String] = []
  public private(set) var changeCount = 0

  init(store: @escaping () -> any PasteboardStore) {
    self.store = store
  }

  /// The first item's string; nil when there is none.
  open var string: String? {
    get { current.first }
    set {
      guard let newValue else {
        preconditionFailure("UIPasteboard: string set to nil (iOS raises NSInvalidArgumentException); use items = []")
      }
      write([newValue])
    }
  }

  /// Every item's string.
  open var strings: [String]? {
    get {
      let strings = current
      return strings.isEmpty ? nil : strings
    }
    set { write(newValue ?? []) }
  }

  /// Whether there is a string to paste (iOS 10): what the edit menu asks before it
  /// offers Paste, without reading the text.
  open var hasStrings: Bool { !current.isEmpty }

  open var numberOfItems: Int { current.count }

  /// The items as type → value dictionaries; here every item is plain text.
  open var items: [[String: Any]] {
    get { current.map { [Self.plainTextType: $0] } }
    set { write(newValue.compactMap { $0[Self.plainTextType] as? String ?? $0.values.first as? String }) }
  }

  private var current: [String] {
    let strings = store().strings
    if strings != seen {
      seen = strings
      changeCount += 1
    }
    return strings
  }

  private func write(_ strings: [String]) {
    let before = current
    store().strings = strings
    seen = strings
    changeCount += 1
    var info: [String: [String]] = [:]
    if !strings.isEmpty { info[Self.changedTypesAddedUserInfoKey] = [Self.plainTextType] }
    if !before.isEmpty && strings.isEmpty { info[Self.changedTypesRemovedUserInfoKey] = [Self.plainTextType] }
    NotificationCenter.default.post(name: Self.changedNotification, object: self, userInfo: info.isEmpty ? nil : info)
  }
}
