/// Who a window's first responder is. Each window has one slot; a responder reaches
/// its window's through `UIResponder.firstResponderSlot`.
@MainActor
final class FirstResponderSlot {
  private(set) weak var current: UIResponder?
  /// Told when the first responder changes (old, new), and with the same responder twice
  /// when it reloads its input views: the window's keyboard listens.
  var onChange: ((UIResponder?, UIResponder?) -> Void)?

  func canTake(_ responder: UIResponder) -> Bool {
    guard let old = current else { return true }
    return old.canResignFirstResponder
  }

  func make(_ responder: UIResponder) -> Bool {
    let old = current
    if let old {
      current = nil
      old.didResignFirstResponder()
    }
    current = responder
    responder.didBecomeFirstResponder()
    onChange?(old, responder)
    return true
  }

  func clear(_ responder: UIResponder) {
    guard current === responder else { return }
    current = nil
    responder.didResignFirstResponder()
    onChange?(responder, nil)
  }

  func reload(_ responder: UIResponder) {
    guard current === responder else { return }
    onChange?(responder, responder)
  }
}
