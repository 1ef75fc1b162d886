/// The disposable with nothing to release.
struct NopDisposable: Disposable {
  static let noOp = NopDisposable()

  func dispose() {}
}
