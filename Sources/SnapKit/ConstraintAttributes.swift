import UIKit

/// The attributes a maker or a `ConstraintItem` stands for: one (`.top`) or several
/// (`.edges`, `.size`, `.center`). `layoutAttributes` lists them in SnapKit's order
/// (left, top, right, bottom, leading, trailing, width, height, centerX, centerY), which
/// is also the order the made layout constraints come in.
public struct ConstraintAttributes: OptionSet, Hashable, Sendable, ExpressibleByIntegerLiteral {
  public let rawValue: UInt

  public init(rawValue: UInt) { self.rawValue = rawValue }
  public init(integerLiteral rawValue: UInt) { self.rawValue = rawValue }

  public static let none: ConstraintAttributes = 0
  public static let left = ConstraintAttributes(rawValue: 1 << 0)
  public static let top = ConstraintAttributes(rawValue: 1 << 1)
  public static let right = ConstraintAttributes(rawValue: 1 << 2)
  public static let bottom = ConstraintAttributes(rawValue: 1 << 3)
  public static let leading = ConstraintAttributes(rawValue: 1 << 4)
  public static let trailing = ConstraintAttributes(rawValue: 1 << 5)
  public static let width = ConstraintAttributes(rawValue: 1 << 6)
  public static let height = ConstraintAttributes(rawValue: 1 << 7)
  public static let centerX = ConstraintAttributes(rawValue: 1 << 8)
  public static let centerY = ConstraintAttributes(rawValue: 1 << 9)

  // Composites, as SnapKit defines them: `edges` is left/top/right/bottom (not
  // leading/trailing, which is `directionalEdges`).
  public static let horizontalEdges: ConstraintAttributes = [.left, .right]
  public static let verticalEdges: ConstraintAttributes = [.top, .bottom]
  public static let edges: ConstraintAttributes = [.horizontalEdges, .verticalEdges]
  public static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
  public static let directionalVerticalEdges: ConstraintAttributes = [.top, .bottom]
  public static let directionalEdges: ConstraintAttributes = [.directionalHorizontalEdges, .directionalVerticalEdges]
  public static let size: ConstraintAttributes = [.width, .height]
  public static let center: ConstraintAttributes = [.centerX, .centerY]

  private static let ordered: [(ConstraintAttributes, LayoutAttribute)] = [
    (.left, .left), (.top, .top), (.right, .right), (.bottom, .bottom), (.leading, .leading),
    (.trailing, .trailing), (.width, .width), (.height, .height), (.centerX, .centerX), (.centerY, .centerY),
  ]

  /// The Auto Layout attributes, in SnapKit's order.
  public var layoutAttributes: [LayoutAttribute] {
    Self.ordered.compactMap { contains($0.0) ? $0.1 : nil }
  }

  public static func + (lhs: ConstraintAttributes, rhs: ConstraintAttributes) -> ConstraintAttributes {
    lhs.union(rhs)
  }

  public static func += (lhs: inout ConstraintAttributes, rhs: ConstraintAttributes) {
    lhs.formUnion(rhs)
  }
}
