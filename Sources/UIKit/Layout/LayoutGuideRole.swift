/// What places a layout guide besides the constraints its user makes: the engine pins
/// each role's guides to what the role follows.
enum LayoutGuideRole {
  /// Placed only by the constraints its user makes.
  case plain
  /// Its owning view's bounds inset by the window's safe area (iOS 11).
  case safeArea
  /// From the keyboard's top (or the safe-area bottom while it is hidden) to the
  /// owning view's bottom (iOS 15).
  case keyboard
}
