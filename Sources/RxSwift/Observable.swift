/// A sequence of `Element`s: the type every operator returns.
public class Observable<Element>: ObservableType {
  init() {}

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    fatalError("Observable.subscribe is abstract; subclasses override it")
  }

  public func asObservable() -> Observable<Element> { self }
}
