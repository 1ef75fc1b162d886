/// Sends each element to the observers subscribed at that moment. After a stop event
/// it sends only that event, at once, to later subscribers.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
  public typealias SubjectObserverType = PublishSubject<Element>

  private var observers = SubjectObservers<Element>()
  private var stoppedEvent: Event<Element>?
  public private(set) var isDisposed = false

  public override init() {
    super.init()
  }

  /// Whether anyone is subscribed.
  public var hasObservers: Bool { !observers.isEmpty }

  public func on(_ event: Event<Element>) {
    guard !isDisposed, stoppedEvent == nil else { return }
    switch event {
    case .next:
      observers.dispatch(event) { observers.contains($0) }
    case .error, .completed:
      stoppedEvent = event
      let current = observers
      observers.removeAll()
      current.dispatch(event) { _ in true }
    }
  }

  public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    if isDisposed {
      observer.on(.error(RxError.disposed(object: "\(self)")))
      return Disposables.create()
    }
    if let stoppedEvent {
      observer.on(stoppedEvent)
      return Disposables.create()
    }
    let key = observers.insert(AnyObserver(observer))
    return Disposables.create { [weak self] in self?.observers.remove(key) }
  }

  public func asObserver() -> PublishSubject<Element> { self }

  /// Drops every observer; later use fails with `RxError.disposed`.
  public func dispose() {
    isDisposed = true
    observers.removeAll()
    stoppedEvent = nil
  }
}
