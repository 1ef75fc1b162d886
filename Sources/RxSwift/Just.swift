extension ObservableType {
  /// One element, then completed.
  public static func just(_ element: Element) -> Observable<Element> {
    create { observer in
      observer.onNext(element)
      observer.onCompleted()
      return Disposables.create()
    }
  }
}
