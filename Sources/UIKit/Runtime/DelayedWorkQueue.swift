import Foundation

/// Work a runtime runs later on its own frame clock (`UIKitRuntime.schedule(after:_:)`),
/// in the order it comes due, ties in the order it was scheduled.
@MainActor
struct DelayedWorkQueue {
  private struct Item {
    let due: TimeInterval
    let order: Int
    let work: @MainActor () -> Void
  }

  private var items: [Item] = []
  private var nextOrder = 0

  var isEmpty: Bool { items.isEmpty }

  /// When the earliest item comes due.
  var nextDue: TimeInterval? { items.map(\.due).min() }

  mutating func add(due: TimeInterval, _ work: @escaping @MainActor () -> Void) {
    items.append(Item(due: due, order: nextOrder, work: work))
    nextOrder += 1
  }

  /// Removes and returns what is due at `time`, in order. A frame time a rounding error
  /// short of the due time counts as due: 0.1 s after a frame is exactly six frames later.
  mutating func takeDue(at time: TimeInterval) -> [@MainActor () -> Void] {
    let due = items.filter { $0.due <= time + 1e-6 }.sorted { ($0.due, $0.order) < ($1.due, $1.order) }
    guard !due.isEmpty else { return [] }
    items.removeAll { $0.due <= time + 1e-6 }
    return due.map(\.work)
  }

  mutating func removeAll() { items.removeAll() }
}
