extension ObservableType {
  /// Subscribes a closure that receives every event.
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
    subscribe(AnonymousObserver(on))
  }

  /// Subscribes handlers for each kind of event. `onDisposed` runs once, when the
  /// subscription ends: after `onError`/`onCompleted`, or when disposed. An error with no
  /// `onError` goes to `Hooks.defaultErrorHandler`.
  public func subscribe(
    onNext: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
    let observer = AnonymousObserver<Element> { event in
      switch event {
      case .next(let value):
        onNext?(value)
      case .error(let error):
        if let onError {
          onError(error)
        } else {
          Hooks.defaultErrorHandler(error)
        }
        disposable.dispose()
      case .completed:
        onCompleted?()
        disposable.dispose()
      }
    }
    return Disposables.create(asObservable().subscribe(observer), disposable)
  }

  /// `subscribe(onNext:…)` whose handlers receive `object`, held weakly: once it is
  /// gone, events are dropped.
  public func subscribe<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onNext: { [weak object] element in
        guard let object else { return }
        onNext?(object, element)
      },
      onError: { [weak object] error in
        guard let object else { return }
        onError?(object, error)
      },
      onCompleted: { [weak object] in
        guard let object else { return }
        onCompleted?(object)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      })
  }
}
