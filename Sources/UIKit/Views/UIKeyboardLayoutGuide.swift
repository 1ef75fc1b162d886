import Foundation

/// `UIView.keyboardLayoutGuide`: from the keyboard's top to the view's bottom; with
/// `followsUndockedKeyboard`, an iPad's undocked, split or floating keyboard's frame.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
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

  /// Whether the guide follows an iPad's keyboard "even when undocked (detached from the
  /// bottom, split and detached, or floating)"; false by default, when "the topAnchor is
  /// tied to the bottomAnchor of the view's safeAreaLayoutGuide" while the keyboard is
  /// undocked (UIKeyboardLayoutGuide.h). Its tracked constraints (`setConstraints(_:
  /// activeWhenNearEdge:)`) apply only when it is true ("Tracking constraints only apply
  /// when followsUndockedKeyboard is true", Apple, "Adjusting your layout with keyboard
  /// layout guide").
  public var followsUndockedKeyboard = false {
    didSet {
      guard followsUndockedKeyboard != oldValue, let engine = owningView?.layoutEngineIfPresent else { return }
      engine.keyboardGuidesChanged()
    }
  }

  /// Room kept above the keyboard for an interactive dismissal's drag. Kept; the
  /// interactive dismissal modes are not built yet.
  public var keyboardDismissPadding: CGFloat = 0

  override var keyboardGuideUsesBottomSafeArea: Bool { usesBottomSafeArea }
  override var keyboardGuideFollowsUndockedKeyboard: Bool { followsUndockedKeyboard }
  override var tracksEdges: Bool { followsUndockedKeyboard }
}
