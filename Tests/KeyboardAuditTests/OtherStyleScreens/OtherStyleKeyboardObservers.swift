import Foundation
import UIKit

/// The third set's keyboard observers: `addObserver(forName:object:queue:using:)` as an
/// app writes it, each handler seeing only its own window's keyboard (notifications are
/// process-wide; the object is the screen, iOS 16.1 and later).
@MainActor
final class OtherStyleKeyboardObservers {
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
