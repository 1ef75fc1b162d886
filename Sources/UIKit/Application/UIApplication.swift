import Foundation

/// The app as iOS code sees it: its windows and key window.
///
/// A façade over the current runtime (`UIKitRuntime.current`): the process has one
/// `UIApplication.shared`, as on iOS, and what it reports is the state of the runtime
/// whose work is running — the app's, or a test's own.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
  public static let shared = UIApplication()

  private override init() {
    super.init()
  }

  /// The runtime this façade speaks for now.
  public var runtime: UIKitRuntime { UIKitRuntime.current }

  /// The windows on screen, in the order they were made visible.
  public var windows: [UIWindow] { runtime.participants.compactMap { $0 as? UIWindow } }

  public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
}
