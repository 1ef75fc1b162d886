/// Holds a current value: a new subscriber receives it first, then every later element.
/// After a stop event it sends only that event.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
  public typealias SubjectObserverType = BehaviorSubject<Element>

  private var element: Element
  private var observers = SubjectObservers<Element>()
  private var stoppedEvent: Event<Element>?
  public private(set) var isDisposed = false

  public init(value: Element) {
    element = value
    super.init()
  }

  /// Whether anyone is subscribed.
  public var hasObservers: Bool { !observers.isEmpty }

  /// The current value. Throws the error the subject failed with, or
  /// `RxError.disposed` after `dispose()`; after completion, the last value.
  public func value() throws -> Element {
    if isDisposed { throw RxError.disposed(object: "\(self)") }
    if let error = stoppedEvent?.error { throw error }
    return element
  }

  public func on(_ event: Event<Element>) {
    guard !isDisposed, stoppedEvent == nil else { return }
    switch event {
    case .next(let value):
      element = value
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
    observer.on(.next(element))
    return Disposables.create { [weak self] in self?.observers.remove(key) }
  }

  public func asObserver() -> BehaviorSubject<Element> { self }

  public func dispose() {
    isDisposed = true
    observers.removeAll()
    stoppedEvent = nil
  }
}
