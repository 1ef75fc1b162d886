import RxSwift

/// A sequence of UI events (`button.rx.tap`): never fails, completes when the control
/// is gone, delivered on the main thread.
public protocol ControlEventType: ObservableType {
  func asControlEvent() -> ControlEvent<Element>
}

public struct ControlEvent<PropertyType>: ControlEventType {
  public typealias Element = PropertyType

  let events: Observable<PropertyType>

  public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {
    self.events = events.asObservable()
  }

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    events.subscribe(observer)
  }

  public func asObservable() -> Observable<Element> { events }

  public func asControlEvent() -> ControlEvent<Element> { self }
}
