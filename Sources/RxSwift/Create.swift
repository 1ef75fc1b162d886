extension ObservableType {
  /// A sequence defined by `subscribe`, run once per subscription: send events to the
  /// observer, return what releases the subscription's resources. Events after a stop
  /// event or after disposal are dropped.
  public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
    AnonymousObservable(subscribe)
  }
}
