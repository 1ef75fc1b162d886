extension ObservableType where Element: Equatable {
  /// Drops an element equal to the one before it.
  public func distinctUntilChanged() -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: ==)
  }
}

extension ObservableType {
  /// Drops an element whose key equals the previous element's.
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
    -> Observable<Element>
  {
    distinctUntilChanged(keySelector, comparer: ==)
  }

  /// Drops an element that `comparer` says equals the previous one.
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: comparer)
  }

  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable.create { observer in
      var previousKey: Key?
      return source.subscribe(
        AnonymousObserver { event in
          switch event {
          case .next(let element):
            do {
              let key = try keySelector(element)
              if let previous = previousKey, try comparer(previous, key) { return }
              previousKey = key
              observer.onNext(element)
            } catch {
              observer.onError(error)
            }
          case .error, .completed: observer.on(event)
          }
        })
    }
  }
}
