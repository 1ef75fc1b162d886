extension ObservableType {
  /// Only the elements `predicate` accepts; an error it throws ends the sequence.
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    let source = asObservable()
    return Observable.create { observer in
      source.subscribe(
        AnonymousObserver { event in
          switch event {
          case .next(let element):
            do {
              if try predicate(element) { observer.onNext(element) }
            } catch {
              observer.onError(error)
            }
          case .error, .completed: observer.on(event)
          }
        })
    }
  }
}
