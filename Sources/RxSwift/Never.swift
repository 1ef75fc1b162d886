extension ObservableType {
  /// Sends nothing, ever.
  public static func never() -> Observable<Element> {
    create { _ in Disposables.create() }
  }
}
