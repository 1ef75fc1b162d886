import RxSwift

extension ObservableType {
  /// Sends every event (elements and the stop event) to each observer: a `Binder`, a
  /// subject, a `ControlProperty`.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// `bind(to:)` for observers of optional elements (`field.rx.text`).
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    map { $0 as Element? }.subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Hands the sequence to `binder` and returns what it returns.
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Calls `onNext` with `object` and each element, holding `object` weakly: no retain
  /// cycle when `object` owns the subscription (a view controller and its dispose bag);
  /// once it is gone, elements are dropped. An error is sent to
  /// `Hooks.defaultErrorHandler` (a binding cannot handle it).
  public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void)
    -> Disposable
  {
    subscribe(
      onNext: { [weak object] element in
        guard let object else { return }
        onNext(object, element)
      },
      onError: { error in Hooks.defaultErrorHandler(RxError.bindingError(error)) })
  }

  /// Calls `onNext` with each element; an error goes to `Hooks.defaultErrorHandler`.
  public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
    subscribe(onNext: onNext, onError: { error in Hooks.defaultErrorHandler(RxError.bindingError(error)) })
  }
}
