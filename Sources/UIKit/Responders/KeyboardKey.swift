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
  /// A key that types `Character` (lowercased), held with Command or Control: a
  /// shortcut (Control-V pastes). Keys typed without those arrive as text instead.
  case character(Character)

  /// What the key does as a shortcut of editing: iOS's hardware-keyboard commands
  /// (⌘C, ⌘X, ⌘V, ⌘A, ⌘Z, ⇧⌘Z), and on the desktop the same with Control, Linux's
  /// convention, and Control-Y for redo. Nil for any other key.
  public func editShortcut(with modifiers: KeyModifiers) -> EditShortcut? {
    guard case .character(let character) = self, !modifiers.isDisjoint(with: [.command, .control]) else { return nil }
    switch character {
    case "c": return .action(.copy)
    case "x": return .action(.cut)
    case "v": return .action(.paste)
    case "a": return .action(.selectAll)
    case "z": return modifiers.contains(.shift) ? .redo : .undo
    case "y": return modifiers.contains(.control) ? .redo : nil
    default: return nil
    }
  }
}

/// An editing shortcut: a standard edit action sent up the responder chain, or undo and
/// redo of the first responder's undo manager.
public enum EditShortcut: Equatable, Sendable {
  case action(StandardEditAction)
  case undo
  case redo
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
