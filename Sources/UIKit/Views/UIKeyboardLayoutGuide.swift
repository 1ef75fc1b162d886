import Foundation

/// `UIView.keyboardLayoutGuide`: from the keyboard's top to the view's bottom.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
  /// Whether the guide's top stops at the safe area's bottom while the keyboard is below
  /// it (hidden, or inside the home-indicator band as it slides). True by default; with
  /// false the guide follows the keyboard down to the view's bottom, and rests there while
  /// the keyboard is hidden (iOS 17, `usesBottomSafeArea`).
  public var usesBottomSafeArea = true {
    didSet {
      guard usesBottomSafeArea != oldValue, let engine = owningView?.layoutEngineIfPresent else { return }
      engine.keyboardGuidesChanged()
    }
  }

  /// Whether the guide follows an undocked or floating keyboard (iPad). The keyboard here
  /// is always docked, so it changes nothing.
  public var followsUndockedKeyboard = false

  /// Room kept above the keyboard for an interactive dismissal's drag. Kept; the
  /// interactive dismissal modes are not built yet.
  public var keyboardDismissPadding: CGFloat = 0

  override var keyboardGuideUsesBottomSafeArea: Bool { usesBottomSafeArea }
}
