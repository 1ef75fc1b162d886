extension ObservableType {
  /// Runs side effects as events pass (before — or, for `after…`, after — they are
  /// forwarded), when a subscription starts and when it is disposed (which happens
  /// after a stop event too). An error thrown by a handler ends the sequence with it.
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable.create { observer in
      onSubscribe?()
      let subscription = source.subscribe(
        AnonymousObserver { event in
          do {
            switch event {
            case .next(let element):
              try onNext?(element)
              observer.on(event)
              try afterNext?(element)
            case .error(let error):
              try onError?(error)
              observer.on(event)
              try afterError?(error)
            case .completed:
              try onCompleted?()
              observer.on(event)
              try afterCompleted?()
            }
          } catch {
            observer.onError(error)
          }
        })
      onSubscribed?()
      return Disposables.create {
        subscription.dispose()
        onDispose?()
      }
    }
  }
}
