import Foundation

/// A layout guide that activates and deactivates constraints as it comes near the edges
/// of its owning view and moves away from them (iOS 15): `UIKeyboardLayoutGuide` tracks
/// the keyboard. "Constraints to activate when the guide is close to the specified edge,
/// and deactivate when it moves away. Sending nil will deactivate any currently active
/// constraints associated with this edge and remove them from tracking" (UIKit's
/// UITrackingLayoutGuide.h). A set of several edges counts when the guide meets all of
/// them; constraints that use the guide's anchors directly are not tracked.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
  private struct Tracked {
    let edges: NSDirectionalRectEdge
    let whenNear: Bool
    var constraints: [NSLayoutConstraint]
  }

  private var tracked: [Tracked] = []
  /// The edges the guide is near now, as last told (`nearEdgesChanged`); nil until then,
  /// when nothing tracked is active.
  private(set) var nearEdges: NSDirectionalRectEdge?

  public func setConstraints(_ constraints: [NSLayoutConstraint]?, activeWhenNearEdge edge: NSDirectionalRectEdge) {
    set(constraints, edges: edge, whenNear: true)
  }

  public func setConstraints(_ constraints: [NSLayoutConstraint]?, activeWhenAwayFrom edge: NSDirectionalRectEdge) {
    set(constraints, edges: edge, whenNear: false)
  }

  public func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
    tracked.first { $0.edges == edge && $0.whenNear }?.constraints ?? []
  }

  public func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
    tracked.first { $0.edges == edge && !$0.whenNear }?.constraints ?? []
  }

  public func removeAllTrackedConstraints() {
    for entry in tracked { NSLayoutConstraint.deactivate(entry.constraints) }
    tracked = []
  }

  private func set(_ constraints: [NSLayoutConstraint]?, edges: NSDirectionalRectEdge, whenNear: Bool) {
    if let index = tracked.firstIndex(where: { $0.edges == edges && $0.whenNear == whenNear }) {
      NSLayoutConstraint.deactivate(tracked[index].constraints)
      tracked.remove(at: index)
    }
    guard let constraints, !constraints.isEmpty else { return }
    let entry = Tracked(edges: edges, whenNear: whenNear, constraints: constraints)
    tracked.append(entry)
    if let near = nearEdges { apply(entry, near: near) }
  }

  /// Whether the guide tracks anything now (its subclass decides whether it tracks at all).
  var tracksEdges: Bool { true }

  /// The guide is now near `near` (and away from the other edges): the tracked constraints
  /// follow. Deactivations first, so that a set of constraints replacing another never
  /// conflicts with it.
  func nearEdgesChanged(to near: NSDirectionalRectEdge) {
    guard near != nearEdges else { return }
    nearEdges = near
    let wanted = tracked.map { Self.isActive($0, near: near) }
    for (entry, active) in zip(tracked, wanted) where !active { NSLayoutConstraint.deactivate(entry.constraints) }
    for (entry, active) in zip(tracked, wanted) where active { NSLayoutConstraint.activate(entry.constraints) }
  }

  private func apply(_ entry: Tracked, near: NSDirectionalRectEdge) {
    if Self.isActive(entry, near: near) {
      NSLayoutConstraint.activate(entry.constraints)
    } else {
      NSLayoutConstraint.deactivate(entry.constraints)
    }
  }

  /// Near every edge of the set, or away from every edge of it.
  private static func isActive(_ entry: Tracked, near: NSDirectionalRectEdge) -> Bool {
    entry.whenNear ? near.isSuperset(of: entry.edges) : near.isDisjoint(with: entry.edges)
  }
}
