extension ObservableType {
  /// Each element transformed; an error thrown by `transform` ends the sequence with it.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
    let source = asObservable()
    return Observable<Result>.create { observer in
      source.subscribe(
        AnonymousObserver { event in
          switch event {
          case .next(let element):
            do { observer.onNext(try transform(element)) } catch { observer.onError(error) }
          case .error(let error): observer.onError(error)
          case .completed: observer.onCompleted()
          }
        })
    }
  }
}
