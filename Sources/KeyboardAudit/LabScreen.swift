import Foundation
import UIKit

/// A screen the app can show: its command-line name, the switcher's title, and how to
/// make its controller.
public struct AppScreen: Sendable {
  public let name: String
  public let title: String
  public let makeController: @MainActor @Sendable () -> UIViewController

  public init(name: String, title: String, makeController: @escaping @MainActor @Sendable () -> UIViewController) {
    self.name = name
    self.title = title
    self.makeController = makeController
  }
}

/// A screen of the caller's own for the lab (`KeyboardLabApp.main(screens:)`): its
/// command-line name, the switcher's title (the name, capitalised, unless given) and how
/// to make its controller.
public typealias LabScreen = AppScreen

extension AppScreen {
  /// `LabScreen("profile") { ProfileViewController() }`.
  public init(
    _ name: String, title: String? = nil, _ makeController: @escaping @MainActor @Sendable () -> UIViewController
  ) {
    self.init(
      name: name, title: title ?? name.prefix(1).uppercased() + name.dropFirst(), makeController: makeController)
  }
}
