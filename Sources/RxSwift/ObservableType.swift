/// A sequence of events over time that observers subscribe to.
///
/// Threads: this subset is single-threaded by contract. Everything — subscribing,
/// sending events, disposing — happens on the main thread, as everything UI does in
/// this app; there are no schedulers (see `MainScheduler`). None of the types is
/// `Sendable`, so Swift 6 keeps them from crossing to other isolation domains.
public protocol ObservableType: ObservableConvertibleType {
  /// Starts delivering events to `observer` until the returned disposable is disposed
  /// or the sequence ends.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
  public func asObservable() -> Observable<Element> {
    Observable.create { observer in self.subscribe(observer) }
  }
}
