/// The observable `Observable.create` makes, and on which every operator here is built.
///
/// Each subscription gets a `Sink` between the subscribe closure and the observer. The
/// sink gives every sequence Rx's grammar whatever the closure does: nothing after a
/// stop event, nothing after disposal, and the subscription's resources disposed as
/// soon as it stops (so a completed `take(1)` releases its NotificationCenter observer
/// at once, not when the bag goes).
final class AnonymousObservable<Element>: Observable<Element> {
  typealias SubscribeHandler = (AnyObserver<Element>) -> Disposable

  private let subscribeHandler: SubscribeHandler

  init(_ subscribeHandler: @escaping SubscribeHandler) {
    self.subscribeHandler = subscribeHandler
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let sink = Sink(observer: AnyObserver(observer))
    sink.setSubscription(subscribeHandler(AnyObserver(eventHandler: sink.on)))
    return sink
  }
}
