/// The observers of a subject, in subscription order, each with a key its
/// subscription's disposable removes it by.
struct SubjectObservers<Element> {
  private var entries: [(key: Int, observer: AnyObserver<Element>)] = []
  private var nextKey = 0

  var isEmpty: Bool { entries.isEmpty }
  var count: Int { entries.count }

  mutating func insert(_ observer: AnyObserver<Element>) -> Int {
    let key = nextKey
    nextKey += 1
    entries.append((key, observer))
    return key
  }

  mutating func remove(_ key: Int) {
    entries.removeAll { $0.key == key }
  }

  mutating func removeAll() { entries.removeAll() }

  /// Sends `event` to the observers subscribed now; one disposed by an earlier
  /// observer's reaction no longer receives it.
  func dispatch(_ event: Event<Element>, stillSubscribed: (Int) -> Bool) {
    for entry in entries where stillSubscribed(entry.key) {
      entry.observer.on(event)
    }
  }

  func contains(_ key: Int) -> Bool { entries.contains { $0.key == key } }
}
