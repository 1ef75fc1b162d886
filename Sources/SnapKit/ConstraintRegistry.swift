import UIKit

/// Which `Constraint`s the DSL made (and has active) on which view or layout guide:
/// what `updateConstraints` matches against and what `remakeConstraints` /
/// `removeConstraints` take away.
///
/// SnapKit keeps this set in an Objective-C associated object on the view. Here it is a
/// Swift-native registry keyed by `ObjectIdentifier`, whose entries hold their item
/// *weakly*: the registry never keeps a view alive. An identifier can be reused by a new
/// object once the old one is freed, so a lookup only trusts an entry whose weak
/// reference is still that very object; entries whose item is gone are purged whenever
/// the registry has doubled since the last purge (amortised O(1), no hook into
/// `UIView.deinit` needed). See docs/PORTING.md, "SnapKit".
@MainActor
enum ConstraintRegistry {
  private final class Entry {
    weak var item: AnyObject?
    var constraints: [Constraint] = []
    var label: String?

    init(item: AnyObject) { self.item = item }
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]
  private static var purgeThreshold = 64

  /// The constraints made on `item`, oldest first.
  static func constraints(of item: AnyObject) -> [Constraint] {
    liveEntry(for: item)?.constraints ?? []
  }

  static func add(_ constraints: [Constraint], to item: AnyObject) {
    let entry = entry(for: item)
    for constraint in constraints where !entry.constraints.contains(where: { $0 === constraint }) {
      entry.constraints.append(constraint)
    }
  }

  static func remove(_ constraints: [Constraint], from item: AnyObject) {
    guard let entry = liveEntry(for: item) else { return }
    entry.constraints.removeAll { c in constraints.contains { $0 === c } }
    if entry.constraints.isEmpty && entry.label == nil { entries[ObjectIdentifier(item)] = nil }
  }

  static func label(of item: AnyObject) -> String? { liveEntry(for: item)?.label }

  static func setLabel(_ label: String?, of item: AnyObject) {
    entry(for: item).label = label
  }

  /// How many items have an entry (dead ones not yet purged included); for tests.
  static var entryCount: Int { entries.count }

  /// Drops the entries whose item has been freed; returns how many were dropped.
  @discardableResult
  static func purge() -> Int {
    let before = entries.count
    entries = entries.filter { $0.value.item != nil }
    purgeThreshold = max(64, entries.count * 2)
    return before - entries.count
  }

  private static func liveEntry(for item: AnyObject) -> Entry? {
    guard let entry = entries[ObjectIdentifier(item)], entry.item === item else { return nil }
    return entry
  }

  private static func entry(for item: AnyObject) -> Entry {
    if let entry = liveEntry(for: item) { return entry }
    // Either none, or a stale one left by a freed object at the same address.
    let entry = Entry(item: item)
    entries[ObjectIdentifier(item)] = entry
    if entries.count > purgeThreshold { purge() }
    return entry
  }
}
