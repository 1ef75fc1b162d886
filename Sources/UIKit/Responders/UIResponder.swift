import Foundation

/// An object that can receive events: views, view controllers, the window and the
/// application form one chain through `next`, as on iOS.
///
/// An `NSObject`, as on iOS, so every responder has `isEqual`, `hash`, `description`
/// and `==` (identity) and adopts what libraries give `NSObject` (Then's `then`).
@preconcurrency @MainActor
open class UIResponder: NSObject {
  public override init() {
    super.init()
  }

  /// The next responder in the chain: a view's view controller or superview, a
  /// controller's view's superview, the window's application.
  open var next: UIResponder? { nil }

  /// Whether this responder accepts first-responder status (text inputs do).
  open var canBecomeFirstResponder: Bool { false }
  /// Whether this responder gives first-responder status up when asked.
  open var canResignFirstResponder: Bool { true }

  /// The first-responder slot of the window this responder is in (nil: in none).
  /// Views answer with their window's; a window with its own.
  var firstResponderSlot: FirstResponderSlot? { nil }

  /// Whether this responder is its window's first responder.
  open var isFirstResponder: Bool { firstResponderSlot?.current === self }

  /// Asks to become the first responder; true if it is one afterwards. As on iOS, a
  /// responder that is in no window cannot become first responder.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, let slot = firstResponderSlot, slot.canTake(self) else { return false }
    return slot.make(self)
  }

  /// Gives up first-responder status; true if it is no longer the first responder.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard isFirstResponder, let slot = firstResponderSlot else { return true }
    guard canResignFirstResponder else { return false }
    slot.clear(self)
    return true
  }

  /// Hooks for subclasses that react to gaining or losing first-responder status.
  open func didBecomeFirstResponder() {}
  open func didResignFirstResponder() {}

  // MARK: Touches (delivered by the window to the hit-tested view, then up the chain)

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }
}
