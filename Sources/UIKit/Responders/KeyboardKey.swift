/// A key of the real (hardware) keyboard that is not text: text arrives separately, as
/// `insertText`, the way SDL's text-input events and iOS's hardware keyboard deliver it.
public enum KeyboardKey: Sendable, Equatable {
  case backspace
  case deleteForward
  case enter
  case tab
  case escape
  case left
  case right
  case up
  case down
  case home
  case end
}

/// Modifier keys held with a `KeyboardKey`.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let shift = KeyModifiers(rawValue: 1 << 0)
  public static let control = KeyModifiers(rawValue: 1 << 1)
  public static let alternate = KeyModifiers(rawValue: 1 << 2)
  public static let command = KeyModifiers(rawValue: 1 << 3)
}

/// A first responder that handles editing keys itself (caret movement, Return, Backspace).
/// The window offers it each key first; keys it returns false for go to the window's
/// own handling (Tab to the next field, Escape to dismiss).
@preconcurrency @MainActor
public protocol EditingKeyHandling: AnyObject {
  func handleEditingKey(_ key: KeyboardKey, modifiers: KeyModifiers) -> Bool
}
