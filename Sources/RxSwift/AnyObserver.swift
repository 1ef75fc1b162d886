/// A type-erased observer: forwards every event to a closure or to the observer it wraps.
public struct AnyObserver<Element>: ObserverType {
  public typealias EventHandler = (Event<Element>) -> Void

  private let observer: EventHandler

  public init(eventHandler: @escaping EventHandler) {
    observer = eventHandler
  }

  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    self.observer = observer.on
  }

  public func on(_ event: Event<Element>) {
    observer(event)
  }

  public func asObserver() -> AnyObserver<Element> { self }
}

extension ObserverType {
  public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

  /// An observer of `Result` that transforms each element and forwards it here.
  public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
    AnyObserver { event in self.on(event.map(transform)) }
  }
}
