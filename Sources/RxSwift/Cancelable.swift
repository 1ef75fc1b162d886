/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
  var isDisposed: Bool { get }
}
