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

  /// Where a pinch on the keys takes the keyboard: closing floats the full keyboard and
  /// merges the split one; opening docks the floating keyboard and splits the full one
  /// where the iPad has a split keyboard ("enable it by pinching on the keyboard …
  /// disable it by un-pinching", react-native-community/hooks #314; "two fingers, one on
  /// each side of the keyboard, and swiping outward … Merging the keyboard again uses the
  /// same gesture in reverse", Engadget, 2011).
  public func afterPinch(closing: Bool, hasSplit: Bool) -> KeyboardPlacement {
    switch (self, closing) {
    case (.docked, true), (.undocked, true): .floating
    case (.split, true): .undocked
    case (.floating, false): .docked
    case (.docked, false), (.undocked, false): hasSplit ? .split : self
    case (.floating, true), (.split, false): self
    }
  }
}
