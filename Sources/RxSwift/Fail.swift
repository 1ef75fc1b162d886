extension ObservableType {
  /// Fails at once with `error`.
  public static func error(_ error: Swift.Error) -> Observable<Element> {
    create { observer in
      observer.onError(error)
      return Disposables.create()
    }
  }
}
