/// Who the first responder is. iOS keeps one per window; with one key window at a
/// time, one global slot is the same thing, and lets the keyboard find its target.
@MainActor
enum FirstResponderTracking {
  static weak var current: UIResponder?
  /// Told when the first responder changes (the keyboard controller listens).
  static var observers: [(UIResponder?, UIResponder?) -> Void] = []

  static func canTake(_ responder: UIResponder) -> Bool {
    guard let old = current else { return true }
    return old.canResignFirstResponder
  }

  static func make(_ responder: UIResponder) -> Bool {
    let old = current
    if let old {
      current = nil
      old.didResignFirstResponder()
    }
    current = responder
    responder.didBecomeFirstResponder()
    for observer in observers { observer(old, responder) }
    return true
  }

  static func clear(_ responder: UIResponder) {
    guard current === responder else { return }
    current = nil
    responder.didResignFirstResponder()
    for observer in observers { observer(responder, nil) }
  }
}
