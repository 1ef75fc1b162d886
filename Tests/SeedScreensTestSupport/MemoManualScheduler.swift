import Foundation
import SeedScreens
import UIKit

/// The memo screen's `DelayScheduler` on the test's stepped frame time: "0.1 s later" is
/// exactly six frames later, every run. The fixture calls `runDue()` in every frame's
/// input phase, before its animations and layout, as the app's frame loop drains the
/// main queue.
@MainActor
public final class MemoManualScheduler: DelayScheduler {
  private struct Item {
    let due: TimeInterval
    let order: Int
    let work: @MainActor () -> Void
  }

  private let runtime: UIKitRuntime
  private var items: [Item] = []
  private var nextOrder = 0
  /// Blocks run so far.
  public private(set) var ranCount = 0

  public init(runtime: UIKitRuntime) {
    self.runtime = runtime
  }

  public var hasPending: Bool { !items.isEmpty }

  public func asyncAfter(_ delay: TimeInterval, execute work: @escaping @MainActor () -> Void) {
    items.append(Item(due: runtime.now + max(0, delay), order: nextOrder, work: work))
    nextOrder += 1
  }

  /// Runs every block due by now (a frame is 1/60 s, so sums of frames get a nanosecond
  /// of slack), earliest first, then in the order they were scheduled.
  public func runDue() {
    while let index = items.indices.filter({ items[$0].due <= runtime.now + 1e-9 }).min(by: {
      (items[$0].due, items[$0].order) < (items[$1].due, items[$1].order)
    }) {
      let item = items.remove(at: index)
      ranCount += 1
      item.work()
    }
  }

  /// Drops everything pending (the test is over).
  public func removeAll() {
    items.removeAll()
  }
}
