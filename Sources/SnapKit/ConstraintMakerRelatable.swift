import UIKit

/// The relation of a `make` line: `equalTo`, `lessThanOrEqualTo`,
/// `greaterThanOrEqualTo`, and their `…Superview()` forms.
@preconcurrency @MainActor
public class ConstraintMakerRelatable {
  let description: ConstraintDescription

  init(_ description: ConstraintDescription) {
    self.description = description
  }

  @discardableResult
  public func equalTo(_ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line)
    -> ConstraintMakerEditable
  {
    relatedTo(other, relation: .equal, file: file, line: line)
  }

  @discardableResult
  public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line)
    -> ConstraintMakerEditable
  {
    relatedTo(other, relation: .lessThanOrEqual, file: file, line: line)
  }

  @discardableResult
  public func greaterThanOrEqualTo(
    _ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedTo(other, relation: .greaterThanOrEqual, file: file, line: line)
  }

  /// Relates to the superview, or to what `closure` picks from it
  /// (`equalToSuperview { $0.safeAreaLayoutGuide }`).
  @discardableResult
  public func equalToSuperview(
    _ closure: (ConstraintView) -> ConstraintRelatableTarget = { $0 }, _ file: String = #file,
    _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedToSuperview(closure, relation: .equal, file: file, line: line)
  }

  @discardableResult
  public func lessThanOrEqualToSuperview(
    _ closure: (ConstraintView) -> ConstraintRelatableTarget = { $0 }, _ file: String = #file,
    _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedToSuperview(closure, relation: .lessThanOrEqual, file: file, line: line)
  }

  @discardableResult
  public func greaterThanOrEqualToSuperview(
    _ closure: (ConstraintView) -> ConstraintRelatableTarget = { $0 }, _ file: String = #file,
    _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedToSuperview(closure, relation: .greaterThanOrEqual, file: file, line: line)
  }

  private func relatedToSuperview(
    _ closure: (ConstraintView) -> ConstraintRelatableTarget, relation: ConstraintRelation, file: String,
    line: UInt
  ) -> ConstraintMakerEditable {
    guard let superview = description.item.constraintSuperview else {
      return invalid(
        "Expected superview but found nil when attempting make constraint `\(relationName(relation))Superview`.",
        relation: relation, file: file, line: line)
    }
    return relatedTo(closure(superview), relation: relation, file: file, line: line)
  }

  func relatedTo(_ other: ConstraintRelatableTarget, relation: ConstraintRelation, file: String, line: UInt)
    -> ConstraintMakerEditable
  {
    let related: ConstraintItem
    let constant: ConstraintConstantTarget
    if let other = other as? ConstraintItem {
      let ownAttributes = description.attributes.layoutAttributes
      let otherAttributes = other.attributes.layoutAttributes
      guard otherAttributes.count <= 1 || otherAttributes == ownAttributes else {
        return invalid(
          "Cannot constraint to multiple non identical attributes.", relation: relation, file: file, line: line)
      }
      related = other
      constant = 0.0
    } else if let other = other as? ConstraintView {
      related = ConstraintItem(target: other, attributes: .none)
      constant = 0.0
    } else if let other = other as? ConstraintLayoutGuide {
      related = ConstraintItem(target: other, attributes: .none)
      constant = 0.0
    } else if let other = other as? ConstraintConstantTarget {
      related = ConstraintItem(target: nil, attributes: .none)
      constant = other
    } else {
      return invalid("Invalid constraint target \(other).", relation: relation, file: file, line: line)
    }
    let editable = ConstraintMakerEditable(description)
    description.sourceLocation = (file, line)
    description.relation = relation
    description.related = related
    description.constant = constant
    return editable
  }

  /// Logs a misuse SnapKit would crash on; the line then makes no constraint.
  private func invalid(_ message: String, relation: ConstraintRelation, file: String, line: UInt)
    -> ConstraintMakerEditable
  {
    ConstraintLog.report("\(message) (\(file):\(line))")
    description.isValid = false
    description.sourceLocation = (file, line)
    description.relation = relation
    description.related = ConstraintItem(target: nil, attributes: .none)
    return ConstraintMakerEditable(description)
  }

  private func relationName(_ relation: ConstraintRelation) -> String {
    switch relation {
    case .equal: "equalTo"
    case .lessThanOrEqual: "lessThanOrEqualTo"
    case .greaterThanOrEqual: "greaterThanOrEqualTo"
    }
  }
}
