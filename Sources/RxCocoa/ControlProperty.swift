import RxSwift

/// A UI value as a sequence and an observer (`field.rx.text`): subscribing sends the
/// current value, then each change the user makes; binding a sequence to it sets the
/// value.
public protocol ControlPropertyType: ObservableType, ObserverType {
  func asControlProperty() -> ControlProperty<Element>
}

public struct ControlProperty<PropertyType>: ControlPropertyType {
  public typealias Element = PropertyType

  let values: Observable<PropertyType>
  let valueSink: AnyObserver<PropertyType>

  public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
  where Element == Values.Element, Element == Sink.Element {
    self.values = values.asObservable()
    self.valueSink = valueSink.asObserver()
  }

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    values.subscribe(observer)
  }

  /// The user's changes only, without the current value first.
  public var changed: ControlEvent<PropertyType> {
    ControlEvent(events: values.skip(1))
  }

  public func asObservable() -> Observable<Element> { values }

  public func asControlProperty() -> ControlProperty<Element> { self }

  /// Sets the value for each element; stop events end nothing (a control outlives its
  /// bindings), an error is reported through `Hooks.defaultErrorHandler`.
  public func on(_ event: Event<Element>) {
    switch event {
    case .next:
      valueSink.on(event)
    case .error(let error):
      Hooks.defaultErrorHandler(RxError.bindingError(error))
    case .completed:
      break
    }
  }
}

extension ControlPropertyType where Element == String? {
  /// The property with nil read as "" (`field.rx.text.orEmpty`).
  public var orEmpty: ControlProperty<String> {
    let original = asControlProperty()
    let values = original.values.map { $0 ?? "" }
    let valueSink = original.valueSink.mapObserver { (value: String) -> String? in value }
    return ControlProperty<String>(values: values, valueSink: valueSink)
  }
}
