/// A min-heap of symbol ids, used to find the lowest-numbered objective symbol with
/// a negative coefficient (kiwi's entering rule) without scanning the objective.
/// Entries go stale when a coefficient turns non-negative; readers skip those.
struct SymbolHeap {
  private var items: [Symbol] = []

  var isEmpty: Bool { items.isEmpty }
  var min: Symbol? { items.first }

  mutating func push(_ s: Symbol) {
    items.append(s)
    var i = items.count - 1
    while i > 0 {
      let parent = (i - 1) >> 1
      if items[parent] <= s { break }
      items[i] = items[parent]
      i = parent
    }
    items[i] = s
  }

  mutating func popMin() {
    let last = items.removeLast()
    if items.isEmpty { return }
    var i = 0
    let n = items.count
    while true {
      var child = 2 * i + 1
      if child >= n { break }
      if child + 1 < n && items[child + 1] < items[child] { child += 1 }
      if items[child] >= last { break }
      items[i] = items[child]
      i = child
    }
    items[i] = last
  }

  mutating func removeAll() { items.removeAll(keepingCapacity: true) }

  /// Maps every entry through `renumbered` (an order-preserving renumbering), dropping
  /// those mapped to `noSymbol`. Sorted, the entries are a heap again.
  mutating func renumber(_ renumbered: [Symbol]) {
    items = items.compactMap { renumbered[Int($0)] == noSymbol ? nil : renumbered[Int($0)] }.sorted()
  }
}
