import Foundation

/// A menu of actions and submenus, as iOS 14's API builds one (`menu:` parameters of
/// bar button items and buttons). Menus are kept but never open here (docs/PORTING.md).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  public let identifier: Identifier
  public let options: Options
  public let children: [UIMenuElement]
  open var subtitle: String?

  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
    options: Options = [], children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    self.subtitle = subtitle
    super.init(title: title, image: image)
  }

  /// A menu like this one with other children, as UIKit's `replacingChildren(_:)`.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      children: newChildren)
  }
}
