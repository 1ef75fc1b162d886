/// Runs a closure on the first `dispose()` and then lets it go.
final class AnonymousDisposable: Cancelable {
  private var disposeAction: (() -> Void)?

  init(_ disposeAction: @escaping () -> Void) {
    self.disposeAction = disposeAction
  }

  var isDisposed: Bool { disposeAction == nil }

  func dispose() {
    guard let action = disposeAction else { return }
    disposeAction = nil
    action()
  }
}
