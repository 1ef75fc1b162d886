import Cassowary

/// The four solver unknowns of a layout item, in the root view's coordinates
/// (scroll offsets excluded: a scroll view's `bounds.origin` moves what is drawn, not
/// what is solved, so scrolling never re-solves).
@MainActor
final class LayoutVariables {
  let left: Variable
  let top: Variable
  let width: Variable
  let height: Variable

  init(name: String) {
    left = Variable("\(name).minX")
    top = Variable("\(name).minY")
    width = Variable("\(name).width")
    height = Variable("\(name).height")
  }

  /// The linear expression of an attribute.
  func expression(_ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
    switch attribute {
    case .left, .leading: LinearExpression(left)
    case .right, .trailing: left + width
    case .top: LinearExpression(top)
    case .bottom: top + height
    case .width: LinearExpression(width)
    case .height: LinearExpression(height)
    case .centerX: left + 0.5 * width
    case .centerY: top + 0.5 * height
    case .notAnAttribute: LinearExpression()
    }
  }
}
