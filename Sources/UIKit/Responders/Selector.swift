import Foundation

/// The name of a method, as Objective-C's selectors name them: "paste:" for
/// `paste(_:)`. There is no Objective-C runtime on Linux, so a selector here is its
/// name, compared by name: `action == Selector("paste:")` in a `canPerformAction`
/// override compiles and means what it means on iOS.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  public let name: String

  public init(_ name: String) { self.name = name }
  public init(stringLiteral name: String) { self.name = name }

  public var description: String { name }
}
