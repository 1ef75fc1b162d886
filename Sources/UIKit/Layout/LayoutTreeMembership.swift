import Cassowary
import Foundation

extension LayoutEngine {
  // MARK: Trees joining and splitting

  /// `view` was just added under a new superview: its old tree's engine (if it was a
  /// root with constraints) hands its constraints to the new root's engine.
  static func viewDidJoinTree(_ view: any LayoutViewItem) {
    guard let old = view.ownedLayoutEngine else { return }
    view.ownedLayoutEngine = nil
    let moved = old.recordsInOrder.map(\.constraint)
    guard !moved.isEmpty else { return }
    let engine = view.layoutEngine
    for c in moved where c.container != nil { engine.add(c) }
  }

  /// `view` is about to leave its superview: constraints inside its subtree move to the
  /// subtree's own engine; constraints that tie it to views outside are deactivated.
  static func detach(_ view: any LayoutViewItem) -> [NSLayoutConstraint] {
    guard let engine = view.layoutEngineIfPresent else { return [] }
    var inside = Set<ObjectIdentifier>()
    // The same items in tree order, so that they leave the solver in one order every run.
    var insideInOrder: [ObjectIdentifier] = []
    func collect(_ v: any LayoutViewItem) {
      for id in [ObjectIdentifier(v)] + v.layoutGuideItems.map(ObjectIdentifier.init) where inside.insert(id).inserted {
        insideInOrder.append(id)
      }
      for s in v.subviewItems { collect(s) }
    }
    collect(view)
    var moving: [NSLayoutConstraint] = []
    for record in engine.recordsInOrder {
      let c = record.constraint
      if let container = c.container, inside.contains(ObjectIdentifier(container)) {
        engine.remove(c)
        moving.append(c)
      } else if [c.firstItem, c.secondItem].contains(where: {
        $0.map { inside.contains(ObjectIdentifier($0)) } ?? false
      }) {
        c.isActive = false
      }
    }
    for id in insideInOrder { engine.forget(id) }
    return moving
  }

  /// After `detach`: the subtree, now a root, lays its constraints out on its own.
  static func reattach(_ constraints: [NSLayoutConstraint], root: any LayoutViewItem) {
    guard !constraints.isEmpty else { return }
    let engine = root.layoutEngine
    for c in constraints { engine.add(c) }
  }

  private func forget(_ id: ObjectIdentifier) {
    guard let entry = entries.removeValue(forKey: id) else { return }
    for c in entry.pins + entry.intrinsic { removeFromSolver(c) }
    safeAreaPins.removeAll { pin in entry.pins.contains { $0 === pin.0 } }
    keyboardPins.removeAll { keyboard in entry.pins.contains { $0 === keyboard.top } }
    order.removeAll { $0 === entry }
  }

  func itemWillLeave(_ guide: any LayoutGuideItem) {
    for record in recordsInOrder
    where record.constraint.firstItem === guide || record.constraint.secondItem === guide {
      record.constraint.isActive = false
    }
    forget(ObjectIdentifier(guide))
  }
}
