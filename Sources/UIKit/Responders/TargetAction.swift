import Foundation

/// A target and the selector to send it, as UIKit keeps them for controls, gesture
/// recognizers and bar button items: the target weakly (UIKit does not retain targets,
/// and an action whose target is gone is not sent), or none at all, in which case the
/// action goes up the responder chain to the first object that has the method.
@MainActor
struct TargetAction {
  private weak var storedTarget: AnyObject?
  /// Whether a target was given: a given target that is gone sends nothing, where no
  /// target at all means the responder chain.
  let hasTarget: Bool
  let action: Selector

  init(target: Any?, action: Selector) {
    let object = target.flatMap { $0 as AnyObject }
    storedTarget = object
    hasTarget = object != nil
    self.action = action
  }

  var target: AnyObject? { storedTarget }

  /// Whether the target was given and has since gone away.
  var isOrphaned: Bool { hasTarget && storedTarget == nil }

  func targets(_ object: AnyObject?) -> Bool {
    guard let object else { return !hasTarget }
    return storedTarget === object
  }

  /// Sends the action to its target, or with none to the first responder in the chain
  /// from `chainStart` that has the method (`UIApplication.sendAction(_:to:from:for:)`
  /// with a nil target). Returns whether it was sent.
  @discardableResult
  func send(sender: Any?, event: Any? = nil, chainStart: UIResponder?) -> Bool {
    if hasTarget {
      guard let target = storedTarget else { return false }
      action.perform(on: target, sender: sender, event: event)
      return true
    }
    var responder = chainStart
    while let r = responder {
      if action.canBePerformed(by: r) {
        action.perform(on: r, sender: sender, event: event)
        return true
      }
      responder = r.next
    }
    return false
  }
}
