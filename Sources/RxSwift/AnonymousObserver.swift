/// An observer made of a closure that stops forwarding after the first stop event
/// (error or completed), so a misbehaving source cannot send past its end.
final class AnonymousObserver<Element>: ObserverType {
  private let handler: (Event<Element>) -> Void
  private var isStopped = false

  init(_ handler: @escaping (Event<Element>) -> Void) {
    self.handler = handler
  }

  func on(_ event: Event<Element>) {
    guard !isStopped else { return }
    if event.isStopEvent { isStopped = true }
    handler(event)
  }
}
