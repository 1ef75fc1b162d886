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

/// Every screen, in the switcher's order. A new screen is one line here.
public enum AppScreens {
  public static let all: [AppScreen] = [
    AppScreen(name: "todo", title: "Todo") { TodoAddViewController() },
    AppScreen(name: "login", title: "Login") { LoginViewController() },
    AppScreen(name: "memo", title: "Memo") { MemoViewController() },
  ]

  public static let defaultName = "todo"

  public static var names: [String] { all.map(\.name) }

  public static func named(_ name: String) -> AppScreen? {
    all.first { $0.name == name }
  }
}
