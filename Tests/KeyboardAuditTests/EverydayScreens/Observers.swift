import Foundation
import UIKit

/// The keyboard observers the everyday screens register, the way an app registers them, each
/// handler seeing only its own window's keyboard (notifications are process-wide).
@MainActor
final class KeyboardObservers {
  private var tokens: [NSObjectProtocol] = []

  func observe(
    _ name: Notification.Name, for controller: UIViewController,
    _ handler: @escaping @MainActor (Notification) -> Void
  ) {
    tokens.append(
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) {
        [weak controller] notification in
        nonisolated(unsafe) let notification = notification
        MainActor.assumeIsolated {
          guard let controller, (notification.object as AnyObject?) === controller.view.window?.screen else {
            return
          }
          handler(notification)
        }
      })
  }

  isolated deinit {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
  }
}
