import Foundation

/// Where an iPad's keyboard is: docked at the bottom (the phone's only place), undocked
/// (the full keyboard lifted off the bottom), split (two halves at the sides, lifted) or
/// floating (a phone-sized keyboard a person drags anywhere). A person chooses with the
/// dismiss key's long press (Undock, Split, Floating; Dock, Dock and Merge, Merge), a pinch
/// for floating, or a drag of the dismiss key (iPadOS's user guide; Engadget, "iOS 5
/// features: split keyboard for iPad", 2011).
public enum KeyboardPlacement: String, CaseIterable, Sendable {
  case docked, undocked, split, floating

  /// Whether the keyboard sits on the screen's bottom edge.
  public var isDocked: Bool { self == .docked }
}
