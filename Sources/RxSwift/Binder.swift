/// An observer that applies each element to a target it holds weakly (usually a view):
/// `Binder(label) { label, text in label.text = text }`. Once the target is gone,
/// elements are dropped. Bindings cannot handle errors: one is sent to
/// `Hooks.defaultErrorHandler` (RxSwift stops a debug app there).
///
/// RxSwift schedules the binding on the main scheduler; here everything already runs on
/// the main thread, so it applies at once.
public struct Binder<Value>: ObserverType {
  public typealias Element = Value

  private let binding: (Event<Value>) -> Void

  public init<Target: AnyObject>(
    _ target: Target, scheduler: MainScheduler = .instance, binding: @escaping (Target, Value) -> Void
  ) {
    self.binding = { [weak target] event in
      switch event {
      case .next(let element):
        if let target { binding(target, element) }
      case .error(let error):
        Hooks.defaultErrorHandler(RxError.bindingError(error))
      case .completed:
        break
      }
    }
  }

  public func on(_ event: Event<Value>) {
    binding(event)
  }

  public func asObserver() -> AnyObserver<Value> { AnyObserver(eventHandler: on) }
}
