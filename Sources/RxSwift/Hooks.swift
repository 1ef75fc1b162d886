import Foundation
import Synchronization

/// Global hooks. `defaultErrorHandler` receives errors no one handles: an error reaching
/// `subscribe(onNext:)` without `onError`, or a binding (`bind(…)`, `Binder`) that fails.
/// RxSwift prints the first and stops a debug app on the second; here both are logged
/// to standard error by default and the app keeps running. Tests may replace it.
public enum Hooks {
  public typealias DefaultErrorHandler = @Sendable (Swift.Error) -> Void

  public static let defaultErrorHandlerDefault: DefaultErrorHandler = { error in
    FileHandle.standardError.write(Data("Unhandled error happened: \(error)\n".utf8))
  }

  private static let storage = Mutex<DefaultErrorHandler>(defaultErrorHandlerDefault)

  public static var defaultErrorHandler: DefaultErrorHandler {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }
}
