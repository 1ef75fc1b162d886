extension ObservableType {
  /// The first `count` elements, then completed (disposing the source at once).
  public func take(_ count: Int) -> Observable<Element> {
    guard count > 0 else { return Observable.empty() }
    let source = asObservable()
    return Observable.create { observer in
      var remaining = count
      return source.subscribe(
        AnonymousObserver { event in
          switch event {
          case .next:
            guard remaining > 0 else { return }
            remaining -= 1
            observer.on(event)
            if remaining == 0 { observer.onCompleted() }
          case .error, .completed: observer.on(event)
          }
        })
    }
  }
}
