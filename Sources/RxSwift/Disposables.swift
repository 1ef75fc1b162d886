/// Makers of disposables.
public enum Disposables {
  /// A disposable that does nothing.
  public static func create() -> Disposable { NopDisposable.noOp }

  /// A disposable that runs `dispose` once, on the first `dispose()`.
  public static func create(with dispose: @escaping () -> Void) -> Cancelable {
    AnonymousDisposable(dispose)
  }

  /// A disposable that disposes both, in order.
  public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
    CompositeDisposable(disposable1, disposable2)
  }

  public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable)
    -> Cancelable
  {
    CompositeDisposable(disposable1, disposable2, disposable3)
  }

  public static func create(_ disposables: Disposable...) -> Cancelable {
    CompositeDisposable(disposables: disposables)
  }

  public static func create(_ disposables: [Disposable]) -> Cancelable {
    CompositeDisposable(disposables: disposables)
  }
}
