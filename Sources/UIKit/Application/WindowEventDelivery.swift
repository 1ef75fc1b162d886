import Foundation

/// The window's entry points for the platform layer: a pointer, text, keys and the
/// wheel, in window coordinates. SDL events arrive here and nowhere else.
extension UIWindow {
  /// A pointer went down, moved or went up at `point` (window coordinates).
  ///
  /// `.began` hit-tests and remembers the view for the touch's life; the other phases go
  /// to that view, each after the gesture recognizers of the view and its ancestors
  /// (`TouchDelivery`). A touch beside the text inputs leaves the first responder and the
  /// keyboard as they are: iOS never dismisses the keyboard on a tap by itself, which is
  /// why apps write `touchesBegan { view.endEditing(true) }` and keyboard libraries offer
  /// tap-to-dismiss as an option (IQKeyboardManager's `resignOnTouchOutside`).
  public func handleTouch(_ phase: UITouch.Phase, at point: CGPoint) {
    runtime.activate { deliverTouch(phase, at: point) }
  }

  private func deliverTouch(_ phase: UITouch.Phase, at point: CGPoint) {
    let now = runtime.now
    switch phase {
    case .began:
      // A touch that never ended (the pointer left the window) is cancelled first.
      if let active = activeTouch {
        finish(active, phase: .cancelled, at: active.windowLocation, time: now)
      }
      guard let hit = hitTest(point, with: UIEvent(type: .touches, timestamp: now)) else { return }
      let touch = UITouch(phase: .began, view: hit, window: self, location: point, timestamp: now)
      let event = UIEvent(type: .touches, timestamp: now, touches: [touch])
      if let last = lastTap, now - last.time <= UITouch.multipleTapInterval,
        hypot(point.x - last.point.x, point.y - last.point.y) <= UITouch.multipleTapDistance
      {
        touch.tapCount = last.count + 1
      }
      activeTouch = touch
      touchBeganDismissingEditMenu(on: hit)
      touchDelivery.began(touch, on: hit, with: event)
    case .moved, .stationary:
      guard let touch = activeTouch else { return }
      touch.previousWindowLocation = touch.windowLocation
      touch.windowLocation = point
      touch.phase = .moved
      touch.timestamp = now
      touchDelivery.moved(touch, with: UIEvent(type: .touches, timestamp: now, touches: [touch]))
    case .ended, .cancelled:
      guard let active = activeTouch else { return }
      finish(active, phase: phase, at: point, time: now)
    }
  }

  private func finish(
    _ touch: UITouch, phase: UITouch.Phase, at point: CGPoint, time: TimeInterval
  ) {
    activeTouch = nil
    // A touch that stayed put is a tap the next one may count on from.
    let start = touch.tapStartLocation
    lastTap =
      phase == .ended && hypot(point.x - start.x, point.y - start.y) <= UITouch.multipleTapDistance
      ? (time, point, touch.tapCount) : nil
    touch.previousWindowLocation = touch.windowLocation
    touch.windowLocation = point
    touch.phase = phase
    touch.timestamp = time
    let event = UIEvent(type: .touches, timestamp: time, touches: [touch])
    if phase == .cancelled {
      touchDelivery.cancelled(touch, with: event)
    } else {
      touchDelivery.ended(touch, with: event)
    }
  }

  /// Text typed on the real keyboard (after any input method composed it): it goes to
  /// the first responder if that takes text.
  public func handleText(_ text: String) {
    guard !text.isEmpty else { return }
    runtime.activate {
      if desktopComposition.isEmpty {
        (firstResponder as? UIKeyInput)?.insertText(text)
      } else {
        // The input method finished what it was composing: the text takes its place.
        replaceComposition(with: text)
        desktopComposition = ""
      }
      keyboardController.inputTextChangedOffTheKeys(typed: text)
    }
  }

  /// What the desktop's input method is composing (SDL's text-editing events; empty when
  /// it stops). It goes into the input as iOS's Korean keyboard hands its open syllable
  /// over: as ordinary text, replaced as it changes (deleteBackward, then insertText),
  /// never as marked text (docs/KOREAN-INPUT.md), so `text` always holds it.
  public func handleComposition(_ text: String) {
    runtime.activate {
      replaceComposition(with: text)
      desktopComposition = text
      keyboardController.inputTextChangedOffTheKeys(typed: text)
    }
  }

  /// Replaces the composition in the first responder's text by `text`; only the part that
  /// changed (안 then 안ㄴ deletes nothing).
  private func replaceComposition(with text: String) {
    guard let input = firstResponder as? UIKeyInput else { return }
    var old = desktopComposition
    // The text changed under the composition (a key, a caret move, the app): it is not
    // there to replace any more, and what comes is typed fresh.
    if !old.isEmpty, let host = input as? any TextInputHost, !host.inputController.textBeforeCaret.hasSuffix(old) {
      old = ""
    }
    let kept = zip(old, text).prefix { $0 == $1 }.count
    for _ in 0..<(old.count - kept) { input.deleteBackward() }
    let added = String(text.dropFirst(kept))
    if !added.isEmpty { input.insertText(added) }
  }

