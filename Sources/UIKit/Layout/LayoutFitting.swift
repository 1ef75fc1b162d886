import Cassowary
import Foundation

/// The size a view's own constraints give it, solved apart from its tree
/// (`systemLayoutSizeFitting`): what a self-sizing table cell's content view asks for.
///
/// The subtree is solved in a solver of its own with fresh variables, so measuring never
/// moves what the tree's engine has on screen: the view at the origin, its width and
/// height drawn towards the target at the fitting priorities, the constraints installed
/// inside the subtree (constraints to views outside it are left out), the subviews'
/// intrinsic sizes and, for subviews placed by frame, their frames.
@MainActor
struct LayoutFitting {
  private let solver = Solver()
  private var variables: [ObjectIdentifier: LayoutVariables] = [:]

  static func size(
    of view: any LayoutViewItem, fitting target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    var fitting = LayoutFitting()
    return fitting.solve(view, target: target, horizontal: horizontal, vertical: vertical)
  }

  private mutating func solve(
    _ root: any LayoutViewItem, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    let r = vars(root)
    add(Constraint(LinearExpression(r.left), .equal, LinearExpression(constant: 0)))
    add(Constraint(LinearExpression(r.top), .equal, LinearExpression(constant: 0)))
    add(
      Constraint(
        LinearExpression(r.width), .equal, LinearExpression(constant: Double(target.width)),
        strength: horizontal.strength))
    add(
      Constraint(
        LinearExpression(r.height), .equal, LinearExpression(constant: Double(target.height)),
        strength: vertical.strength))
    addIntrinsic(of: root)
    var installed: [NSLayoutConstraint] = []
    func visit(_ view: any LayoutViewItem) {
      installed += view.constraints
      for guide in view.layoutGuideItems { pin(guide, to: view) }
      for subview in view.subviewItems {
        place(subview, in: view)
        visit(subview)
      }
    }
    visit(root)
    for constraint in installed { add(constraint) }
    solver.updateVariables()
    return CGSize(width: CGFloat(max(r.width.value, 0)), height: CGFloat(max(r.height.value, 0)))
  }

  private mutating func vars(_ item: AnyObject) -> LayoutVariables {
    if let existing = variables[ObjectIdentifier(item)] { return existing }
    let made = LayoutVariables(name: (item as? any LayoutItem)?.layoutDebugName ?? "item")
    variables[ObjectIdentifier(item)] = made
    return made
  }

  private func add(_ constraint: Constraint) {
    try? solver.addConstraint(constraint)
  }

  /// A subview placed by its frame keeps it; one placed by Auto Layout brings its
  /// intrinsic size.
  private mutating func place(_ view: any LayoutViewItem, in superview: any LayoutViewItem) {
    let v = vars(view)
    let s = vars(superview)
    guard view.translatesAutoresizingMaskIntoConstraints else {
      addIntrinsic(of: view)
      return
    }
    let f = view.frame
    add(Constraint(v.left - s.left, .equal, LinearExpression(constant: Double(f.minX))))
    add(Constraint(v.top - s.top, .equal, LinearExpression(constant: Double(f.minY))))
    add(Constraint(LinearExpression(v.width), .equal, LinearExpression(constant: Double(f.width))))
    add(Constraint(LinearExpression(v.height), .equal, LinearExpression(constant: Double(f.height))))
  }

  /// Guides that follow the window (safe area, keyboard) take the owner's bounds here:
  /// a view measured apart from its window has no bands over it.
  private mutating func pin(_ guide: any LayoutGuideItem, to owner: any LayoutViewItem) {
    guard guide.role != .plain else { return }
    let g = vars(guide)
    let o = vars(owner)
    add(Constraint(LinearExpression(g.left), .equal, LinearExpression(o.left)))
    add(Constraint(LinearExpression(g.top), .equal, LinearExpression(o.top)))
    add(Constraint(LinearExpression(g.width), .equal, LinearExpression(o.width)))
    add(Constraint(LinearExpression(g.height), .equal, LinearExpression(o.height)))
  }

  private mutating func addIntrinsic(of view: any LayoutViewItem) {
    let size = view.intrinsicContentSize
    let v = vars(view)
    for (axis, variable, value) in [
      (NSLayoutConstraint.Axis.horizontal, v.width, size.width), (.vertical, v.height, size.height),
    ] where value != type(of: view).noIntrinsicMetric {
      add(
        Constraint(
          LinearExpression(variable), .lessThanOrEqual, LinearExpression(constant: Double(value)),
          strength: view.contentHuggingPriority(for: axis).strength))
      add(
        Constraint(
          LinearExpression(variable), .greaterThanOrEqual, LinearExpression(constant: Double(value)),
          strength: view.contentCompressionResistancePriority(for: axis).strength))
    }
  }

  private mutating func add(_ constraint: NSLayoutConstraint) {
    guard let first = constraint.firstItem else { return }
    let firstItem = LayoutEngine.routedItem(first, constraint.firstAttribute, relatedTo: constraint.secondItem)
    let lhs = vars(firstItem).expression(constraint.firstAttribute)
    var rhs = LinearExpression()
    if let second = constraint.secondItem {
      let secondItem = LayoutEngine.routedItem(second, constraint.secondAttribute, relatedTo: first)
      rhs = vars(secondItem).expression(constraint.secondAttribute) * Double(constraint.multiplier)
    }
    let relation: Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    add(Constraint(lhs - rhs - Double(constraint.constant), relation, strength: constraint.priority.strength))
  }
}
