extension ObservableType {
  /// The elements of `sequence` in order, then completed.
  public static func from<S: Sequence>(_ sequence: S) -> Observable<Element> where S.Element == Element {
    create { observer in
      var isDisposed = false
      for element in sequence {
        if isDisposed { break }
        observer.onNext(element)
      }
      if !isDisposed { observer.onCompleted() }
      return Disposables.create { isDisposed = true }
    }
  }

  /// The elements given, then completed.
  public static func of(_ elements: Element...) -> Observable<Element> {
    from(elements)
  }
}
