import Foundation

/// The closure a `UIAction` runs; it receives the action, whose `sender` is the control.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure with a title, added to controls with `addAction(_:for:)` (iOS 14's API), a
/// bar button item's primary action, or a menu's element.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// Names an action so that adding another with the same identifier replaces it.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  public let identifier: Identifier
  let handler: UIActionHandler

  /// The control that sent the action, while its handler runs (nil otherwise). Held only
  /// for the call: the control owns its actions, so keeping it would be a cycle.
  public internal(set) var sender: Any?

  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.handler = handler
    super.init(title: title, image: image)
  }

  func perform(sender: Any?) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
