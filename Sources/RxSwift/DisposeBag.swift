/// Holds subscriptions and disposes them all when it is deinitialised: keep one in the
/// object whose lifetime the subscriptions share (a view controller), and they end with
/// it — no observer to remove by hand.
public final class DisposeBag {
  private var disposables: [Disposable] = []
  private var isDisposed = false

  public init() {}

  /// Adds `disposable` to be disposed with the bag.
  public func insert(_ disposable: Disposable) {
    guard !isDisposed else {
      disposable.dispose()
      return
    }
    disposables.append(disposable)
  }

  public func insert(_ disposables: Disposable...) {
    for disposable in disposables { insert(disposable) }
  }

  /// A bag holding `disposables` (`DisposeBag(disposing: a, b)`).
  public convenience init(disposing disposables: Disposable...) {
    self.init()
    for disposable in disposables { insert(disposable) }
  }

  private func dispose() {
    isDisposed = true
    let members = disposables
    disposables = []
    for disposable in members { disposable.dispose() }
  }

  deinit {
    dispose()
  }
}

extension Disposable {
  /// Adds this subscription to `bag`, to end when the bag goes.
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}
