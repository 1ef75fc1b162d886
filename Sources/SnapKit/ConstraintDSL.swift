import UIKit

/// What `view.snp` and `guide.snp` have in common: the item they stand for, a debug
/// label, and the attribute items (`.top`, `.edges`, …) to relate other items to.
@preconcurrency @MainActor
public protocol ConstraintDSL {
  var target: AnyObject? { get }

  func setLabel(_ value: String?)
  func label() -> String?
}

extension ConstraintDSL {
  public func setLabel(_ value: String?) {
    guard let target else { return }
    ConstraintRegistry.setLabel(value, of: target)
  }

  public func label() -> String? {
    guard let target else { return nil }
    return ConstraintRegistry.label(of: target)
  }
}

/// The attributes every layout item has, as `ConstraintItem`s: `other.snp.bottom`.
@preconcurrency @MainActor
public protocol ConstraintBasicAttributesDSL: ConstraintDSL {}

extension ConstraintBasicAttributesDSL {
  public var left: ConstraintItem { ConstraintItem(target: target, attributes: .left) }
  public var top: ConstraintItem { ConstraintItem(target: target, attributes: .top) }
  public var right: ConstraintItem { ConstraintItem(target: target, attributes: .right) }
  public var bottom: ConstraintItem { ConstraintItem(target: target, attributes: .bottom) }
  public var leading: ConstraintItem { ConstraintItem(target: target, attributes: .leading) }
  public var trailing: ConstraintItem { ConstraintItem(target: target, attributes: .trailing) }
  public var width: ConstraintItem { ConstraintItem(target: target, attributes: .width) }
  public var height: ConstraintItem { ConstraintItem(target: target, attributes: .height) }
  public var centerX: ConstraintItem { ConstraintItem(target: target, attributes: .centerX) }
  public var centerY: ConstraintItem { ConstraintItem(target: target, attributes: .centerY) }
  public var edges: ConstraintItem { ConstraintItem(target: target, attributes: .edges) }
  public var horizontalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .horizontalEdges) }
  public var verticalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .verticalEdges) }
  public var directionalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .directionalEdges) }
  public var directionalHorizontalEdges: ConstraintItem {
    ConstraintItem(target: target, attributes: .directionalHorizontalEdges)
  }
  public var directionalVerticalEdges: ConstraintItem {
    ConstraintItem(target: target, attributes: .directionalVerticalEdges)
  }
  public var size: ConstraintItem { ConstraintItem(target: target, attributes: .size) }
  public var center: ConstraintItem { ConstraintItem(target: target, attributes: .center) }
}

/// SnapKit's full attribute DSL (baselines and margins have no counterpart in this
/// UIKit, so it adds nothing to the basic set here).
@preconcurrency @MainActor
public protocol ConstraintAttributesDSL: ConstraintBasicAttributesDSL {}
