import UIKit

/// The `make` of `view.snp.makeConstraints { make in … }`: each attribute property
/// starts a line (`make.top`, `make.edges`, …); the lines become `Constraint`s when
/// the closure returns.
@preconcurrency @MainActor
public class ConstraintMaker {
  private let item: LayoutConstraintItem
  private var descriptions: [ConstraintDescription] = []

  init(item: LayoutConstraintItem) {
    self.item = item
    item.prepare()
  }

  public var left: ConstraintMakerExtendable { makeExtendableWithAttributes(.left) }
  public var top: ConstraintMakerExtendable { makeExtendableWithAttributes(.top) }
  public var bottom: ConstraintMakerExtendable { makeExtendableWithAttributes(.bottom) }
  public var right: ConstraintMakerExtendable { makeExtendableWithAttributes(.right) }
  public var leading: ConstraintMakerExtendable { makeExtendableWithAttributes(.leading) }
  public var trailing: ConstraintMakerExtendable { makeExtendableWithAttributes(.trailing) }
  public var width: ConstraintMakerExtendable { makeExtendableWithAttributes(.width) }
  public var height: ConstraintMakerExtendable { makeExtendableWithAttributes(.height) }
  public var centerX: ConstraintMakerExtendable { makeExtendableWithAttributes(.centerX) }
  public var centerY: ConstraintMakerExtendable { makeExtendableWithAttributes(.centerY) }
  public var edges: ConstraintMakerExtendable { makeExtendableWithAttributes(.edges) }
  public var horizontalEdges: ConstraintMakerExtendable { makeExtendableWithAttributes(.horizontalEdges) }
  public var verticalEdges: ConstraintMakerExtendable { makeExtendableWithAttributes(.verticalEdges) }
  public var directionalEdges: ConstraintMakerExtendable { makeExtendableWithAttributes(.directionalEdges) }
  public var directionalHorizontalEdges: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.directionalHorizontalEdges)
  }
  public var directionalVerticalEdges: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.directionalVerticalEdges)
  }
  public var size: ConstraintMakerExtendable { makeExtendableWithAttributes(.size) }
  public var center: ConstraintMakerExtendable { makeExtendableWithAttributes(.center) }

  func makeExtendableWithAttributes(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
    let description = ConstraintDescription(item: item, attributes: attributes)
    descriptions.append(description)
    return ConstraintMakerExtendable(description)
  }

  // MARK: What the DSL's entry points do

  /// Runs the closure and returns the constraints it describes, not activated.
  static func prepareConstraints(item: LayoutConstraintItem, closure: (_ make: ConstraintMaker) -> Void)
    -> [Constraint]
  {
    let maker = ConstraintMaker(item: item)
    closure(maker)
    return maker.descriptions.compactMap { description in
      guard description.isValid else { return nil }
      return description.constraint
    }
  }

  static func makeConstraints(item: LayoutConstraintItem, closure: (_ make: ConstraintMaker) -> Void) {
    for constraint in prepareConstraints(item: item, closure: closure) {
      constraint.activateIfNeeded(updatingExisting: false)
    }
  }

  static func remakeConstraints(item: LayoutConstraintItem, closure: (_ make: ConstraintMaker) -> Void) {
    removeConstraints(item: item)
    makeConstraints(item: item, closure: closure)
  }

  /// Changes the constants of the item's existing DSL constraints that match the
  /// closure's lines; makes them when the item has none yet.
  static func updateConstraints(item: LayoutConstraintItem, closure: (_ make: ConstraintMaker) -> Void) {
    guard !item.snpConstraints.isEmpty else {
      makeConstraints(item: item, closure: closure)
      return
    }
    for constraint in prepareConstraints(item: item, closure: closure) {
      constraint.activateIfNeeded(updatingExisting: true)
    }
  }

  static func removeConstraints(item: LayoutConstraintItem) {
    for constraint in item.snpConstraints {
      constraint.deactivateIfNeeded()
    }
  }
}
