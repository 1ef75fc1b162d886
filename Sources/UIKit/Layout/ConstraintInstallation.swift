import Foundation

extension LayoutEngine {
  // MARK: Activation (called by NSLayoutConstraint)

  static func activate(_ constraint: NSLayoutConstraint) {
    guard let first = constraint.firstItem else { return }
    guard let firstView = owningView(of: first) else {
      LayoutLog.report("Unable to activate constraint \(constraint): its layout guide has not been added to a view.")
      return
    }
    var container = firstView
    if let second = constraint.secondItem {
      guard let secondView = owningView(of: second), let common = commonAncestor(firstView, secondView) else {
        LayoutLog.report(
          "Unable to activate constraint with anchors \(constraint) because they have no common ancestor. "
            + "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
        return
      }
      container = common
    }
    constraint.container = container
    container.constraints.append(constraint)
    container.layoutEngine.add(constraint)
    container.setNeedsLayout()
  }

  static func deactivate(_ constraint: NSLayoutConstraint) {
    guard let container = constraint.container else { return }
    container.constraints.removeAll { $0 === constraint }
    constraint.container = nil
    container.layoutEngineIfPresent?.remove(constraint)
    container.setNeedsLayout()
  }

  static func constantChanged(_ constraint: NSLayoutConstraint) {
    guard let container = constraint.container, let engine = container.layoutEngineIfPresent,
      let record = engine.records[ObjectIdentifier(constraint)]
    else { return }
    if !record.isPending {
      record.isPending = true
      engine.pendingConstants.append(record)
    }
    container.setNeedsLayout()
  }

  static func priorityChanged(_ constraint: NSLayoutConstraint) {
    guard let engine = constraint.container?.layoutEngineIfPresent else { return }
    engine.remove(constraint)
    engine.add(constraint)
    constraint.container?.setNeedsLayout()
  }

  private static func owningView(of item: AnyObject) -> (any LayoutViewItem)? {
    if let view = item as? any LayoutViewItem { return view }
    return (item as? any LayoutGuideItem)?.owningViewItem
  }

  private static func commonAncestor(_ a: any LayoutViewItem, _ b: any LayoutViewItem) -> (any LayoutViewItem)? {
    var ancestors = Set<ObjectIdentifier>()
    var v: (any LayoutViewItem)? = a
    while let view = v {
      ancestors.insert(ObjectIdentifier(view))
      v = view.superviewItem
    }
    v = b
    while let view = v {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      v = view.superviewItem
    }
    return nil
  }
}