  /// A key of the real keyboard that is not text. The first responder gets it first (a
  /// field moves its caret, asks its delegate about Return); then the window's own
  /// keys: Tab / Shift-Tab go to the next / previous text input in reading order,
  /// Escape dismisses the keyboard, Backspace deletes in an input that does not handle
  /// keys itself. Returns whether anything handled the key.
  @discardableResult
  public func handleKey(_ key: KeyboardKey, modifiers: KeyModifiers) -> Bool {
    runtime.activate { deliverKey(key, modifiers: modifiers) }
  }

  private func deliverKey(_ key: KeyboardKey, modifiers: KeyModifiers) -> Bool {
    let responder = firstResponder
    if let handler = responder as? EditingKeyHandling,
      handler.handleEditingKey(key, modifiers: modifiers)
    {
      return true
    }
    if let shortcut = key.editShortcut(with: modifiers) {
      guard let responder else { return false }
      switch shortcut {
      case .action(let action): return responder.sendStandardEditAction(action)
      case .undo:
        guard let manager = responder.undoManager, manager.canUndo else { return false }
        manager.undo()
      case .redo:
        guard let manager = responder.undoManager, manager.canRedo else { return false }
        manager.redo()
      }
      return true
    }
    switch key {
    case .tab:
      return moveFocus(backward: modifiers.contains(.shift))
    case .escape:
      guard let responder else { return false }
      return responder.resignFirstResponder()
    case .backspace:
      guard let input = responder as? UIKeyInput else { return false }
      input.deleteBackward()
      return true
    default:
      return false
    }
  }

  /// Makes the next (or previous) text input in reading order first responder,
  /// wrapping around; with none focused, the first (or last).
  private func moveFocus(backward: Bool) -> Bool {
    let inputs = textInputsInReadingOrder
    guard !inputs.isEmpty else { return false }
    let current = firstResponder
    let next: UIView
    if let index = inputs.firstIndex(where: { $0 === current }) {
      next = inputs[(index + (backward ? inputs.count - 1 : 1)) % inputs.count]
    } else {
      next = backward ? inputs[inputs.count - 1] : inputs[0]
    }
    return next.becomeFirstResponder()
  }

  /// The visible text inputs that can become first responder, top to bottom, then left
  /// to right by their position in the window (tree order breaks ties).
  var textInputsInReadingOrder: [UIView] {
    var found: [(view: UIView, origin: CGPoint)] = []
    func visit(_ view: UIView) {
      guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled,
        !(view is KeyboardView)
      else { return }
      if view is UIKeyInput, view.canBecomeFirstResponder {
        found.append(
          (view, view.convert(CGPoint(x: view.bounds.minX, y: view.bounds.minY), to: nil)))
      }
      for subview in view.subviews { visit(subview) }
    }
    for subview in subviews { visit(subview) }
    let ordered = found.enumerated().sorted { a, b in
      if a.element.origin.y != b.element.origin.y { return a.element.origin.y < b.element.origin.y }
      if a.element.origin.x != b.element.origin.x { return a.element.origin.x < b.element.origin.x }
      return a.offset < b.offset
    }
    return ordered.map(\.element.view)
  }

  /// The mouse wheel or a trackpad scrolled over `point` (window coordinates): the
  /// deepest `ScrollEventHandling` view there, or the nearest ancestor that takes it,
  /// scrolls. `deltaX`/`deltaY` are points to add to the content offset. Returns
  /// whether a view scrolled.
  @discardableResult
  public func handleScroll(deltaX: CGFloat, deltaY: CGFloat, at point: CGPoint) -> Bool {
    runtime.activate { deliverScroll(deltaX: deltaX, deltaY: deltaY, at: point) }
  }

  private func deliverScroll(deltaX: CGFloat, deltaY: CGFloat, at point: CGPoint) -> Bool {
    // Content that scrolls takes the edit menu away, as on iOS.
    shownEditMenu?.hide()
    var v = hitTest(point, with: UIEvent(type: .scroll, timestamp: runtime.now))
    while let view = v {
      if let scroller = view as? ScrollEventHandling,
        scroller.handleScroll(deltaX: deltaX, deltaY: deltaY)
      {
        return true
      }
      v = view.superview
    }
    return false
  }

  /// Two fingers pinched at `point` (window coordinates) to `scale` times their distance:
  /// the deepest `PinchEventHandling` view there, or the nearest ancestor that takes it.
  /// Returns whether a view took it.
  @discardableResult
  public func handlePinch(scale: CGFloat, at point: CGPoint) -> Bool {
    runtime.activate {
      var v = hitTest(point, with: UIEvent(type: .touches, timestamp: runtime.now))
      while let view = v {
        if let pinchable = view as? PinchEventHandling, pinchable.handlePinch(scale: scale) { return true }
        v = view.superview
      }
      return false
    }
  }
}
