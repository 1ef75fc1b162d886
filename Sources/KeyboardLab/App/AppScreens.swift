import Foundation
import Synchronization
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

/// Every screen, in the switcher's order: those the program that runs the lab registered
/// (`KeyboardLabApp.main(screens:)`; `keyboard-lab` registers the seeds so).
public enum AppScreens {
  private static let added = Mutex<[AppScreen]>([])

  public static var all: [AppScreen] { added.withLock { $0 } }

  /// The screen the app starts on: the first registered.
  public static var defaultName: String { all.first?.name ?? "" }

  public static var names: [String] { all.map(\.name) }

  public static func named(_ name: String) -> AppScreen? {
    all.first { $0.name == name }
  }

  /// A screen whose name is taken, or that no command line could name.
  public struct BadScreen: Error, CustomStringConvertible {
    public let description: String
  }

  /// Adds screens after those added before. Names must be new, and
  /// usable as a flag's value: letters, digits and `-`, `_`.
  public static func add(_ screens: [AppScreen]) throws(BadScreen) {
    var names = Set(self.names)
    for screen in screens {
      let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
      guard !screen.name.isEmpty, screen.name.unicodeScalars.allSatisfy(allowed.contains) else {
        throw BadScreen(description: "the screen name '\(screen.name)' must be letters, digits, '-' or '_'")
      }
      guard names.insert(screen.name).inserted else {
        throw BadScreen(
          description: "a screen named '\(screen.name)' is already there (\(self.names.joined(separator: ", ")))")
      }
    }
    added.withLock { $0 += screens }
  }

  /// Adds those of `screens` whose names are not there yet, so that tests in one process
  /// can each make sure of the screens they need (the seeds, usually).
  @_spi(Testing) public static func addMissing(_ screens: [AppScreen]) {
    added.withLock { list in
      list += screens.filter { screen in !list.contains { $0.name == screen.name } }
    }
  }
}
