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

  // MARK: Input views (shown by the window's keyboard while this is the first responder)

  /// The view shown in place of the keyboard's keys; nil (the keys) unless a subclass
  /// redeclares it, as `UITextField` and `UITextView` do (read-write).
  open var inputView: UIView? { nil }
  /// The view shown directly above the keys (or the input view), full width; nil unless
  /// a subclass redeclares it.
  open var inputAccessoryView: UIView? { nil }

  /// Reads `inputView` and `inputAccessoryView` again while this is the first responder:
  /// the keyboard takes the new views and heights, and posts the frame change. Does
  /// nothing for a responder that is not first.
  open func reloadInputViews() {
    guard isFirstResponder else { return }
    firstResponderSlot?.reload(self)
  }

  /// Hooks for subclasses that react to gaining or losing first-responder status.
  open func didBecomeFirstResponder() {}
  open func didResignFirstResponder() {}

  // MARK: Actions (the edit menu's and the keyboard shortcuts': UIResponderStandardEditActions)

  /// Whether this responder performs `action`. The default: a standard edit action, if
  /// the responder handles them (`UIResponderStandardEditActions`); subclasses refine it
  /// (a text field can paste only when the pasteboard has text) and an app overrides it
  /// to forbid one (no paste into a code field), which hides it from the edit menu and
  /// turns its keyboard shortcut off. Apple: "returns YES if the responder class
  /// implements the requested action"; here the next responder is asked by
  /// `target(forAction:withSender:)`, not by this method.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    StandardEditAction(action) != nil && self is any UIResponderStandardEditActions
  }

  /// The responder that performs `action`: this one if `canPerformAction` says so, else
  /// the next one's answer up the chain (nil at its end), as iOS's default does.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
  }

  /// The undo manager of this responder's part of the chain: the next responder's,
  /// up to the window's; a text input has one of its own while it edits, as on iOS.
  open var undoManager: UndoManager? { next?.undoManager }

  // MARK: Touches (delivered by the window to the hit-tested view, then up the chain)

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }
}
