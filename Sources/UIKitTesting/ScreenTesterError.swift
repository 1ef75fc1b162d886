import Foundation
import UIKit

/// Why a `ScreenTester` call could not do what it was asked, said the way a person
/// looking at the screen would say it. Nothing happened on screen when one is thrown.
public enum ScreenTesterError: Error, Equatable, CustomStringConvertible {
  /// The view is not in the tester's window.
  case notInWindow(view: String)
  /// No part of the view lies inside the window.
  case offScreen(view: String, frame: CGRect)
  /// A tap at the view's centre would reach another view (or none): the view is
  /// hidden, transparent, covered, or does not take touches.
  case notHittable(view: String, point: CGPoint, hitView: String?)
  /// Typing needs a first responder that takes text, and there is none.
  case noTextInput
  /// The on-screen keyboard is not up.
  case keyboardNotShown
  /// The on-screen keyboard has no key that types this character on any pane.
  case notOnKeyboard(Character)
  /// Not settled after this many frames: something still animates, waits or changes.
  case didNotSettle(frames: Int)
  /// No edit menu is on screen with this item.
  case noEditMenu(item: String)

  public var description: String {
    switch self {
    case .notInWindow(let view):
      return "\(view) is not in the tester's window"
    case .offScreen(let view, let frame):
      return "\(view) at \(frame) lies outside the window"
    case .notHittable(let view, let point, let hit):
      return "a tap at \(point) would not reach \(view): it reaches \(hit ?? "nothing")"
        + " (is the view hidden, transparent, covered or not taking touches?)"
    case .noTextInput:
      return "nothing takes text: no text input is first responder"
    case .keyboardNotShown:
      return "the on-screen keyboard is not up"
    case .notOnKeyboard(let character):
      return "the on-screen keyboard has no key for \"\(character)\""
    case .didNotSettle(let frames):
      return "not settled after \(frames) frames (an animation, scheduled work or a change each frame)"
    case .noEditMenu(let item):
      return "no edit menu with \"\(item)\" is on screen"
    }
  }

  /// How errors name a view: its class, and its text if it shows one.
  @MainActor
  static func name(of view: UIView) -> String {
    let type = String(describing: Swift.type(of: view))
    if let text = WindowReader.shownText(of: view), !text.isEmpty { return "\(type) \"\(text)\"" }
    return type
  }
}
