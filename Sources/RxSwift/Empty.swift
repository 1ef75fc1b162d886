extension ObservableType {
  /// Completed at once, no elements.
  public static func empty() -> Observable<Element> {
    create { observer in
      observer.onCompleted()
      return Disposables.create()
    }
  }
}
