/// One subscription of an `AnonymousObservable`: forwards events to its observer until
/// the first stop event or disposal, then disposes what the subscribe closure returned.
final class Sink<Element>: ObserverType, Cancelable {
  private var observer: AnyObserver<Element>?
  private var subscription: Disposable?
  private var isStopped = false
  private(set) var isDisposed = false

  init(observer: AnyObserver<Element>) {
    self.observer = observer
  }

  /// The subscribe closure's result; disposed at once if the sequence already ended
  /// (or was disposed) while the closure ran.
  func setSubscription(_ disposable: Disposable) {
    if isDisposed {
      disposable.dispose()
    } else {
      subscription = disposable
    }
  }

  func on(_ event: Event<Element>) {
    guard !isStopped, !isDisposed, let observer else { return }
    switch event {
    case .next:
      observer.on(event)
    case .error, .completed:
      isStopped = true
      observer.on(event)
      dispose()
    }
  }

  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    observer = nil
    let subscription = self.subscription
    self.subscription = nil
    subscription?.dispose()
  }
}
