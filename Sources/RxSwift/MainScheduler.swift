/// The main thread, by name only: this subset runs everything on the main thread and
/// has no schedulers, so `observe(on: MainScheduler.instance)` and
/// `subscribe(on: MainScheduler.instance)` return the sequence unchanged and `Binder`
/// applies at once. Kept so ported code reads as written.
public final class MainScheduler: Sendable {
  public static let instance = MainScheduler()
  /// RxSwift's alias for `instance` when already on the main thread.
  public static let asyncInstance = instance

  public init() {}
}

extension ObservableType {
  /// The same sequence: everything is delivered on the main thread already.
  public func observe(on scheduler: MainScheduler) -> Observable<Element> { asObservable() }

  /// The same sequence: subscriptions happen on the main thread already.
  public func subscribe(on scheduler: MainScheduler) -> Observable<Element> { asObservable() }
}
