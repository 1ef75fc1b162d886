import Foundation

/// The edit actions a text input performs and the edit menu and the keyboard shortcuts
/// send: Cut, Copy, Paste, Select, Select All and Delete.
///
/// On iOS the methods are optional requirements that any responder may implement, found
/// by the Objective-C runtime. Here a responder that handles them conforms to the
/// protocol (`UITextField` and `UITextView` do, with iOS's behaviour), and UIKit finds
/// it through the responder chain with `target(forAction:withSender:)`, which asks each
/// responder's `canPerformAction(_:withSender:)` as iOS does.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
  func cut(_ sender: Any?)
  func copy(_ sender: Any?)
  func paste(_ sender: Any?)
  func select(_ sender: Any?)
  func selectAll(_ sender: Any?)
  func delete(_ sender: Any?)
}

extension UIResponderStandardEditActions {
  public func cut(_ sender: Any?) {}
  public func copy(_ sender: Any?) {}
  public func paste(_ sender: Any?) {}
  public func select(_ sender: Any?) {}
  public func selectAll(_ sender: Any?) {}
  public func delete(_ sender: Any?) {}
}

/// The standard edit actions by their selectors.
public enum StandardEditAction: CaseIterable, Sendable {
  case cut, copy, paste, select, selectAll, delete

  /// The selector iOS sends it with: `cut:`, `copy:`, …
  public var selector: Selector {
    switch self {
    case .cut: "cut:"
    case .copy: "copy:"
    case .paste: "paste:"
    case .select: "select:"
    case .selectAll: "selectAll:"
    case .delete: "delete:"
    }
  }

  public init?(_ selector: Selector) {
    guard let action = Self.allCases.first(where: { $0.selector == selector }) else { return nil }
    self = action
  }

  /// The edit menu's title for it, as iOS words it.
  public var title: String {
    switch self {
    case .cut: "Cut"
    case .copy: "Copy"
    case .paste: "Paste"
    case .select: "Select"
    case .selectAll: "Select All"
    case .delete: "Delete"
    }
  }

  /// Sends the action to `target`.
  @MainActor
  func perform(on target: any UIResponderStandardEditActions, sender: Any?) {
    switch self {
    case .cut: target.cut(sender)
    case .copy: target.copy(sender)
    case .paste: target.paste(sender)
    case .select: target.select(sender)
    case .selectAll: target.selectAll(sender)
    case .delete: target.delete(sender)
    }
  }
}

extension UIResponder {
  /// Sends a standard edit action up the responder chain from here, to the responder
  /// that can perform it; false when none can.
  @discardableResult
  public func sendStandardEditAction(_ action: StandardEditAction, sender: Any? = nil) -> Bool {
    guard
      let target = self.target(forAction: action.selector, withSender: sender) as? any UIResponderStandardEditActions
    else { return false }
    action.perform(on: target, sender: sender)
    return true
  }
}
