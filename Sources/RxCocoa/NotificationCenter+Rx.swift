import Foundation
import RxSwift

/// `NotificationCenter.default.rx`. On Apple platforms the centre gets `.rx` as an
/// NSObject; in Swift 6.3's Foundation on Linux it is no longer an NSObject subclass, so
/// it adopts `ReactiveCompatible` itself.
extension NotificationCenter: ReactiveCompatible {}

extension Reactive where Base: NotificationCenter {
  /// The notifications named `name` (from `object`, if given; held weakly), as a
  /// sequence that never completes. Subscribing adds an observer to the centre;
  /// disposing the subscription removes it — so a subscription kept in a view
  /// controller's `DisposeBag` stops observing when the controller deinitialises.
  ///
  /// Delivery is synchronous, on the posting thread, which must be the main thread (as
  /// everything in this Rx subset and all UIKit notifications are): Foundation types the
  /// observer block `@Sendable`, and `MainActor.preconditionIsolated` checks that promise
  /// at every post and stops the app if it is broken, instead of racing.
  public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
    let center = base
    return Observable.create { [weak object] observer in
      // The block below is `@Sendable`, the observer is not. The block only ever touches
      // the observer on the main thread (checked first), which is where it was subscribed
      // and where it is disposed; so the observer is never used from two threads.
      nonisolated(unsafe) let observer = observer
      let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
        MainActor.preconditionIsolated(
          "NotificationCenter.rx.notification: \(notification.name.rawValue) was posted off the main thread")
        observer.on(.next(notification))
      }
      return Disposables.create {
        center.removeObserver(token)
      }
    }
  }
}
