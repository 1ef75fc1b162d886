extension ObservableType {
  /// `elements` first, then the sequence's own.
  public func startWith(_ elements: Element...) -> Observable<Element> {
    let source = asObservable()
    return Observable.create { observer in
      for element in elements { observer.onNext(element) }
      return source.subscribe(observer)
    }
  }
}
