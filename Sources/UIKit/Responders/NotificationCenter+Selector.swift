import Foundation
import Synchronization

/// `addObserver(_:selector:name:object:)`, which Foundation on Linux lacks (it has no
/// selectors), with Darwin's rules: the observer is not retained, an observer that is
/// gone is not called (and its registration is dropped, as iOS 9 and later drop it at
/// deallocation), and `removeObserver(_:)` / `removeObserver(_:name:object:)` undo it.
/// The method is called on the posting thread with the notification, as on Darwin.
extension NotificationCenter {
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
  ) {
    aSelector.requireCallable("NotificationCenter.addObserver(_:selector:name:object:)")
    let target = observer as AnyObject
    let weakTarget = WeakSelectorObserver(object: target)
    let id = ObjectIdentifier(target)
    let registration = SelectorObservation(
      observer: id, name: aName, object: anObject.map { $0 as AnyObject })
    let token = addObserver(forName: aName, object: anObject, queue: nil) { [weak self] notification in
      guard let target = weakTarget.object else {
        // The observer is gone: nothing is called, and the registration goes.
        self?.removeSelectorObservations { $0 === registration }
        return
      }
      aSelector.perform(on: target, sender: notification)
    }
    registration.token = token
    Self.selectorObservations.withLock { $0.append(registration) }
  }

  /// Removes every registration of `observer`: its selector observations and, through
  /// Foundation, its blocks (a token from `addObserver(forName:object:queue:using:)`).
  public func removeObserver(_ observer: AnyObject) {
    let id = ObjectIdentifier(observer)
    removeSelectorObservations { $0.observer == id }
    removeObserver(observer as Any)
  }

  /// Removes `observer`'s registrations for `aName` (any name when nil) and `anObject`
  /// (any object when nil).
  public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
    let id = ObjectIdentifier(observer)
    let object = anObject.map { $0 as AnyObject }
    removeSelectorObservations { registration in
      registration.observer == id && (aName == nil || registration.name == aName)
        && (object == nil || registration.object === object)
    }
    removeObserver(observer as Any, name: aName, object: anObject)
  }

  private func removeSelectorObservations(where matches: (SelectorObservation) -> Bool) {
    let removed = Self.selectorObservations.withLock { list in
      let gone = list.filter(matches)
      list.removeAll(where: matches)
      return gone
    }
    for registration in removed {
      if let token = registration.token { removeObserver(token as Any) }
    }
  }

  /// Every center's selector observations: few, and looked up only to remove them.
  private static let selectorObservations = Mutex<[SelectorObservation]>([])
}

/// One `addObserver(_:selector:name:object:)` registration: whose it is, what it
/// matches, and Foundation's token for the block that calls the selector.
private final class SelectorObservation: @unchecked Sendable {
  // @unchecked: `token` is written once, before the registration is published under the
  // center's lock, and read only under it.
  let observer: ObjectIdentifier
  let name: NSNotification.Name?
  weak var object: AnyObject?
  var token: (any NSObjectProtocol)?

  init(observer: ObjectIdentifier, name: NSNotification.Name?, object: AnyObject?) {
    self.observer = observer
    self.name = name
    self.object = object
  }
}

/// An observer held weakly inside Foundation's `@Sendable` block.
private final class WeakSelectorObserver: @unchecked Sendable {
  // @unchecked: a weak reference, read where the notification is delivered.
  weak var object: AnyObject?
  init(object: AnyObject) { self.object = object }
}
