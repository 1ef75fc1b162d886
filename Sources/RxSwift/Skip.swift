extension ObservableType {
  /// All but the first `count` elements.
  public func skip(_ count: Int) -> Observable<Element> {
    let source = asObservable()
    guard count > 0 else { return source }
    return Observable.create { observer in
      var remaining = count
      return source.subscribe(
        AnonymousObserver { event in
          switch event {
          case .next:
            if remaining > 0 {
              remaining -= 1
            } else {
              observer.on(event)
            }
          case .error, .completed: observer.on(event)
          }
        })
    }
  }
}
