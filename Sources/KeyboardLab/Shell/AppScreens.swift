import Foundation
@_spi(Lab) import KeyboardAudit
import Synchronization
import UIKit

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
