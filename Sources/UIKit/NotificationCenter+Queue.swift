import Foundation

/// `addObserver(forName:object:queue:using:)` with a queue, delivering as Darwin's
/// Foundation does: synchronously, inline when the post comes from that queue already.
///
/// Keyboard code registers its observers with `queue: .main` more often than not, and
/// UIKit posts from the main actor. Foundation on Linux decides "already on the main
/// queue" by asking whether the thread is the process's main thread; under Swift Testing
/// (and any program that runs `dispatchMain()`) the main actor runs on another thread
/// that drains the main queue, so Foundation enqueues the block on the main queue and
/// waits for it there — a deadlock. This overload (a non-optional queue, so Swift picks
/// it over Foundation's for `.main` or any queue, and Foundation's still takes `nil`)
/// knows the main queue by a marker set on it, runs the block inline when posted from
/// the queue it names, and otherwise hands it to that queue and waits, as Foundation does.
extension NotificationCenter {
  public func addObserver(
    forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> NSObjectProtocol {
    MainQueueMarker.install()
    return addObserver(forName: name, object: obj, queue: nil) { notification in
      if OperationQueue.current === queue || (queue === OperationQueue.main && MainQueueMarker.isOnMainQueue) {
        block(notification)
      } else {
        nonisolated(unsafe) let notification = notification
        queue.addOperation { block(notification) }
        queue.waitUntilAllOperationsAreFinished()
      }
    }
  }
}

/// Tells whether code runs on the main dispatch queue (on any thread).
enum MainQueueMarker {
  private static let key = DispatchSpecificKey<Bool>()
  private static let installed: Void = DispatchQueue.main.setSpecific(key: key, value: true)

  static func install() { _ = installed }

  static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: key) == true }
}
