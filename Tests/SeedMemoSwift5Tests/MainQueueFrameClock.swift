import Dispatch
import Foundation
import UIKit

/// The test's clock for the post's `DispatchQueue.main.asyncAfter(deadline:execute:)`:
/// while a test has made one `active`, a block the main queue is given runs on the
/// runtime's stepped frame time, in the input phase of the first frame at or after its
/// deadline (0.1 s is six frames), as the app's frame loop drains the main queue before
/// each frame's animations and layout. Not seed code: the post's lines call it unchanged,
/// and the test neither waits on the wall clock nor lets other tests run in between.
@MainActor
final class MainQueueFrameClock {
  static var active: MainQueueFrameClock?

  private let runtime: UIKitRuntime
  private var items: [(due: TimeInterval, work: () -> Void)] = []
  /// Blocks run so far.
  private(set) var ranCount = 0

  init(runtime: UIKitRuntime) {
    self.runtime = runtime
  }

  var hasPending: Bool { !items.isEmpty }

  func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) {
    items.append((runtime.now + max(0, delay), work))
  }

  /// Runs the blocks due by now, in the order they were given (a frame is 1/60 s, so
  /// sums of frames get a microsecond of slack).
  func runDue() {
    while let index = items.firstIndex(where: { $0.due <= runtime.now + 1e-6 }) {
      let item = items.remove(at: index)
      ranCount += 1
      item.work()
    }
  }

  /// `count` frames, each running what is due first.
  func pump(_ count: Int) {
    runtime.pumpFrames(count, input: { self.runDue() })
  }
}

extension DispatchQueue {
  /// The main queue's delayed block, on the active frame clock (any other queue, or no
  /// active clock: Dispatch's own).
  func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
    let isMain = label == DispatchQueue.main.label
    guard isMain, let clock = MainActor.assumeIsolated({ MainQueueFrameClock.active }) else {
      asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
      return
    }
    let now = DispatchTime.now().uptimeNanoseconds
    let delay = Double(deadline.uptimeNanoseconds &- min(now, deadline.uptimeNanoseconds)) / 1e9
    MainActor.assumeIsolated { clock.schedule(after: delay, work) }
  }
}
