/// Errors the library itself raises.
public enum RxError: Swift.Error, CustomDebugStringConvertible {
  /// The subject was used after `dispose()` (named by its description: errors are
  /// `Sendable`, subjects are not).
  case disposed(object: String)
  /// A binding (`bind(…)`, `Binder`) received an error, which bindings cannot handle.
  case bindingError(Swift.Error)

  public var debugDescription: String {
    switch self {
    case .disposed(let object): "Object `\(object)` was already disposed."
    case .bindingError(let error): "Binding error: \(error)"
    }
  }
}
