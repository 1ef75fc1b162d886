/// A bounded dictionary that forgets the least recently used entries first.
///
/// Entries carry a cost (bytes of a texture, 1 for a measurement); when the total goes
/// over `capacity`, the oldest-used entries are evicted until it is under again, and
/// `onEvict` frees what they hold (SDL textures). Lookups are O(1); an eviction sorts
/// the entries, which is rare and cheap at these sizes (hundreds of entries).
struct LRUCache<Key: Hashable, Value> {
  private struct Entry {
    var value: Value
    var cost: Int
    var lastUse: UInt64
  }

  let capacity: Int
  private var entries: [Key: Entry] = [:]
  private var clock: UInt64 = 0
  private(set) var totalCost = 0
  var onEvict: ((Value) -> Void)?

  init(capacity: Int, onEvict: ((Value) -> Void)? = nil) {
    self.capacity = capacity
    self.onEvict = onEvict
  }

  var count: Int { entries.count }

  mutating func value(for key: Key) -> Value? {
    // One hash lookup: the use is stamped in place.
    guard let index = entries.index(forKey: key) else { return nil }
    clock += 1
    entries.values[index].lastUse = clock
    return entries.values[index].value
  }

  mutating func insert(_ value: Value, for key: Key, cost: Int = 1) {
    clock += 1
    if let old = entries.updateValue(Entry(value: value, cost: cost, lastUse: clock), forKey: key) {
      totalCost -= old.cost
      onEvict?(old.value)
    }
    totalCost += cost
    if totalCost > capacity { evict(downTo: capacity * 3 / 4) }
  }

  mutating func removeAll() {
    for entry in entries.values { onEvict?(entry.value) }
    entries.removeAll()
    totalCost = 0
  }

  /// Evicts every entry `isDead` picks. It gets the value in place, so it can ask
  /// whether the cache holds the only reference to an object in it.
  mutating func removeAll(where isDead: (inout Value) -> Bool) {
    var dead: [Key] = []
    // Indices, not a `for` over `entries.indices`: that collection would hold a second
    // reference to the storage and turn the in-place access into a copy.
    var index = entries.startIndex
    while index != entries.endIndex {
      if isDead(&entries.values[index].value) { dead.append(entries.keys[index]) }
      entries.formIndex(after: &index)
    }
    for key in dead {
      guard let entry = entries.removeValue(forKey: key) else { continue }
      totalCost -= entry.cost
      onEvict?(entry.value)
    }
  }

  private mutating func evict(downTo target: Int) {
    for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
      guard totalCost > target else { break }
      entries[key] = nil
      totalCost -= entry.cost
      onEvict?(entry.value)
    }
  }
}
