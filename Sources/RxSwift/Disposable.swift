/// A resource a subscription holds (an observer registration, a control action) that
/// `dispose()` releases. Disposing twice does nothing more.
public protocol Disposable {
  func dispose()
}
